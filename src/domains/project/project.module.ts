import { Module } from '@nestjs/common';
import { ProjectActions } from './project.actions.js';

@Module({ providers: [ProjectActions] })
export class ProjectModule {}
