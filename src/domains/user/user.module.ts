import { Module } from '@nestjs/common';
import { USER_CREDENTIALS_PROVIDERS } from './user-credentials.providers.js';
import { USER_PROFILE_PROVIDERS } from './user-profile.providers.js';

/** The user domain, one provider class per concept (the lists are kept beside their classes). */
@Module({ providers: [...USER_PROFILE_PROVIDERS, ...USER_CREDENTIALS_PROVIDERS] })
export class UserModule {}
