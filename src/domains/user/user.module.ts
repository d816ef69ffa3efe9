import { Module } from '@nestjs/common';

/** The user domain, one provider class per concept (the lists are kept beside their classes). */
@Module({ providers: [] })
export class UserModule {}
