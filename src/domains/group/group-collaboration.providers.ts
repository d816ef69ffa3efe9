import type { Provider } from '@nestjs/common';
import { GroupBadgeActions } from './group-badges.actions.js';
import { GroupLabelActions } from './group-labels.actions.js';
import { GroupMilestoneActions } from './group-milestones.actions.js';

/** The group domain's collaboration action providers: badges, boards, labels, milestones, wikis, uploads, exports. */
export const GROUP_COLLABORATION_PROVIDERS: Provider[] = [GroupBadgeActions, GroupLabelActions, GroupMilestoneActions];
