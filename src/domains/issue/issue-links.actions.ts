import { Action, Domain, respond, type ActionContext, type ActionHint, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { segment } from '../shared/project-ref.js';
import { IssueLinkDto, RelatedIssueDto, RelatedIssueListDto } from './dto/issue.dto.js';
import { CreateIssueLinkDto, IssueLinkRefDto } from './dto/issue-misc-params.dto.js';
import { IssueRefDto } from './dto/issue-params.dto.js';
import { ISSUE_DOMAIN } from './issue.domain.js';
import { ISSUE_404 } from './issue.hints.js';
import { renderIssueLink, renderRelatedIssues } from './issue-links.format.js';
import { issuePath } from './issue.rest.js';

const LINK_404: ActionHint = { text: 'verify issue_iid and issue_link_id; use issue.link_list to see the links of the issue', statuses: [404] };

/** Links between issues. */
@Domain(ISSUE_DOMAIN)
@Injectable()
export class IssueLinkActions {
  @Action({
    id: 'issue.link_list',
    title: 'List linked issues',
    description: 'List the issues linked to an issue (relates to, blocks, is blocked by), with the link IDs.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: IssueRefDto,
    output: RelatedIssueListDto,
    operation: 'issueLinkList',
    route: 'GET /projects/:id/issues/:issue_iid/links',
    hints: [ISSUE_404],
    example: { project_id: '42', issue_iid: 1 },
  })
  async linkList(input: IssueRefDto, ctx: ActionContext): Promise<ActionResult<RelatedIssueListDto>> {
    const res = await ctx.gitlab.rest<RelatedIssueDto[]>({ method: 'GET', path: `${issuePath(input.project_id, input.issue_iid)}/links`, signal: ctx.signal });
    const out: RelatedIssueListDto = { issues: res.data, next_steps: ['issue.link_create to link another issue', 'issue.link_delete with an issue_link_id to unlink'] };
    return respond(out, renderRelatedIssues(out, `Issues linked to issue #${input.issue_iid}`));
  }

  @Action({
    id: 'issue.link_get',
    title: 'Get an issue link',
    description: 'Get one link between two issues: both issues and the link type.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: IssueLinkRefDto,
    output: IssueLinkDto,
    operation: 'issueLinkGet',
    route: 'GET /projects/:id/issues/:issue_iid/links/:issue_link_id',
    hints: [LINK_404],
    example: { project_id: '42', issue_iid: 1, issue_link_id: 1 },
  })
  async linkGet(input: IssueLinkRefDto, ctx: ActionContext): Promise<ActionResult<IssueLinkDto>> {
    const res = await ctx.gitlab.rest<IssueLinkDto>({ method: 'GET', path: `${issuePath(input.project_id, input.issue_iid)}/links/${segment(input.issue_link_id)}`, signal: ctx.signal });
    const out: IssueLinkDto = { ...res.data, next_steps: ['issue.link_delete to remove the link'] };
    return respond(out, renderIssueLink(out, `Issue link ${input.issue_link_id}`));
  }

  @Action({
    id: 'issue.link_create',
    title: 'Link two issues',
    description: 'Link an issue to another (in this or another project): relates_to, blocks or is_blocked_by (the last two need Premium).',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: CreateIssueLinkDto,
    output: IssueLinkDto,
    operation: 'issueLinkCreate',
    route: 'POST /projects/:id/issues/:issue_iid/links',
    hints: [
      { text: 'verify project_id, issue_iid, target_project_id and target_issue_iid; use issue.list in each project', statuses: [404] },
      { text: 'the issues may already be linked (issue.link_list), or blocks/is_blocked_by needs Premium', statuses: [400, 409, 422] },
    ],
    example: { project_id: '42', issue_iid: 1, target_project_id: '42', target_issue_iid: 2, link_type: 'relates_to' },
  })
  async linkCreate(input: CreateIssueLinkDto, ctx: ActionContext): Promise<ActionResult<IssueLinkDto>> {
    const res = await ctx.gitlab.rest<IssueLinkDto>({
      method: 'POST',
      path: `${issuePath(input.project_id, input.issue_iid)}/links`,
      body: { target_project_id: input.target_project_id, target_issue_iid: input.target_issue_iid, link_type: input.link_type },
      signal: ctx.signal,
    });
    const out: IssueLinkDto = { ...res.data, next_steps: ['issue.link_list to see every link of the issue'] };
    return respond(out, renderIssueLink(out, 'Issues linked'));
  }

  @Action({
    id: 'issue.link_delete',
    title: 'Unlink two issues',
    description: 'Remove a link between two issues (the issues themselves stay).',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: IssueLinkRefDto,
    output: IssueLinkDto,
    operation: 'issueLinkDelete',
    route: 'DELETE /projects/:id/issues/:issue_iid/links/:issue_link_id',
    hints: [LINK_404],
    example: { project_id: '42', issue_iid: 1, issue_link_id: 1 },
  })
  async linkDelete(input: IssueLinkRefDto, ctx: ActionContext): Promise<ActionResult<IssueLinkDto>> {
    const res = await ctx.gitlab.rest<IssueLinkDto | undefined>({ method: 'DELETE', path: `${issuePath(input.project_id, input.issue_iid)}/links/${segment(input.issue_link_id)}`, signal: ctx.signal });
    const out: IssueLinkDto = { ...(res.data ?? { id: input.issue_link_id }), next_steps: ['issue.link_list to see the remaining links'] };
    return respond(out, renderIssueLink(out, `Issue link ${input.issue_link_id} removed`));
  }
}
