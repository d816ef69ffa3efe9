import { Module } from '@nestjs/common';
import { TagActions } from './tag.actions.js';

/** The tag domain. */
@Module({ providers: [TagActions] })
export class TagModule {}
