import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../gitlab-sim.messages';
import { presentMergeRequest, presentMergeRequestBasic } from '../presenters/merge-request.presenter';
import { paginate } from '../rest.paginator';
import { input, int, loadProject, param, restRoute, str } from '../rest.router';
import type { SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { followSourceBranch } from '../store/merge.service';
import type { SimMergeRequest, SimProject } from '../store/sim-model.interface';

/** The merge request in `:merge_request_iid`, its head following the source branch; 404 like GitLab. */
export function findMergeRequest(project: SimProject, request: FastifyRequest): SimMergeRequest {
  const iid = int(param(request, 'merge_request_iid'));
  const mr = project.mergeRequests.find((m) => m.iid === iid);
  if (!mr) throw new SimHttpError(404, messages.recordNotFound());
  followSourceBranch(project, mr);
  return mr;
}

function sortValue(mr: SimMergeRequest, orderBy: string): string {
  if (orderBy === 'updated_at') return mr.updatedAt;
  if (orderBy === 'title') return mr.title.toLowerCase();
  if (orderBy === 'merged_at') return mr.mergedAt ?? '';
  return mr.createdAt;
}

/** Merge requests API: list, get, approve (create and merge: merge-request-lifecycle.routes.ts). */
export function registerMergeRequestRoutes(app: FastifyInstance, ctx: SimContext): void {
  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/merge_requests',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const params = input(req);
      const state = str(params['state']) ?? 'all';
      if (!['opened', 'closed', 'locked', 'merged', 'all'].includes(state)) {
        throw new SimHttpError(400, messages.validation(['state does not have a valid value']));
      }
      const orderBy = str(params['order_by']) ?? 'created_at';
      if (!['created_at', 'updated_at', 'merged_at', 'title', 'label_priority', 'milestone_due', 'popularity', 'priority'].includes(orderBy)) {
        throw new SimHttpError(400, messages.validation(['order_by does not have a valid value']));
      }
      const sort = str(params['sort']) ?? 'desc';
      const source = str(params['source_branch']);
      const target = str(params['target_branch']);
      const search = str(params['search'])?.toLowerCase();
      const authorId = int(params['author_id']);
      const authorUsername = str(params['author_username']);
      const labels = (str(params['labels']) ?? '').split(',').map((l) => l.trim()).filter((l) => l.length > 0);
      const scope = str(params['scope']) ?? 'all';
      const list = project.mergeRequests
        .filter((m) => state === 'all' || m.state === state)
        .filter((m) => !source || m.sourceBranch === source)
        .filter((m) => !target || m.targetBranch === target)
        .filter((m) => !search || m.title.toLowerCase().includes(search) || m.description.toLowerCase().includes(search))
        .filter((m) => authorId === undefined || m.authorId === authorId)
        .filter((m) => !authorUsername || ctx.store.user(m.authorId)?.username === authorUsername)
        .filter((m) => labels.every((l) => m.labels.includes(l)))
        .filter((m) => scope !== 'created_by_me' || m.authorId === caller.user.id)
        .filter((m) => scope !== 'assigned_to_me' || m.assigneeIds.includes(caller.user.id))
        .sort((a, b) => {
          const cmp = sortValue(a, orderBy).localeCompare(sortValue(b, orderBy)) || a.id - b.id;
          return sort === 'asc' ? cmp : -cmp;
        });
      return paginate(ctx.baseUrl(), req, reply, list).map((m) => presentMergeRequestBasic(ctx.store, ctx.baseUrl(), project, m));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/merge_requests/:merge_request_iid',
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      return presentMergeRequest(ctx.store, ctx.baseUrl(), project, findMergeRequest(project, req), caller.user);
    },
  });
}
