import { Module } from '@nestjs/common';
import { MergeRequestApprovalSettingsActions } from './merge-request-approval-settings.actions.js';
import { MergeRequestApprovalActions } from './merge-request-approvals.actions.js';
import { MergeRequestAwardEmojiActions } from './merge-request-award-emoji.actions.js';
import { MergeRequestContextCommitActions } from './merge-request-context-commits.actions.js';
import { MergeRequestDependencyActions } from './merge-request-dependencies.actions.js';
import { MergeRequestEventActions } from './merge-request-events.actions.js';
import { MergeRequestMergingActions } from './merge-request-merging.actions.js';
import { MergeRequestNotificationActions } from './merge-request-notifications.actions.js';
import { MergeRequestTimeTrackingActions } from './merge-request-time-tracking.actions.js';
import { MergeRequestActions } from './merge-request.actions.js';

/** The merge_request domain, one provider class per concept (listed in the order of the catalog). */
@Module({
  providers: [
    MergeRequestActions,
    MergeRequestMergingActions,
    MergeRequestNotificationActions,
    MergeRequestApprovalActions,
    MergeRequestApprovalSettingsActions,
    MergeRequestTimeTrackingActions,
    MergeRequestContextCommitActions,
    MergeRequestDependencyActions,
    MergeRequestAwardEmojiActions,
    MergeRequestEventActions,
  ],
})
export class MergeRequestModule {}
