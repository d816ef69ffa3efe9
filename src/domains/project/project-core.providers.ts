import type { Provider } from '@nestjs/common';
import { ProjectActions } from './project.actions.js';

/** The project domain's core action providers. */
export const PROJECT_CORE_PROVIDERS: Provider[] = [ProjectActions];
