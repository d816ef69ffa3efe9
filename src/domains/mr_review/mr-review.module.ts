import { Module } from '@nestjs/common';
import { MrReviewActions } from './mr-review.actions.js';

/** The mr_review domain. */
@Module({ providers: [MrReviewActions] })
export class MrReviewModule {}
