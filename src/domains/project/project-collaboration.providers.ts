import type { Provider } from '@nestjs/common';

/** The project domain's collaboration action providers. */
export const PROJECT_COLLABORATION_PROVIDERS: Provider[] = [];
