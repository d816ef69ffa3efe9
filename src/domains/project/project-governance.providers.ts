import type { Provider } from '@nestjs/common';
import { ProjectServiceAccountActions } from './project-service-accounts.actions.js';

/** The project domain's governance action providers (service accounts, approvals, push rules, security). */
export const PROJECT_GOVERNANCE_PROVIDERS: Provider[] = [ProjectServiceAccountActions];
