import { Module } from '@nestjs/common';
import { IssueActions } from './issue.actions.js';

@Module({ providers: [IssueActions] })
export class IssueModule {}
