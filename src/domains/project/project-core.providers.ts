import type { Provider } from '@nestjs/common';
import { ProjectExportActions } from './project-export.actions.js';
import { ProjectForkActions } from './project-forks.actions.js';
import { ProjectInsightsActions } from './project-insights.actions.js';
import { ProjectSharingActions } from './project-sharing.actions.js';
import { ProjectUploadActions } from './project-uploads.actions.js';
import { ProjectUserProjectsActions } from './project-user-projects.actions.js';
import { ProjectActions } from './project.actions.js';

/** The project domain's core action providers. */
export const PROJECT_CORE_PROVIDERS: Provider[] = [
  ProjectActions,
  ProjectForkActions,
  ProjectSharingActions,
  ProjectUserProjectsActions,
  ProjectInsightsActions,
  ProjectExportActions,
  ProjectUploadActions,
];
