import type { Provider } from '@nestjs/common';
import { GroupServiceAccountActions } from './group-service-accounts.actions.js';

/** The group domain's governance action providers (service accounts). */
export const GROUP_GOVERNANCE_PROVIDERS: Provider[] = [GroupServiceAccountActions];
