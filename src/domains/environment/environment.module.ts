import { Module } from '@nestjs/common';

/** The environment domain (environments and deployments). */
@Module({ providers: [] })
export class EnvironmentModule {}
