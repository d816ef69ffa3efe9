import { Module } from '@nestjs/common';
import { RepositoryActions } from './repository.actions.js';

@Module({ providers: [RepositoryActions] })
export class RepositoryModule {}
