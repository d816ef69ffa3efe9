import { Action, Domain, pageOf, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { segment } from '../shared/project-ref.js';
import { MergeRequestOutcomeDto } from './dto/merge-request.dto.js';
import { CreateDependencyDto, DependencyRefDto, MergeRequestPageDto } from './dto/merge-request-params.dto.js';
import { MrDependencyDto, MrDependencyListDto } from './dto/merge-request-related.dto.js';
import { renderDependencies, renderDependency } from './merge-request-dependencies.format.js';
import { MERGE_REQUEST_DOMAIN } from './merge-request.domain.js';
import { renderOutcome } from './merge-request.format.js';
import { MR_404 } from './merge-request.hints.js';
import { mrPath, page, rest } from './merge-request.rest.js';
import { asList, shapeDependency } from './merge-request.shaping.js';

/** Dependencies (Premium). */
@Domain(MERGE_REQUEST_DOMAIN)
@Injectable()
export class MergeRequestDependencyActions {
  @Action({
    id: 'merge_request.dependencies_list',
    title: 'List merge requests blocking this one',
    description: 'List the merge requests that must be merged before this one (its dependencies); each item has the block ID merge_request.dependency_delete takes.',
    tier: 'premium',
    readOnly: true,
    destructive: false,
    input: MergeRequestPageDto,
    output: MrDependencyListDto,
    operation: 'mrDependenciesList',
    route: 'GET /projects/:id/merge_requests/:merge_request_iid/blocks',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async dependenciesList(input: MergeRequestPageDto, ctx: ActionContext): Promise<ActionResult<MrDependencyListDto>> {
    const res = await rest<unknown[]>(ctx, 'GET', `${mrPath(input.project_id, input.merge_request_iid)}/blocks`, { query: page(input) });
    const out: MrDependencyListDto = {
      dependencies: asList(res.data).map(shapeDependency),
      pagination: pageOf(res, input),
      next_steps: ['merge_request.dependency_create to add a blocker', 'merge_request.dependency_delete to remove one'],
    };
    return respond(out, renderDependencies(out, `Merge requests blocking !${input.merge_request_iid}`));
  }

  @Action({
    id: 'merge_request.dependency_create',
    title: 'Make a merge request depend on another',
    description: 'Block this merge request until another one is merged: name the blocker by global ID (blocking_merge_request_id) or by IID with its project.',
    tier: 'premium',
    readOnly: false,
    destructive: false,
    input: CreateDependencyDto,
    output: MrDependencyDto,
    operation: 'mrDependencyCreate',
    route: 'POST /projects/:id/merge_requests/:merge_request_iid/blocks',
    hints: [
      { text: 'the dependency may exist already, point at the merge request itself or form a cycle; use merge_request.dependencies_list', statuses: [400, 409, 422] },
      { text: 'the blocking merge request was not found or is not visible; use merge_request.list to find its ID', statuses: [404] },
    ],
    example: { project_id: '42', merge_request_iid: 7, blocking_merge_request_id: 2008 },
  })
  async dependencyCreate(input: CreateDependencyDto, ctx: ActionContext): Promise<ActionResult<MrDependencyDto>> {
    const { project_id, merge_request_iid, ...body } = input;
    const res = await rest<unknown>(ctx, 'POST', `${mrPath(project_id, merge_request_iid)}/blocks`, { body });
    const out: MrDependencyDto = { ...shapeDependency(res.data), next_steps: ['merge_request.dependencies_list to see every blocker'] };
    return respond(out, renderDependency(out, `Merge request !${merge_request_iid} now depends on another`));
  }

  @Action({
    id: 'merge_request.dependency_delete',
    title: 'Remove a merge request dependency',
    description: 'Remove one blocking relation (by block ID from merge_request.dependencies_list) so the merge request no longer waits for that blocker.',
    tier: 'premium',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: DependencyRefDto,
    output: MergeRequestOutcomeDto,
    operation: 'mrDependencyDelete',
    route: 'DELETE /projects/:id/merge_requests/:merge_request_iid/blocks/:block_id',
    hints: [{ text: 'the block may not exist on this merge request; use merge_request.dependencies_list for block IDs', statuses: [404] }],
    example: { project_id: '42', merge_request_iid: 7, block_id: 1 },
  })
  async dependencyDelete(input: DependencyRefDto, ctx: ActionContext): Promise<ActionResult<MergeRequestOutcomeDto>> {
    await rest<undefined>(ctx, 'DELETE', `${mrPath(input.project_id, input.merge_request_iid)}/blocks/${segment(input.block_id)}`);
    const out: MergeRequestOutcomeDto = {
      project_id: input.project_id,
      merge_request_iid: input.merge_request_iid,
      message: `Dependency ${input.block_id} removed.`,
      next_steps: ['merge_request.dependencies_list to see the remaining blockers'],
    };
    return respond(out, renderOutcome(out, `Dependency ${input.block_id} removed`));
  }
}
