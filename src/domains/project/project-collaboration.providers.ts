import type { Provider } from '@nestjs/common';
import { ProjectBadgeActions } from './project-badges.actions.js';
import { ProjectBoardActions } from './project-boards.actions.js';
import { ProjectLabelActions } from './project-labels.actions.js';
import { ProjectMemberActions } from './project-members.actions.js';
import { ProjectMilestoneActions } from './project-milestones.actions.js';

/** The project domain's collaboration action providers. */
export const PROJECT_COLLABORATION_PROVIDERS: Provider[] = [ProjectMemberActions, ProjectLabelActions, ProjectMilestoneActions, ProjectBoardActions, ProjectBadgeActions];
