import type { FastifyInstance } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { presentMergeRequest } from '../presenters/merge-request.presenter';
import { bool, input, int, loadProject, requireAccess, requireParams, restRoute, str } from '../rest.router';
import type { SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { effectiveAccess } from '../store/access.policy';
import { issuableMilestone, issuableMilestoneByTitle } from '../store/group-milestones.state';
import { mergeIntoTarget } from '../store/merge.service';
import type { SimMergeRequest } from '../store/sim-model.interface';
import { findMergeRequest } from './merge-requests.routes';
import { mergeableDiscussionsState } from '../store/mr-review.state';

function idList(value: unknown): number[] {
  const raw = Array.isArray(value) ? value : value === undefined ? [] : String(value).split(',');
  return raw.map((v) => Number(v)).filter((n) => Number.isInteger(n) && n > 0);
}

/** Merge requests API, the stateful half: open one (GitLab's 400/409/422 answers) and merge it (405/409). */
export function registerMergeRequestLifecycleRoutes(app: FastifyInstance, ctx: SimContext): void {
  restRoute(app, ctx, {
    method: 'POST',
    url: '/projects/:id/merge_requests',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.DEVELOPER);
      const params = input(req);
      requireParams(params, ['source_branch', 'target_branch', 'title']);
      const source = str(params['source_branch']) as string;
      const target = str(params['target_branch']) as string;
      const repo = project.repository;
      if (source === target) throw new SimHttpError(422, messages.apiError('You can not use same project/branch for source and target'));
      const missing = Object.entries({ source_branch: source, target_branch: target }).filter(([, branch]) => !repo.branches.has(branch));
      if (missing.length > 0) throw new SimHttpError(400, { message: Object.fromEntries(missing.map(([key]) => [key, ['does not exist']])) });
      const open = project.mergeRequests.find((m) => m.state === 'opened' && m.sourceBranch === source && m.targetBranch === target);
      if (open) throw new SimHttpError(409, { message: [`Another open merge request already exists for this source branch: !${open.iid}`] });
      const now = new Date().toISOString();
      const title = str(params['title']) as string;
      const assignee = int(params['assignee_id']);
      if (params['milestone_id'] !== undefined && params['milestone'] !== undefined) {
        throw new SimHttpError(400, messages.validation(['milestone_id, milestone are mutually exclusive']));
      }
      const milestoneId = int(params['milestone_id']);
      const milestoneTitle = str(params['milestone']);
      // A milestone title becomes the milestone's ID; no such milestone is a 404.
      const byTitle = milestoneTitle === undefined ? undefined : issuableMilestoneByTitle(ctx.store, project, milestoneTitle);
      if (milestoneTitle !== undefined && byTitle === undefined) throw new SimHttpError(404, messages.notFound('Milestone'));
      const mr: SimMergeRequest = {
        id: ctx.store.nextId('mergeRequest'),
        iid: Math.max(0, ...project.mergeRequests.map((m) => m.iid)) + 1,
        projectId: project.id,
        title,
        description: str(params['description']) ?? '',
        state: 'opened',
        sourceBranch: source,
        targetBranch: target,
        authorId: caller.user.id,
        assigneeIds: assignee !== undefined ? [assignee] : idList(params['assignee_ids']),
        reviewerIds: idList(params['reviewer_ids']),
        labels: (str(params['labels']) ?? '').split(',').map((l) => l.trim()).filter((l) => l !== ''),
        milestoneId: byTitle ?? (milestoneId !== undefined && issuableMilestone(ctx.store, project, milestoneId) ? milestoneId : null),
        draft: /^(draft:|\[draft\]|\(draft\))/i.test(title),
        sha: repo.branches.get(source) as string,
        mergeCommitSha: null,
        mergedById: null,
        mergedAt: null,
        closedById: null,
        closedAt: null,
        createdAt: now,
        updatedAt: now,
        approvedBy: [],
        userNotesCount: 0,
        upvotes: 0,
        downvotes: 0,
      };
      project.mergeRequests.push(mr);
      reply.code(201);
      return presentMergeRequest(ctx.store, ctx.baseUrl(), project, mr, caller.user);
    },
  });

  restRoute(app, ctx, {
    method: 'PUT',
    url: '/projects/:id/merge_requests/:merge_request_iid/merge',
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const mr = findMergeRequest(project, req);
      if (effectiveAccess(ctx.store, project, caller.user) < ACCESS.DEVELOPER) throw new SimHttpError(401, messages.unauthorized());
      // GitLab refuses with 405 what `mergeable_state?` rejects: not open, a draft, a branch that is gone, or an
      // open blocking thread when the project requires every thread resolved.
      if (mr.state !== 'opened' || mr.draft || !project.repository.branches.has(mr.sourceBranch) || !mergeableDiscussionsState(ctx.store, project, mr)) {
        throw new SimHttpError(405, messages.apiError('405 Method Not Allowed'));
      }
      const params = input(req);
      const sha = str(params['sha']);
      if (sha !== undefined && sha !== mr.sha) throw new SimHttpError(409, messages.conflict('SHA does not match HEAD of source branch'));
      const merged = mergeIntoTarget(project, mr, { name: caller.user.name, email: caller.user.email }, bool(params['squash']) === true, str(params['merge_commit_message']));
      const now = new Date().toISOString();
      Object.assign(mr, { state: 'merged', mergeCommitSha: merged.id, mergedById: caller.user.id, mergedAt: now, updatedAt: now });
      if (bool(params['should_remove_source_branch']) === true) project.repository.branches.delete(mr.sourceBranch);
      return presentMergeRequest(ctx.store, ctx.baseUrl(), project, mr, caller.user);
    },
  });
}
