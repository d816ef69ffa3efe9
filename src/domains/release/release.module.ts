import { Module } from '@nestjs/common';
import { ReleaseActions } from './release.actions.js';

/** The release domain. */
@Module({ providers: [ReleaseActions] })
export class ReleaseModule {}
