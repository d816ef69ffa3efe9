import { Module } from '@nestjs/common';
import { SearchActions } from './search.actions.js';

/** The search domain. */
@Module({ providers: [SearchActions] })
export class SearchModule {}
