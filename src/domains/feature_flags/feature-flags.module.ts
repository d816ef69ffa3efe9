import { Module } from '@nestjs/common';
import { FeatureFlagActions } from './feature-flags.actions.js';
import { UserListActions } from './user-lists.actions.js';

/** The feature_flags domain: flags and the user lists their strategies target, one provider class each. */
@Module({ providers: [FeatureFlagActions, UserListActions] })
export class FeatureFlagsModule {}
