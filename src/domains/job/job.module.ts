import { Module } from '@nestjs/common';

/** The job domain. */
@Module({ providers: [] })
export class JobModule {}
