import type { Provider } from '@nestjs/common';
import { GroupActivityActions } from './group-activity.actions.js';
import { GroupBillingActions } from './group-billing.actions.js';
import { GroupMemberActions } from './group-members.actions.js';
import { GroupSharingActions } from './group-sharing.actions.js';
import { GroupStructureActions } from './group-structure.actions.js';
import { GroupActions } from './group.actions.js';

/** The group domain's core action providers: groups, their structure, sharing, members, seats and activity. */
export const GROUP_CORE_PROVIDERS: Provider[] = [GroupActions, GroupStructureActions, GroupSharingActions, GroupMemberActions, GroupBillingActions, GroupActivityActions];
