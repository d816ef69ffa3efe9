import { Module } from '@nestjs/common';

/** The feature_flags domain. */
@Module({ providers: [] })
export class FeatureFlagsModule {}
