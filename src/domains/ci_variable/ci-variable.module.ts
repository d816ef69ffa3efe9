import { Module } from '@nestjs/common';
import { GroupVariableActions } from './group-variables.actions.js';
import { InstanceVariableActions } from './instance-variables.actions.js';
import { ProjectVariableActions } from './project-variables.actions.js';

/** The ci_variable domain: project, group and instance variables, one provider class each. */
@Module({ providers: [ProjectVariableActions, GroupVariableActions, InstanceVariableActions] })
export class CiVariableModule {}
