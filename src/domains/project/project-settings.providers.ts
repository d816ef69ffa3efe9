import type { Provider } from '@nestjs/common';
import { ProjectHookActions } from './project-hooks.actions.js';
import { ProjectIntegrationActions } from './project-integrations.actions.js';
import { ProjectMirrorActions } from './project-mirrors.actions.js';
import { ProjectPagesActions } from './project-pages.actions.js';

/** The project domain's settings action providers (hooks, integrations, mirrors, pages). */
export const PROJECT_SETTINGS_PROVIDERS: Provider[] = [ProjectHookActions, ProjectIntegrationActions, ProjectMirrorActions, ProjectPagesActions];
