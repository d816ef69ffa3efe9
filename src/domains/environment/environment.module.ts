import { Module } from '@nestjs/common';
import { DeploymentActions } from './deployments.actions.js';
import { EnvironmentActions } from './environments.actions.js';
import { FreezePeriodActions } from './freeze-periods.actions.js';
import { ProtectedEnvironmentActions } from './protected-environments.actions.js';

/** The environment domain (environments and deployments), one provider class per concept. */
@Module({ providers: [EnvironmentActions, DeploymentActions, ProtectedEnvironmentActions, FreezePeriodActions] })
export class EnvironmentModule {}
