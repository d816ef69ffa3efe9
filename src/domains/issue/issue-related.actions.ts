import { Action, Domain, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import type { UserBasicDto } from '../shared/user-basic.dto.js';
import { MergeRequestBasicDto, MergeRequestBasicListDto, ParticipantListDto } from './dto/issue.dto.js';
import { IssueRefDto } from './dto/issue-params.dto.js';
import { ISSUE_DOMAIN } from './issue.domain.js';
import { ISSUE_404 } from './issue.hints.js';
import { renderMergeRequests, renderParticipants } from './issue-related.format.js';
import { issuePath } from './issue.rest.js';

/** Participants of an issue and the merge requests that close it or mention it. */
@Domain(ISSUE_DOMAIN)
@Injectable()
export class IssueRelatedActions {
  @Action({
    id: 'issue.participants',
    title: 'List issue participants',
    description: 'List the users taking part in an issue: its author, assignees, commenters and users mentioned.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: IssueRefDto,
    output: ParticipantListDto,
    operation: 'issueParticipants',
    route: 'GET /projects/:id/issues/:issue_iid/participants',
    hints: [ISSUE_404],
    example: { project_id: '42', issue_iid: 1 },
  })
  async participants(input: IssueRefDto, ctx: ActionContext): Promise<ActionResult<ParticipantListDto>> {
    const res = await ctx.gitlab.rest<UserBasicDto[]>({ method: 'GET', path: `${issuePath(input.project_id, input.issue_iid)}/participants`, signal: ctx.signal });
    const out: ParticipantListDto = { participants: res.data, next_steps: ['issue.update with assignee_ids to assign one of them'] };
    return respond(out, renderParticipants(out, `Participants of issue #${input.issue_iid}`));
  }

  @Action({
    id: 'issue.mrs_closing',
    title: 'List closing merge requests of an issue',
    description: 'List the merge requests that close this issue when merged (they mention it with a closing pattern such as "Closes #1").',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: IssueRefDto,
    output: MergeRequestBasicListDto,
    operation: 'issueMrsClosing',
    route: 'GET /projects/:id/issues/:issue_iid/closed_by',
    hints: [ISSUE_404],
    example: { project_id: '42', issue_iid: 1 },
  })
  async mrsClosing(input: IssueRefDto, ctx: ActionContext): Promise<ActionResult<MergeRequestBasicListDto>> {
    const res = await ctx.gitlab.rest<MergeRequestBasicDto[]>({ method: 'GET', path: `${issuePath(input.project_id, input.issue_iid)}/closed_by`, signal: ctx.signal });
    const out: MergeRequestBasicListDto = { merge_requests: res.data, next_steps: ['merge_request.get for one merge request'] };
    return respond(out, renderMergeRequests(out, `Merge requests that close issue #${input.issue_iid}`));
  }

  @Action({
    id: 'issue.mrs_related',
    title: 'List merge requests related to an issue',
    description: 'List the merge requests that mention this issue (closing it or not) and that the token can see.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: IssueRefDto,
    output: MergeRequestBasicListDto,
    operation: 'issueMrsRelated',
    route: 'GET /projects/:id/issues/:issue_iid/related_merge_requests',
    hints: [ISSUE_404],
    example: { project_id: '42', issue_iid: 1 },
  })
  async mrsRelated(input: IssueRefDto, ctx: ActionContext): Promise<ActionResult<MergeRequestBasicListDto>> {
    const res = await ctx.gitlab.rest<MergeRequestBasicDto[]>({ method: 'GET', path: `${issuePath(input.project_id, input.issue_iid)}/related_merge_requests`, signal: ctx.signal });
    const out: MergeRequestBasicListDto = { merge_requests: res.data, next_steps: ['merge_request.get for one merge request', 'issue.mrs_closing for those that close the issue'] };
    return respond(out, renderMergeRequests(out, `Merge requests related to issue #${input.issue_iid}`));
  }
}
