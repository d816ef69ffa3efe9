import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { MergeRequestOutcomeDto } from './dto/merge-request.dto.js';
import { CreateDependencyDto, DependencyRefDto, MergeRequestPageDto } from './dto/merge-request-params.dto.js';
import { MrDependencyDto, MrDependencyListDto } from './dto/merge-request-related.dto.js';
import { renderDependencies, renderDependency } from './merge-request-dependencies.format.js';
import { MERGE_REQUEST_DOMAIN } from './merge-request.domain.js';
import { renderOutcome } from './merge-request.format.js';
import { MR_404 } from './merge-request.hints.js';
import { asList, shapeDependency } from './merge-request.shaping.js';

/** Dependencies (Premium). */
@Domain(MERGE_REQUEST_DOMAIN)
@Injectable()
export class MergeRequestDependencyActions {
  @Action({
    id: 'merge_request.dependencies_list', title: 'List merge requests blocking this one', tier: 'premium', readOnly: true, destructive: false,
    description: 'List the merge requests that must be merged before this one (its dependencies); each item has the block ID merge_request.dependency_delete takes.',
    keywords: ['blockers', 'blocked by', 'depends on', 'prerequisites'],
    input: MergeRequestPageDto, output: MrDependencyListDto, operation: 'mrDependenciesList', route: 'GET /projects/:id/merge_requests/:merge_request_iid/blocks',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
    reply: { list: 'dependencies', shape: (answer) => asList(answer).map(shapeDependency), render: (out, input) => renderDependencies(out, `Merge requests blocking !${input.merge_request_iid}`), nextSteps: ['merge_request.dependency_create to add a blocker', 'merge_request.dependency_delete to remove one'] },
  })
  readonly dependenciesList?: Declared;

  @Action({
    id: 'merge_request.dependency_create', title: 'Make a merge request depend on another', tier: 'premium', readOnly: false, destructive: false,
    description: 'Block this merge request until another one is merged: name the blocker by global ID (blocking_merge_request_id) or by IID with its project.',
    keywords: ['blocked by', 'depends on', 'prerequisite', 'link MR'],
    input: CreateDependencyDto, output: MrDependencyDto, operation: 'mrDependencyCreate', route: 'POST /projects/:id/merge_requests/:merge_request_iid/blocks',
    hints: [
      { text: 'the dependency may exist already, point at the merge request itself or form a cycle; use merge_request.dependencies_list', statuses: [400, 409, 422] },
      { text: 'the blocking merge request was not found or is not visible; use merge_request.list to find its ID', statuses: [404] },
    ],
    example: { project_id: '42', merge_request_iid: 7, blocking_merge_request_id: 2008 },
    reply: { shape: shapeDependency, render: (out, input) => renderDependency(out, `Merge request !${input.merge_request_iid} now depends on another`), nextSteps: ['merge_request.dependencies_list to see every blocker'] },
  })
  readonly dependencyCreate?: Declared;

  @Action({
    id: 'merge_request.dependency_delete', title: 'Remove a merge request dependency', tier: 'premium', readOnly: false, destructive: true, idempotent: true,
    description: 'Remove one blocking relation (by block ID from merge_request.dependencies_list) so the merge request no longer waits for that blocker.',
    keywords: ['unblock', 'blocked by', 'depends on'],
    input: DependencyRefDto, output: MergeRequestOutcomeDto, operation: 'mrDependencyDelete', route: 'DELETE /projects/:id/merge_requests/:merge_request_iid/blocks/:block_id',
    hints: [{ text: 'the block may not exist on this merge request; use merge_request.dependencies_list for block IDs', statuses: [404] }],
    example: { project_id: '42', merge_request_iid: 7, block_id: 1 },
    reply: { shape: (_, input) => ({ project_id: input.project_id, merge_request_iid: input.merge_request_iid, message: `Dependency ${input.block_id} removed.` }), render: (out, input) => renderOutcome(out, `Dependency ${input.block_id} removed`), nextSteps: ['merge_request.dependencies_list to see the remaining blockers'] },
  })
  readonly dependencyDelete?: Declared;
}
