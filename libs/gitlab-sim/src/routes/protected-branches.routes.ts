import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { presentProtectedBranch } from '../presenters/protected-branch.presenter';
import { paginate } from '../rest.paginator';
import { bool, input, int, loadProject, param, requireAccess, requireParams, restRoute, str } from '../rest.router';
import type { Caller, SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import type { SimAccessRule, SimProtectedBranch } from '../store/sim-model.interface';

const ALLOWED_LEVELS: readonly number[] = [ACCESS.NO_ACCESS, ACCESS.DEVELOPER, ACCESS.MAINTAINER, ACCESS.ADMIN];

type RuleKind = 'push' | 'merge' | 'unprotect';
const RULE_FIELDS: Record<RuleKind, keyof Pick<SimProtectedBranch, 'pushAccessLevels' | 'mergeAccessLevels' | 'unprotectAccessLevels'>> = {
  push: 'pushAccessLevels',
  merge: 'mergeAccessLevels',
  unprotect: 'unprotectAccessLevels',
};

/** How `errors.full_messages` names each rule list's attribute. */
const ACCESS_LEVELS_NAME: Record<RuleKind, string> = { push: 'Push access levels', merge: 'Merge access levels', unprotect: 'Unprotect access levels' };

/** A role rule: an access level, not a user, group or deploy key. */
function isRole(rule: SimAccessRule): boolean {
  return rule.userId === null && rule.groupId === null && rule.deployKeyId === null;
}

/** Where one Protected branches API keeps its rules (a project's, or a group's), and who may read and change them. */
export interface ProtectedBranchScope {
  rules(): SimProtectedBranch[];
  replace(rules: SimProtectedBranch[]): void;
  requireRead(): void;
  requireWrite(): void;
}

function findProtected(scope: ProtectedBranchScope, request: FastifyRequest): SimProtectedBranch {
  const name = param(request, 'name');
  const pb = scope.rules().find((p) => p.name === name);
  // `find_by!` raises RecordNotFound, which the API renders with a lower-case "found".
  if (!pb) throw new SimHttpError(404, messages.recordNotFound());
  return pb;
}

function level(values: Record<string, unknown>, name: string): number | undefined {
  if (values[name] === undefined) return undefined;
  const n = int(values[name]);
  if (n === undefined || !ALLOWED_LEVELS.includes(n)) {
    throw new SimHttpError(400, messages.validation([`${name} does not have a valid value`]));
  }
  return n;
}

function entries(value: unknown, name: string): Record<string, unknown>[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((v) => v === null || typeof v !== 'object')) {
    throw new SimHttpError(400, messages.validation([`${name} is invalid`]));
  }
  return value as Record<string, unknown>[];
}

/** One Protected branches API below `prefix` (`/projects/:id`, `/groups/:id`): list, get, protect, update (PATCH), unprotect. */
export function registerProtectedBranchApi(app: FastifyInstance, ctx: SimContext, prefix: string, load: (req: FastifyRequest, caller: Caller) => ProtectedBranchScope): void {
  const newRule = (entry: Record<string, unknown>, field: string): SimAccessRule => {
    const accessLevel = entry['access_level'] === undefined ? null : level(entry, 'access_level') ?? null;
    const userId = int(entry['user_id']) ?? null;
    const groupId = int(entry['group_id']) ?? null;
    const deployKeyId = int(entry['deploy_key_id']) ?? null;
    if (accessLevel === null && userId === null && groupId === null && deployKeyId === null) {
      throw new SimHttpError(400, messages.validation([`${field} is invalid`]));
    }
    return { id: ctx.store.nextId('accessRule'), accessLevel, userId, groupId, deployKeyId };
  };

  const applyAllowedTo = (pb: SimProtectedBranch, kind: RuleKind, list: Record<string, unknown>[]): void => {
    const field = RULE_FIELDS[kind];
    for (const entry of list) {
      const id = int(entry['id']);
      if (id !== undefined) {
        const existing = pb[field].find((r) => r.id === id);
        if (!existing) continue;
        if (bool(entry['_destroy']) === true) {
          pb[field] = pb[field].filter((r) => r.id !== id);
        } else if (entry['access_level'] !== undefined) {
          existing.accessLevel = level(entry, 'access_level') ?? existing.accessLevel;
        }
        continue;
      }
      const rule = newRule(entry, `allowed_to_${kind}`);
      // A role may appear once per list (ProtectedRefAccess validates access_level unique among role rules).
      if (isRole(rule) && pb[field].some((r) => isRole(r) && r.accessLevel === rule.accessLevel)) {
        throw new SimHttpError(422, { message: [`${ACCESS_LEVELS_NAME[kind]} access level has already been taken`] });
      }
      pb[field].push(rule);
    }
  };

  restRoute(app, ctx, {
    method: 'GET',
    url: `${prefix}/protected_branches`,
    handler: (req, reply, caller) => {
      const scope = load(req, caller);
      scope.requireRead();
      const search = str(input(req)['search'])?.toLowerCase();
      const list = scope.rules().filter((pb) => !search || pb.name.toLowerCase().includes(search));
      return paginate(ctx.baseUrl(), req, reply, list).map((pb) => presentProtectedBranch(ctx.store, pb));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: `${prefix}/protected_branches/:name`,
    handler: (req, _reply, caller) => {
      const scope = load(req, caller);
      scope.requireRead();
      return presentProtectedBranch(ctx.store, findProtected(scope, req));
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: `${prefix}/protected_branches`,
    handler: (req, reply, caller) => {
      const scope = load(req, caller);
      scope.requireWrite();
      const params = input(req);
      requireParams(params, ['name']);
      const name = str(params['name']) as string;
      const push = level(params, 'push_access_level');
      const merge = level(params, 'merge_access_level');
      const unprotect = level(params, 'unprotect_access_level');
      const allowedToPush = entries(params['allowed_to_push'], 'allowed_to_push');
      const allowedToMerge = entries(params['allowed_to_merge'], 'allowed_to_merge');
      const allowedToUnprotect = entries(params['allowed_to_unprotect'], 'allowed_to_unprotect');
      if (scope.rules().some((pb) => pb.name === name)) {
        throw new SimHttpError(409, messages.conflict(messages.protectedBranchExists(name)));
      }
      const now = new Date().toISOString();
      const rule = (value: number | undefined, extra: Record<string, unknown>[], kind: RuleKind): SimAccessRule[] => {
        const rules = extra.map((e) => newRule(e, `allowed_to_${kind}`));
        if (value !== undefined || rules.length === 0) rules.unshift(newRule({ access_level: value ?? ACCESS.MAINTAINER }, kind));
        return rules;
      };
      const pb: SimProtectedBranch = {
        id: ctx.store.nextId('protectedBranch'),
        name,
        pushAccessLevels: rule(push, allowedToPush, 'push'),
        mergeAccessLevels: rule(merge, allowedToMerge, 'merge'),
        unprotectAccessLevels: rule(unprotect, allowedToUnprotect, 'unprotect'),
        allowForcePush: bool(params['allow_force_push']) ?? false,
        codeOwnerApprovalRequired: bool(params['code_owner_approval_required']) ?? false,
        createdAt: now,
        updatedAt: now,
      };
      scope.replace([...scope.rules(), pb]);
      reply.code(201);
      return presentProtectedBranch(ctx.store, pb);
    },
  });

  restRoute(app, ctx, {
    method: 'PATCH',
    url: `${prefix}/protected_branches/:name`,
    handler: (req, _reply, caller) => {
      const scope = load(req, caller);
      scope.requireWrite();
      const pb = findProtected(scope, req);
      const params = input(req);
      const allowForcePush = bool(params['allow_force_push']);
      const codeOwner = bool(params['code_owner_approval_required']);
      if (allowForcePush !== undefined) pb.allowForcePush = allowForcePush;
      if (codeOwner !== undefined) pb.codeOwnerApprovalRequired = codeOwner;
      applyAllowedTo(pb, 'push', entries(params['allowed_to_push'], 'allowed_to_push'));
      applyAllowedTo(pb, 'merge', entries(params['allowed_to_merge'], 'allowed_to_merge'));
      // `unprotect_access_level` is the CE-style form: ProtectedRefs::AccessLevelParams turns it into one more
      // role rule `{ access_level }` (no defaults on update), before the allowed_to_unprotect entries.
      const unprotect = level(params, 'unprotect_access_level');
      const unprotectRules = entries(params['allowed_to_unprotect'], 'allowed_to_unprotect');
      applyAllowedTo(pb, 'unprotect', unprotect === undefined ? unprotectRules : [{ access_level: unprotect }, ...unprotectRules]);
      pb.updatedAt = new Date().toISOString();
      return presentProtectedBranch(ctx.store, pb);
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: `${prefix}/protected_branches/:name`,
    handler: (req, reply, caller) => {
      const scope = load(req, caller);
      scope.requireWrite();
      const pb = findProtected(scope, req);
      scope.replace(scope.rules().filter((p) => p !== pb));
      return reply.code(204).send();
    },
  });
}

/** The project's Protected branches API (Developer reads, Maintainer changes). */
export function registerProtectedBranchRoutes(app: FastifyInstance, ctx: SimContext): void {
  registerProtectedBranchApi(app, ctx, '/projects/:id', (req, caller) => {
    const project = loadProject(ctx, req, caller);
    return {
      rules: () => project.protectedBranches,
      replace: (rules) => (project.protectedBranches = rules),
      requireRead: () => requireAccess(ctx, project, caller, ACCESS.DEVELOPER),
      requireWrite: () => requireAccess(ctx, project, caller, ACCESS.MAINTAINER),
    };
  });
}
