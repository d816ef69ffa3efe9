import type { Provider } from '@nestjs/common';

/** The project domain's settings action providers. */
export const PROJECT_SETTINGS_PROVIDERS: Provider[] = [];
