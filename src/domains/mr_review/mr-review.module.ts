import { Module } from '@nestjs/common';
import { MrReviewDiffActions } from './mr-review-diffs.actions.js';
import { MrReviewDiscussionActions } from './mr-review-discussions.actions.js';
import { MrReviewDraftNoteActions } from './mr-review-draft-notes.actions.js';
import { MrReviewNoteActions } from './mr-review-notes.actions.js';

/** The mr_review domain, one provider class per concept (listed in the order of the catalog). */
@Module({ providers: [MrReviewNoteActions, MrReviewDiscussionActions, MrReviewDraftNoteActions, MrReviewDiffActions] })
export class MrReviewModule {}
