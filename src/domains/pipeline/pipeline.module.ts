import { Module } from '@nestjs/common';

/** The pipeline domain. */
@Module({ providers: [] })
export class PipelineModule {}
