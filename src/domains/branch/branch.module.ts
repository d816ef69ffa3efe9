import { Module } from '@nestjs/common';
import { BranchActions } from './branch.actions.js';

@Module({ providers: [BranchActions] })
export class BranchModule {}
