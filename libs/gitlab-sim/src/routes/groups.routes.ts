import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { isUploadedFile } from '../multipart.parser';
import { presentGroup, presentGroupDetail } from '../presenters/group.presenter';
import { presentProject } from '../presenters/project.presenter';
import { paginate } from '../rest.paginator';
import { bool, input, int, param, restRoute, str } from '../rest.router';
import type { Caller, SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { canReadProject, isOwner } from '../store/access.policy';
import { canSeeGroup, descendantGroups, effectiveGroupAccess, groupAccess, groupChain, groupSettings, type SimGroupSettings } from '../store/groups.state';
import type { SimNamespace } from '../store/sim-model.interface';
import { loadGroup, requireGroupAccess } from './group.lookup';
import { registerGroupBillingRoutes } from './group-billing.routes';
import { registerGroupMemberRoutes } from './group-members.routes';
import { registerGroupSharingRoutes } from './group-sharing.routes';
import { validationError, validName, validPath, VISIBILITIES } from './project.factory';

/** Parameters the routes act on themselves; any other scalar one is kept as a setting the entity echoes. */
const HANDLED = new Set(['id', 'name', 'path', 'parent_id', 'description', 'visibility', 'subgroup_creation_level', 'project_creation_level', 'avatar', 'organization_id']);
const VISIBILITY_RANK: Readonly<Record<string, number>> = { private: 0, internal: 1, public: 2 };

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Registers the Groups API: list, get, create, update, delete/restore, archive, transfer, subgroups and projects. */
export function registerGroupRoutes(app: FastifyInstance, ctx: SimContext): void {
  const store = ctx.store;
  const base = (): string => ctx.baseUrl();
  const groups = (): SimNamespace[] => store.data.namespaces.filter((n) => n.kind === 'group');

  /** `GET /groups` filters, shared by the descendant groups list. */
  const filtered = (req: FastifyRequest, caller: Caller, candidates: SimNamespace[], memberDefault: boolean): SimNamespace[] => {
    const p = input(req);
    const search = (str(p['search']) ?? '').toLowerCase();
    const minLevel = int(p['min_access_level']);
    const allAvailable = bool(p['all_available']) ?? !memberDefault;
    const skip = (Array.isArray(p['skip_groups']) ? p['skip_groups'] : str(p['skip_groups'])?.split(',') ?? []).map((v) => int(v));
    const visibility = str(p['visibility']);
    if (visibility !== undefined && !VISIBILITIES.includes(visibility)) throw new SimHttpError(400, messages.validation(['visibility does not have a valid value']));
    const out = candidates.filter((g) => {
      const s = groupSettings(store, g);
      const level = groupAccess(store, g, caller.user);
      if (!canSeeGroup(store, g, caller.user)) return false;
      if (!allAvailable && !caller.user.isAdmin && level < ACCESS.GUEST) return false;
      if (search !== '' && !g.name.toLowerCase().includes(search) && !g.path.toLowerCase().includes(search)) return false;
      if (minLevel !== undefined && effectiveGroupAccess(store, g, caller.user) < minLevel) return false;
      if (bool(p['owned']) === true && level < ACCESS.OWNER) return false;
      if (bool(p['top_level_only']) === true && g.parentId !== null) return false;
      if (visibility !== undefined && s.visibility !== visibility) return false;
      if (skip.includes(g.id)) return false;
      const archived = bool(p['archived']);
      if (archived !== undefined && s.archived !== archived) return false;
      const active = bool(p['active']);
      if (active !== undefined && (!s.archived && s.markedForDeletionOn === null) !== active) return false;
      const marked = str(p['marked_for_deletion_on']);
      return marked === undefined || s.markedForDeletionOn === marked;
    });
    const orderBy = str(p['order_by']) ?? 'name';
    const key = (g: SimNamespace): string | number => (orderBy === 'id' ? g.id : orderBy === 'path' ? store.namespaceFullPath(g) : g.name.toLowerCase());
    out.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
    return str(p['sort']) === 'desc' ? out.reverse() : out;
  };

  /** GitLab's visibility rule: a subgroup is never more visible than its parent. */
  const checkVisibility = (visibility: string, parent: SimNamespace | undefined): void => {
    if (!VISIBILITIES.includes(visibility)) throw new SimHttpError(400, messages.validation(['visibility does not have a valid value']));
    const ceiling = parent ? groupSettings(store, parent).visibility : 'public';
    if ((VISIBILITY_RANK[visibility] ?? 0) > (VISIBILITY_RANK[ceiling] ?? 0)) {
      throw validationError({ visibility_level: [`${visibility} is not allowed since the visibility level of the parent group is ${ceiling}.`] });
    }
  };

  const checkPath = (path: string, parentId: number | null, except?: SimNamespace): void => {
    if (!validPath(path)) throw validationError({ path: ["can contain only letters, digits, '_', '-' and '.'. Cannot start with '-' or end in '.', '.git' or '.atom'."] });
    const taken = store.data.namespaces.some((n) => n !== except && n.parentId === parentId && n.path.toLowerCase() === path.toLowerCase());
    if (taken) throw validationError({ path: ['has already been taken'] });
  };

  /** Settings of a create or update: the known ones on the record, the rest echoed as given. */
  const applySettings = (s: SimGroupSettings, p: Record<string, unknown>): void => {
    const description = str(p['description']);
    if (description !== undefined) s.description = description;
    const subgroups = str(p['subgroup_creation_level']);
    if (subgroups !== undefined) {
      if (subgroups !== 'owner' && subgroups !== 'maintainer') throw new SimHttpError(400, messages.validation(['subgroup_creation_level does not have a valid value']));
      s.subgroupCreationLevel = subgroups;
    }
    const projects = str(p['project_creation_level']);
    if (projects !== undefined) s.projectCreationLevel = projects;
    for (const [k, v] of Object.entries(p)) if (!HANDLED.has(k) && !isUploadedFile(v) && (typeof v !== 'object' || v === null || Array.isArray(v))) s.extra[k] = v;
  };

  const canCreateSubgroup = (parent: SimNamespace, caller: Caller): boolean => {
    const needed = groupSettings(store, parent).subgroupCreationLevel === 'owner' ? ACCESS.OWNER : ACCESS.MAINTAINER;
    return effectiveGroupAccess(store, parent, caller.user) >= needed;
  };

  const owner = (g: SimNamespace, caller: Caller): boolean => effectiveGroupAccess(store, g, caller.user) >= ACCESS.OWNER;

  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups',
    handler: (req, reply, caller) => paginate(base(), req, reply, filtered(req, caller, groups(), true)).map((g) => presentGroup(store, base(), g)),
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id',
    handler: (req, _reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      return presentGroupDetail(store, base(), group, caller.user, bool(input(req)['with_projects']) !== false, owner(group, caller));
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/groups',
    handler: (req, reply, caller) => {
      const p = input(req);
      const name = str(p['name']);
      const path = str(p['path']);
      const missing = [...(name ? [] : ['name is missing']), ...(path ? [] : ['path is missing'])];
      if (missing.length > 0) throw new SimHttpError(400, messages.validation(missing));
      if (!validName(name as string)) throw validationError({ name: ["can contain only letters, digits, emoji, '_', '.', dash, space, parenthesis. It must start with letter, digit, emoji or '_'."] });
      const parentId = int(p['parent_id']) ?? null;
      const parent = parentId === null ? undefined : store.findGroup(String(parentId));
      if (parentId !== null && (!parent || !canSeeGroup(store, parent, caller.user))) throw new SimHttpError(404, messages.notFound('Group'));
      if (parent && !canCreateSubgroup(parent, caller)) throw new SimHttpError(403, messages.forbidden());
      checkPath(path as string, parentId);
      const visibility = str(p['visibility']) ?? (parent ? groupSettings(store, parent).visibility : 'private');
      checkVisibility(visibility, parent);
      const group: SimNamespace = { id: store.data.groups.nextId++, name: name as string, path: path as string, kind: 'group', parentId, members: new Map([[caller.user.id, ACCESS.OWNER]]), ownerId: null, createdAt: new Date().toISOString() };
      store.data.namespaces.push(group);
      const s = groupSettings(store, group);
      s.visibility = visibility as SimGroupSettings['visibility'];
      applySettings(s, p);
      store.data.groups.memberships.push({ groupId: group.id, userId: caller.user.id, createdAt: group.createdAt, createdById: caller.user.id, expiresAt: null, memberRoleId: null });
      reply.code(201);
      return presentGroup(store, base(), group);
    },
  });

  restRoute(app, ctx, {
    method: 'PUT',
    url: '/groups/:id',
    handler: (req, _reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      requireGroupAccess(ctx, group, caller, ACCESS.OWNER);
      const p = input(req);
      const s = groupSettings(store, group);
      const avatar = p['avatar'];
      if (avatar !== undefined) {
        if (!isUploadedFile(avatar)) throw new SimHttpError(400, messages.validation(['avatar is invalid']));
        if (avatar.size > 200 * 1024) throw validationError({ avatar: ['is too big (should be at most 200 KiB)'] });
        s.extra['avatar_url'] = `${base()}/uploads/-/system/group/avatar/${group.id}/${encodeURIComponent(avatar.filename)}`;
      }
      const name = str(p['name']);
      if (name !== undefined && !validName(name)) throw validationError({ name: ["can contain only letters, digits, emoji, '_', '.', dash, space, parenthesis. It must start with letter, digit, emoji or '_'."] });
      const path = str(p['path']);
      if (path !== undefined) checkPath(path, group.parentId, group);
      const visibility = str(p['visibility']);
      if (visibility !== undefined) {
        checkVisibility(visibility, group.parentId === null ? undefined : store.namespace(group.parentId));
        s.visibility = visibility as SimGroupSettings['visibility'];
      }
      if (name !== undefined) group.name = name;
      if (path !== undefined) group.path = path;
      applySettings(s, p);
      return presentGroup(store, base(), group);
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/groups/:id',
    handler: (req, reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      requireGroupAccess(ctx, group, caller, ACCESS.OWNER);
      const s = groupSettings(store, group);
      const p = input(req);
      const delayed = store.data.plan !== 'free';
      if (bool(p['permanently_remove']) === true) {
        if (str(p['full_path']) !== store.namespaceFullPath(group)) throw new SimHttpError(400, messages.apiError('`full_path` is incorrect. You must enter the complete path for the group.'));
        if (s.markedForDeletionOn === null) throw new SimHttpError(400, messages.apiError('Group must be marked for deletion first.'));
      }
      if (delayed && bool(p['permanently_remove']) !== true) {
        if (s.markedForDeletionOn !== null) throw new SimHttpError(400, messages.apiError('Group has been already marked for deletion'));
        s.markedForDeletionOn = today();
      } else {
        const gone = new Set([group, ...descendantGroups(store, group)].map((g) => g.id));
        store.data.namespaces = store.data.namespaces.filter((n) => !gone.has(n.id));
        store.data.projects = store.data.projects.filter((pr) => !gone.has(pr.namespaceId));
        store.data.groups.links = store.data.groups.links.filter((l) => !gone.has(l.groupId) && !gone.has(l.sharedWithGroupId));
      }
      reply.code(202);
      return messages.accepted();
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/groups/:id/restore',
    handler: (req, reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      requireGroupAccess(ctx, group, caller, ACCESS.OWNER);
      const s = groupSettings(store, group);
      if (s.markedForDeletionOn === null) throw new SimHttpError(400, messages.apiError('Group has not been marked for deletion'));
      s.markedForDeletionOn = null;
      reply.code(201);
      return presentGroup(store, base(), group);
    },
  });

  for (const [verb, archived] of [['archive', true], ['unarchive', false]] as const) {
    restRoute(app, ctx, {
      method: 'POST',
      url: `/groups/:id/${verb}`,
      handler: (req, reply, caller) => {
        const group = loadGroup(ctx, req, caller);
        requireGroupAccess(ctx, group, caller, ACCESS.OWNER);
        const s = groupSettings(store, group);
        if (s.archived === archived) throw new SimHttpError(422, messages.apiError(archived ? 'Group is already archived' : 'Group is already unarchived'));
        s.archived = archived;
        reply.code(201);
        return presentGroup(store, base(), group);
      },
    });
  }

  /** Groups a group may move under: visible, creatable-in, and neither itself nor below it. */
  const locations = (group: SimNamespace, caller: Caller): SimNamespace[] => {
    const inside = new Set([group, ...descendantGroups(store, group)].map((g) => g.id));
    return groups().filter((g) => !inside.has(g.id) && g.id !== group.parentId && canSeeGroup(store, g, caller.user) && canCreateSubgroup(g, caller));
  };

  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/transfer_locations',
    handler: (req, reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      requireGroupAccess(ctx, group, caller, ACCESS.OWNER);
      const search = (str(input(req)['search']) ?? '').toLowerCase();
      const found = locations(group, caller).filter((g) => search === '' || g.name.toLowerCase().includes(search));
      return paginate(base(), req, reply, found).map((g) => presentGroup(store, base(), g));
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/groups/:id/transfer',
    handler: (req, reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      requireGroupAccess(ctx, group, caller, ACCESS.OWNER);
      const targetId = int(input(req)['group_id']);
      if (targetId === undefined) {
        checkPath(group.path, null, group);
        group.parentId = null;
      } else {
        const target = store.findGroup(String(targetId));
        if (!target || !canSeeGroup(store, target, caller.user)) throw new SimHttpError(404, messages.notFound('Group'));
        if (!locations(group, caller).includes(target)) {
          if (!canCreateSubgroup(target, caller)) throw new SimHttpError(403, messages.forbidden());
          throw new SimHttpError(400, messages.apiError('Transfer failed: Cannot transfer group to one of its subgroup or to its current parent.'));
        }
        checkPath(group.path, target.id, group);
        group.parentId = target.id;
      }
      reply.code(201);
      return presentGroup(store, base(), group);
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/groups/:id/projects/:project_id',
    handler: (req, reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      const project = store.findProject(param(req, 'project_id'));
      if (!project || !canReadProject(store, project, caller.user)) throw new SimHttpError(404, messages.notFound('Project'));
      if (!caller.user.isAdmin && (!isOwner(store, project, caller.user) || effectiveGroupAccess(store, group, caller.user) < ACCESS.DEVELOPER)) throw new SimHttpError(403, messages.forbidden());
      if (store.data.projects.some((p) => p !== project && p.namespaceId === group.id && p.path.toLowerCase() === project.path.toLowerCase())) {
        throw new SimHttpError(400, messages.apiError('Failed to transfer project: Project with same name or path in target namespace already exists'));
      }
      project.namespaceId = group.id;
      reply.code(201);
      return presentGroupDetail(store, base(), group, caller.user, true, owner(group, caller));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/descendant_groups',
    handler: (req, reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      return paginate(base(), req, reply, filtered(req, caller, descendantGroups(store, group), false)).map((g) => presentGroup(store, base(), g));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/projects',
    handler: (req, reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      const p = input(req);
      const scope = new Set([group.id]);
      if (bool(p['include_subgroups']) === true) for (const g of descendantGroups(store, group)) scope.add(g.id);
      if (bool(p['include_ancestor_groups']) === true) for (const g of groupChain(store, group)) scope.add(g.id);
      const search = (str(p['search']) ?? '').toLowerCase();
      const archived = bool(p['archived']);
      const visibility = str(p['visibility']);
      const found = store.data.projects
        .filter((pr) => scope.has(pr.namespaceId) && canReadProject(store, pr, caller.user))
        .filter((pr) => (search === '' || pr.name.toLowerCase().includes(search)) && (archived === undefined || pr.archived === archived) && (visibility === undefined || pr.visibility === visibility))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return paginate(base(), req, reply, found).map((pr) => presentProject(store, base(), pr, caller.user));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/projects/shared',
    handler: (req, reply, caller) => {
      loadGroup(ctx, req, caller);
      // The simulator keeps no project shares: no project is shared with any group.
      return paginate(base(), req, reply, []);
    },
  });

  registerGroupMemberRoutes(app, ctx);
  registerGroupSharingRoutes(app, ctx);
  registerGroupBillingRoutes(app, ctx);
}
