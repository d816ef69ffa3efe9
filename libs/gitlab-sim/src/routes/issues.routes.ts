import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { presentLabelBasic } from '../presenters/collaboration.presenter';
import { presentIssue } from '../presenters/issue.presenter';
import { paginate } from '../rest.paginator';
import { bool, input, int, loadProject, param, requireParams, restRoute, str } from '../rest.router';
import type { Caller, SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { effectiveAccess } from '../store/access.policy';
import { syncProjectLabels } from '../store/collaboration.state';
import { issuableMilestone, issuableMilestoneByTitle } from '../store/group-milestones.state';
import type { SimIssue, SimProject, SimSeverity } from '../store/sim-model.interface';

const SEVERITIES: readonly SimSeverity[] = ['unknown', 'low', 'medium', 'high', 'critical'];
const ORDER_BY = ['created_at', 'updated_at', 'priority', 'due_date', 'relative_position', 'label_priority', 'milestone_due', 'popularity', 'weight', 'title'];

function list(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => list(v));
  const s = str(value);
  return s === undefined || s === '' ? [] : s.split(',').map((x) => x.trim()).filter((x) => x.length > 0);
}

/** `with_labels_details`: each label name as `API::Entities::LabelBasic`, the project's label or one of its groups'. */
function labelDetails(ctx: SimContext, project: SimProject, names: string[]): Record<string, unknown>[] {
  const groups: number[] = [];
  for (let ns = ctx.store.namespace(project.namespaceId); ns; ns = ns.parentId === null ? undefined : ctx.store.namespace(ns.parentId)) if (ns.kind === 'group') groups.push(ns.id);
  const state = ctx.store.data.collaboration;
  syncProjectLabels(state, project, groups);
  const own = state.labels.filter((l) => l.projectId === project.id || (l.groupId !== null && groups.includes(l.groupId)));
  return names.flatMap((n) => own.filter((l) => l.name === n).slice(0, 1)).map(presentLabelBasic);
}

function ids(value: unknown): number[] {
  return list(value).map(Number).filter((n) => Number.isInteger(n));
}

function canSee(ctx: SimContext, project: SimProject, issue: SimIssue, caller: Caller): boolean {
  if (!issue.confidential) return true;
  return (
    effectiveAccess(ctx.store, project, caller.user) >= ACCESS.PLANNER ||
    issue.authorId === caller.user.id ||
    issue.assigneeIds.includes(caller.user.id)
  );
}

function findIssue(ctx: SimContext, project: SimProject, request: FastifyRequest, caller: Caller): SimIssue {
  const iid = int(param(request, 'issue_iid'));
  const issue = project.issues.find((i) => i.iid === iid);
  // `find_by!` → RecordNotFound → "404 Not found".
  if (!issue || !canSee(ctx, project, issue, caller)) throw new SimHttpError(404, messages.recordNotFound());
  return issue;
}

function userIdFor(ctx: SimContext, username: string | undefined): number | undefined {
  return username === undefined ? undefined : (ctx.store.userByUsername(username)?.id ?? -1);
}

function compare(a: SimIssue, b: SimIssue, orderBy: string): number {
  switch (orderBy) {
    case 'updated_at':
      return a.updatedAt.localeCompare(b.updatedAt);
    case 'title':
      return a.title.localeCompare(b.title);
    case 'due_date':
      return (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999');
    case 'weight':
      return (a.weight ?? 0) - (b.weight ?? 0);
    case 'popularity':
      return a.upvotes - b.upvotes;
    default:
      return a.createdAt.localeCompare(b.createdAt);
  }
}

/** Issues API: list, get, create, update. */
export function registerIssueRoutes(app: FastifyInstance, ctx: SimContext): void {
  const applyFields = (project: SimProject, issue: SimIssue, params: Record<string, unknown>, caller: Caller): void => {
    const title = str(params['title']);
    if (title !== undefined) issue.title = title;
    const description = str(params['description']);
    if (description !== undefined) issue.description = description;
    if (params['labels'] !== undefined) issue.labels = [...new Set(list(params['labels']))];
    if (params['add_labels'] !== undefined) issue.labels = [...new Set([...issue.labels, ...list(params['add_labels'])])];
    if (params['remove_labels'] !== undefined) {
      const remove = list(params['remove_labels']);
      issue.labels = issue.labels.filter((l) => !remove.includes(l));
    }
    const assigneeIds = params['assignee_ids'] ?? params['assignee_ids[]'];
    if (assigneeIds !== undefined) issue.assigneeIds = ids(assigneeIds).filter((id) => id !== 0 && ctx.store.user(id));
    else if (params['assignee_id'] !== undefined) {
      const id = int(params['assignee_id']);
      issue.assigneeIds = id && ctx.store.user(id) ? [id] : [];
    }
    if (params['milestone_id'] !== undefined && params['milestone'] !== undefined) {
      throw new SimHttpError(400, messages.validation(['milestone_id, milestone are mutually exclusive']));
    }
    if (params['milestone_id'] !== undefined) {
      const id = int(params['milestone_id']);
      issue.milestoneId = id && issuableMilestone(ctx.store, project, id) ? id : null;
    }
    const milestoneTitle = str(params['milestone']);
    if (milestoneTitle !== undefined) {
      // `resolve_milestone_title!` turns the title into the milestone's ID; no such milestone is a 404.
      const milestoneId = issuableMilestoneByTitle(ctx.store, project, milestoneTitle);
      if (milestoneId === undefined) throw new SimHttpError(404, messages.notFound('Milestone'));
      issue.milestoneId = milestoneId;
    }
    const confidential = bool(params['confidential']);
    if (confidential !== undefined) issue.confidential = confidential;
    if (params['due_date'] !== undefined) issue.dueDate = str(params['due_date']) || null;
    if (params['start_date'] !== undefined) issue.startDate = str(params['start_date']) || null;
    const severity = str(params['severity']);
    if (severity !== undefined) {
      if (!SEVERITIES.includes(severity as SimSeverity)) throw new SimHttpError(400, messages.validation(['severity does not have a valid value']));
      // Issues::BaseService sets a severity on incidents only.
      if (issue.issueType === 'incident') issue.severity = severity as SimSeverity;
    }
    if (params['weight'] !== undefined) issue.weight = int(params['weight']) ?? null;
    const locked = bool(params['discussion_locked']);
    if (locked !== undefined) issue.discussionLocked = locked;
    const stateEvent = str(params['state_event']);
    if (stateEvent === 'close' && issue.state === 'opened') {
      issue.state = 'closed';
      issue.closedAt = new Date().toISOString();
      issue.closedById = caller.user.id;
    } else if (stateEvent === 'reopen' && issue.state === 'closed') {
      issue.state = 'opened';
      issue.closedAt = null;
      issue.closedById = null;
    }
  };

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/issues',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const params = input(req);
      const state = str(params['state']) ?? 'all';
      if (!['opened', 'closed', 'all'].includes(state)) {
        throw new SimHttpError(400, messages.validation(['state does not have a valid value']));
      }
      const orderBy = str(params['order_by']) ?? 'created_at';
      if (!ORDER_BY.includes(orderBy)) throw new SimHttpError(400, messages.validation(['order_by does not have a valid value']));
      const sort = str(params['sort']) ?? 'desc';
      const labels = list(params['labels']);
      const milestone = str(params['milestone']);
      const search = str(params['search'])?.toLowerCase();
      const authorId = int(params['author_id']) ?? userIdFor(ctx, str(params['author_username']));
      const assigneeRaw = str(params['assignee_id']);
      const assigneeId = int(params['assignee_id']) ?? userIdFor(ctx, str(params['assignee_username']));
      const iids = ids(params['iids'] ?? params['iids[]']);
      const scope = str(params['scope']) ?? 'all';
      const confidential = bool(params['confidential']);
      const issues = project.issues
        .filter((i) => canSee(ctx, project, i, caller))
        .filter((i) => state === 'all' || i.state === state)
        .filter((i) => {
          if (labels.length === 0) return true;
          if (labels.length === 1 && labels[0]?.toLowerCase() === 'none') return i.labels.length === 0;
          if (labels.length === 1 && labels[0]?.toLowerCase() === 'any') return i.labels.length > 0;
          return labels.every((l) => i.labels.includes(l));
        })
        .filter((i) => {
          if (milestone === undefined) return true;
          const title = i.milestoneId === null ? undefined : issuableMilestone(ctx.store, project, i.milestoneId)?.milestone.title;
          if (milestone === 'None') return i.milestoneId === null;
          if (milestone === 'Any') return i.milestoneId !== null;
          return title === milestone;
        })
        .filter((i) => !search || i.title.toLowerCase().includes(search) || i.description.toLowerCase().includes(search))
        .filter((i) => authorId === undefined || i.authorId === authorId)
        .filter((i) => {
          if (assigneeRaw === 'None') return i.assigneeIds.length === 0;
          if (assigneeRaw === 'Any') return i.assigneeIds.length > 0;
          return assigneeId === undefined || i.assigneeIds.includes(assigneeId);
        })
        .filter((i) => iids.length === 0 || iids.includes(i.iid))
        .filter((i) => scope !== 'created_by_me' || i.authorId === caller.user.id)
        .filter((i) => scope !== 'assigned_to_me' || i.assigneeIds.includes(caller.user.id))
        .filter((i) => confidential === undefined || i.confidential === confidential)
        .sort((a, b) => {
          const cmp = compare(a, b, orderBy) || a.id - b.id;
          return sort === 'asc' ? cmp : -cmp;
        });
      const page = paginate(ctx.baseUrl(), req, reply, issues).map((i) => presentIssue(ctx.store, ctx.baseUrl(), project, i));
      return bool(params['with_labels_details']) === true ? page.map((i) => ({ ...i, labels: labelDetails(ctx, project, i['labels'] as string[]) })) : page;
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/issues/:issue_iid',
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      return presentIssue(ctx.store, ctx.baseUrl(), project, findIssue(ctx, project, req, caller));
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/projects/:id/issues',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const params = input(req);
      requireParams(params, ['title']);
      const now = new Date().toISOString();
      const issueType = str(params['issue_type']) ?? 'issue';
      if (!['issue', 'incident', 'test_case', 'task'].includes(issueType)) {
        throw new SimHttpError(400, messages.validation(['issue_type does not have a valid value']));
      }
      const issue: SimIssue = {
        id: ctx.store.nextId('issue'),
        iid: Math.max(0, ...project.issues.map((i) => i.iid)) + 1,
        projectId: project.id,
        title: '',
        description: '',
        state: 'opened',
        labels: [],
        authorId: caller.user.id,
        assigneeIds: [],
        milestoneId: null,
        confidential: false,
        dueDate: null,
        startDate: null,
        weight: null,
        createdAt: now,
        updatedAt: now,
        closedAt: null,
        closedById: null,
        upvotes: 0,
        downvotes: 0,
        userNotesCount: 0,
        discussionLocked: null,
        issueType: issueType as SimIssue['issueType'],
        severity: 'unknown',
      };
      applyFields(project, issue, { ...params, state_event: undefined }, caller);
      project.issues.push(issue);
      project.lastActivityAt = now;
      reply.code(201);
      return presentIssue(ctx.store, ctx.baseUrl(), project, issue);
    },
  });

  restRoute(app, ctx, {
    method: 'PUT',
    url: '/projects/:id/issues/:issue_iid',
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const issue = findIssue(ctx, project, req, caller);
      if (effectiveAccess(ctx.store, project, caller.user) < ACCESS.PLANNER && issue.authorId !== caller.user.id) {
        throw new SimHttpError(403, messages.forbidden());
      }
      applyFields(project, issue, input(req), caller);
      issue.updatedAt = new Date().toISOString();
      return presentIssue(ctx.store, ctx.baseUrl(), project, issue);
    },
  });
}
