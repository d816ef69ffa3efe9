import { Action, Domain, type ActionHint, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { IssueLinkDto, RelatedIssueListDto } from './dto/issue.dto.js';
import { CreateIssueLinkDto, IssueLinkRefDto } from './dto/issue-misc-params.dto.js';
import { IssueRefDto } from './dto/issue-params.dto.js';
import { ISSUE_DOMAIN } from './issue.domain.js';
import { ISSUE_404 } from './issue.hints.js';
import { renderIssueLink, renderRelatedIssues } from './issue-links.format.js';

const LINK_404: ActionHint = { text: 'verify issue_iid and issue_link_id; use issue.link_list to see the links of the issue', statuses: [404] };

/** Links between issues. */
@Domain(ISSUE_DOMAIN)
@Injectable()
export class IssueLinkActions {
  @Action({
    id: 'issue.link_list', title: 'List linked issues', tier: 'free', readOnly: true, destructive: false,
    description: 'List the issues linked to an issue (relates to, blocks, is blocked by), with the link IDs.',
    keywords: ['related issues', 'relations', 'dependencies', 'blockers'],
    input: IssueRefDto, output: RelatedIssueListDto, operation: 'issueLinkList', route: 'GET /projects/:id/issues/:issue_iid/links',
    hints: [ISSUE_404], example: { project_id: '42', issue_iid: 1 },
    reply: {
      shape: (answer) => ({ issues: answer }),
      render: (out, input) => renderRelatedIssues(out, `Issues linked to issue #${input.issue_iid}`),
      nextSteps: ['issue.link_create to link another issue', 'issue.link_delete with an issue_link_id to unlink'],
    },
  })
  readonly linkList?: Declared;

  @Action({
    id: 'issue.link_get', title: 'Get an issue link', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one link between two issues: both issues and the link type.',
    keywords: ['relation', 'related issue', 'dependency'],
    input: IssueLinkRefDto, output: IssueLinkDto, operation: 'issueLinkGet', route: 'GET /projects/:id/issues/:issue_iid/links/:issue_link_id',
    hints: [LINK_404], example: { project_id: '42', issue_iid: 1, issue_link_id: 1 },
    reply: { render: (out, input) => renderIssueLink(out, `Issue link ${input.issue_link_id}`), nextSteps: ['issue.link_delete to remove the link'] },
  })
  readonly linkGet?: Declared;

  @Action({
    id: 'issue.link_create', title: 'Link two issues', tier: 'free', readOnly: false, destructive: false,
    description: 'Link an issue to another (in this or another project): relates_to, blocks or is_blocked_by (the last two need Premium).',
    keywords: ['related issue', 'mark as blocking', 'dependency', 'relation', 'blocked by'],
    input: CreateIssueLinkDto, output: IssueLinkDto, operation: 'issueLinkCreate', route: 'POST /projects/:id/issues/:issue_iid/links',
    hints: [
      { text: 'verify project_id, issue_iid, target_project_id and target_issue_iid; use issue.list in each project', statuses: [404] },
      { text: 'the issues may already be linked (issue.link_list), or blocks/is_blocked_by needs Premium', statuses: [400, 409, 422] },
    ],
    example: { project_id: '42', issue_iid: 1, target_project_id: '42', target_issue_iid: 2, link_type: 'relates_to' },
    reply: { render: (out) => renderIssueLink(out, 'Issues linked'), nextSteps: ['issue.link_list to see every link of the issue'] },
  })
  readonly linkCreate?: Declared;

  @Action({
    id: 'issue.link_delete', title: 'Unlink two issues', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Remove a link between two issues (the issues themselves stay).',
    keywords: ['remove relation', 'unrelate', 'remove dependency', 'remove link'],
    input: IssueLinkRefDto, output: IssueLinkDto, operation: 'issueLinkDelete', route: 'DELETE /projects/:id/issues/:issue_iid/links/:issue_link_id',
    hints: [LINK_404], example: { project_id: '42', issue_iid: 1, issue_link_id: 1 },
    reply: {
      shape: (answer, input) => (answer as IssueLinkDto | undefined) ?? { id: input.issue_link_id },
      render: (out, input) => renderIssueLink(out, `Issue link ${input.issue_link_id} removed`),
      nextSteps: ['issue.link_list to see the remaining links'],
    },
  })
  readonly linkDelete?: Declared;
}
