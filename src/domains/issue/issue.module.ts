import { Module } from '@nestjs/common';
import { IssueAwardEmojiActions } from './issue-award-emoji.actions.js';
import { IssueDiscussionActions } from './issue-discussions.actions.js';
import { IssueEventActions } from './issue-events.actions.js';
import { IssueIterationActions } from './issue-iterations.actions.js';
import { IssueLinkActions } from './issue-links.actions.js';
import { IssueNoteActions } from './issue-notes.actions.js';
import { IssueNotificationActions } from './issue-notifications.actions.js';
import { IssueRelatedActions } from './issue-related.actions.js';
import { IssueStatisticsActions } from './issue-statistics.actions.js';
import { IssueTimeTrackingActions } from './issue-time-tracking.actions.js';
import { IssueActions } from './issue.actions.js';
import { SavedViewActions } from './saved-views.actions.js';
import { WorkItemActions } from './work-items.actions.js';

/** The issue domain, one provider class per concept (listed in the order of the catalog). */
@Module({
  providers: [
    IssueActions,
    IssueStatisticsActions,
    IssueRelatedActions,
    IssueTimeTrackingActions,
    IssueNotificationActions,
    IssueIterationActions,
    IssueNoteActions,
    IssueDiscussionActions,
    IssueAwardEmojiActions,
    IssueEventActions,
    IssueLinkActions,
    WorkItemActions,
    SavedViewActions,
  ],
})
export class IssueModule {}
