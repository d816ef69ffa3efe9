import type { Provider } from '@nestjs/common';
import { GroupBadgeActions } from './group-badges.actions.js';
import { GroupBoardActions } from './group-boards.actions.js';
import { GroupExportActions } from './group-export.actions.js';
import { GroupLabelActions } from './group-labels.actions.js';
import { GroupMilestoneActions } from './group-milestones.actions.js';
import { GroupUploadActions } from './group-uploads.actions.js';
import { GroupWikiActions } from './group-wikis.actions.js';

/** The group domain's collaboration action providers: badges, boards, labels, milestones, wikis, uploads, exports. */
export const GROUP_COLLABORATION_PROVIDERS: Provider[] = [GroupBadgeActions, GroupBoardActions, GroupExportActions, GroupLabelActions, GroupMilestoneActions, GroupUploadActions, GroupWikiActions];
