import { Module } from '@nestjs/common';
import { MergeRequestActions } from './merge-request.actions.js';

@Module({ providers: [MergeRequestActions] })
export class MergeRequestModule {}
