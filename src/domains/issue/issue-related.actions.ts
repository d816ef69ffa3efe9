import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { MergeRequestBasicListDto, ParticipantListDto } from './dto/issue.dto.js';
import { IssueRefDto } from './dto/issue-params.dto.js';
import { ISSUE_DOMAIN } from './issue.domain.js';
import { ISSUE_404 } from './issue.hints.js';
import { renderMergeRequests, renderParticipants } from './issue-related.format.js';

/** Participants of an issue and the merge requests that close it or mention it. */
@Domain(ISSUE_DOMAIN)
@Injectable()
export class IssueRelatedActions {
  @Action({
    id: 'issue.participants', title: 'List issue participants', tier: 'free', readOnly: true, destructive: false,
    description: 'List the users taking part in an issue: its author, assignees, commenters and users mentioned.',
    keywords: ['people', 'involved', 'who commented', 'contributors'],
    input: IssueRefDto, output: ParticipantListDto, operation: 'issueParticipants', route: 'GET /projects/:id/issues/:issue_iid/participants',
    hints: [ISSUE_404], example: { project_id: '42', issue_iid: 1 },
    reply: {
      shape: (answer) => ({ participants: answer }),
      render: (out, input) => renderParticipants(out, `Participants of issue #${input.issue_iid}`),
      nextSteps: ['issue.update with assignee_ids to assign one of them'],
    },
  })
  readonly participants?: Declared;

  @Action({
    id: 'issue.mrs_closing', title: 'List closing merge requests of an issue', tier: 'free', readOnly: true, destructive: false,
    description: 'List the merge requests that close this issue when merged (they mention it with a closing pattern such as "Closes #1").',
    keywords: ['MR', 'PR', 'pull request', 'fix', 'resolved by'],
    input: IssueRefDto, output: MergeRequestBasicListDto, operation: 'issueMrsClosing', route: 'GET /projects/:id/issues/:issue_iid/closed_by',
    hints: [ISSUE_404], example: { project_id: '42', issue_iid: 1 },
    reply: {
      shape: (answer) => ({ merge_requests: answer }),
      render: (out, input) => renderMergeRequests(out, `Merge requests that close issue #${input.issue_iid}`),
      nextSteps: ['merge_request.get for one merge request'],
    },
  })
  readonly mrsClosing?: Declared;

  @Action({
    id: 'issue.mrs_related', title: 'List merge requests related to an issue', tier: 'free', readOnly: true, destructive: false,
    description: 'List the merge requests that mention this issue (closing it or not) and that the token can see.',
    keywords: ['MR', 'PR', 'pull requests', 'linked', 'referenced'],
    input: IssueRefDto, output: MergeRequestBasicListDto, operation: 'issueMrsRelated', route: 'GET /projects/:id/issues/:issue_iid/related_merge_requests',
    hints: [ISSUE_404], example: { project_id: '42', issue_iid: 1 },
    reply: {
      shape: (answer) => ({ merge_requests: answer }),
      render: (out, input) => renderMergeRequests(out, `Merge requests related to issue #${input.issue_iid}`),
      nextSteps: ['merge_request.get for one merge request', 'issue.mrs_closing for those that close the issue'],
    },
  })
  readonly mrsRelated?: Declared;
}
