import { Action, Domain, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { projectPath, segment } from '../shared/project-ref.js';
import { MergeRequestApprovalsDto } from './dto/approval.dto.js';
import { ApproveMergeRequestDto } from './dto/merge-request-params.dto.js';
import { renderApproval } from './merge-request.format.js';

@Domain({ name: 'merge_request', description: 'Merge requests: review, approve and merge changes between branches.' })
@Injectable()
export class MergeRequestActions {
  @Action({
    id: 'merge_request.approve',
    title: 'Approve a merge request',
    description: 'Approve a merge request as the calling user; pass sha to approve only the HEAD you reviewed. Authors cannot approve their own merge requests.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: ApproveMergeRequestDto,
    output: MergeRequestApprovalsDto,
    operation: 'mrApprove',
    route: 'POST /projects/:id/merge_requests/:merge_request_iid/approve',
    hints: [{ text: 'you may be the MR author (self-approval not allowed) or lack sufficient permissions', statuses: [401], namesRole: true }],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async approve(input: ApproveMergeRequestDto, ctx: ActionContext): Promise<ActionResult<MergeRequestApprovalsDto>> {
    const { project_id, merge_request_iid, ...body } = input;
    const res = await ctx.gitlab.rest<MergeRequestApprovalsDto>({
      method: 'POST',
      path: `${projectPath(project_id)}/merge_requests/${segment(merge_request_iid)}/approve`,
      body,
      signal: ctx.signal,
    });
    const out: MergeRequestApprovalsDto = { ...res.data, next_steps: ['merge_request.get to check whether it can be merged', 'merge_request.unapprove to withdraw the approval'] };
    return respond(out, renderApproval(out, project_id, merge_request_iid));
  }
}
