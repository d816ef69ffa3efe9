import { Module } from '@nestjs/common';
import { WikiActions } from './wiki.actions.js';

/** The wiki domain. */
@Module({ providers: [WikiActions] })
export class WikiModule {}
