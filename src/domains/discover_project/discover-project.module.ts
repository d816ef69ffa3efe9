import { Module } from '@nestjs/common';
import { DiscoverProjectActions } from './discover-project.actions.js';

@Module({ providers: [DiscoverProjectActions] })
export class DiscoverProjectModule {}
