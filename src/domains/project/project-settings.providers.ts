import type { Provider } from '@nestjs/common';

/** The project domain's settings action providers (hooks, integrations, mirrors, pages). */
export const PROJECT_SETTINGS_PROVIDERS: Provider[] = [];
