import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { presentBadge } from '../presenters/collaboration.presenter';
import { paginate } from '../rest.paginator';
import { input, int, loadProject, param, requireAccess, requireParams, restRoute, str } from '../rest.router';
import type { Caller, SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import type { SimBadge } from '../store/collaboration.state';
import { groupChain } from '../store/groups.state';
import type { SimProject } from '../store/sim-model.interface';
import { loadGroup, requireGroupAccess } from './group.lookup';

/** Badge URLs must be http(s) once the placeholders are filled in. */
function checkUrl(name: string, value: string): void {
  let ok = false;
  try {
    ok = ['http:', 'https:'].includes(new URL(value.replace(/%\{\w+\}/g, 'x')).protocol);
  } catch {
    ok = false;
  }
  if (!ok) throw new SimHttpError(400, { message: { [name]: ['is blocked: Only allowed schemes are http, https'] } });
}

/** The project or group of `:id` as the Badges API sees it. */
interface BadgeSource {
  /** The badges it shows: its own, and for a project those of its groups. */
  shows(badge: SimBadge): boolean;
  /** The badges it may edit and delete: its own. */
  owns(badge: SimBadge): boolean;
  /** The owner fields of a badge added to it. */
  owner: Pick<SimBadge, 'projectId' | 'groupId'>;
  /** The project whose values fill the placeholders, if any. */
  project: SimProject | undefined;
  /** 403 unless the caller may manage its badges. */
  requireManage(): void;
}

/** Registers one Badges API (`/projects/:id/badges` or `/groups/:id/badges`): list, get, add, edit, delete and render. */
function registerBadgeRoutes(app: FastifyInstance, ctx: SimContext, prefix: string, load: (req: FastifyRequest, caller: Caller) => BadgeSource): void {
  const state = () => ctx.store.data.collaboration;
  const present = (source: BadgeSource, b: SimBadge): Record<string, unknown> => presentBadge(ctx.store, ctx.baseUrl(), source.project, b);
  const find = (source: BadgeSource, req: FastifyRequest): SimBadge => {
    const id = int(param(req, 'badge_id'));
    const badge = state().badges.find((b) => b.id === id && source.shows(b));
    if (!badge) throw new SimHttpError(404, messages.notFound('Badge'));
    return badge;
  };

  restRoute(app, ctx, {
    method: 'GET',
    url: `${prefix}/badges`,
    handler: (req, reply, caller) => {
      const source = load(req, caller);
      const name = str(input(req)['name']);
      const badges = state().badges.filter((b) => source.shows(b) && (name === undefined || b.name === name));
      return paginate(ctx.baseUrl(), req, reply, badges).map((b) => present(source, b));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: `${prefix}/badges/render`,
    handler: (req, _reply, caller) => {
      const source = load(req, caller);
      const params = input(req);
      requireParams(params, ['link_url', 'image_url']);
      const { rendered_link_url, rendered_image_url } = present(source, { id: 0, ...source.owner, name: '', linkUrl: str(params['link_url']) as string, imageUrl: str(params['image_url']) as string });
      return { name: null, link_url: str(params['link_url']), image_url: str(params['image_url']), rendered_link_url, rendered_image_url };
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: `${prefix}/badges/:badge_id`,
    handler: (req, _reply, caller) => {
      const source = load(req, caller);
      return present(source, find(source, req));
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: `${prefix}/badges`,
    handler: (req, reply, caller) => {
      const source = load(req, caller);
      source.requireManage();
      const params = input(req);
      requireParams(params, ['link_url', 'image_url']);
      const badge: SimBadge = {
        id: (state().nextBadgeId += 1),
        ...source.owner,
        name: str(params['name']) ?? '',
        linkUrl: str(params['link_url']) as string,
        imageUrl: str(params['image_url']) as string,
      };
      checkUrl('link_url', badge.linkUrl);
      checkUrl('image_url', badge.imageUrl);
      state().badges.push(badge);
      reply.code(201);
      return present(source, badge);
    },
  });

  restRoute(app, ctx, {
    method: 'PUT',
    url: `${prefix}/badges/:badge_id`,
    handler: (req, _reply, caller) => {
      const source = load(req, caller);
      source.requireManage();
      const badge = find(source, req);
      const params = input(req);
      const link = str(params['link_url']);
      const image = str(params['image_url']);
      if (link !== undefined) checkUrl('link_url', link);
      if (image !== undefined) checkUrl('image_url', image);
      if (link !== undefined) badge.linkUrl = link;
      if (image !== undefined) badge.imageUrl = image;
      if (params['name'] !== undefined) badge.name = str(params['name']) ?? '';
      return present(source, badge);
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: `${prefix}/badges/:badge_id`,
    handler: (req, reply, caller) => {
      const source = load(req, caller);
      source.requireManage();
      const badge = find(source, req);
      if (!source.owns(badge)) throw new SimHttpError(403, messages.apiError('To delete a Group badge please use the Group endpoint'));
      state().badges = state().badges.filter((b) => b !== badge);
      return reply.code(204).send();
    },
  });
}

/** Project badges (Maintainer to manage); a project also shows the badges of its groups, as `kind: "group"`. */
export function registerProjectBadgeRoutes(app: FastifyInstance, ctx: SimContext): void {
  registerBadgeRoutes(app, ctx, '/projects/:id', (req, caller) => {
    const project = loadProject(ctx, req, caller);
    const ns = ctx.store.namespace(project.namespaceId);
    const groupIds = new Set(ns?.kind === 'group' ? groupChain(ctx.store, ns).map((g) => g.id) : []);
    return {
      shows: (b) => b.projectId === project.id || (b.groupId !== null && groupIds.has(b.groupId)),
      owns: (b) => b.projectId === project.id,
      owner: { projectId: project.id, groupId: null },
      project,
      requireManage: () => requireAccess(ctx, project, caller, ACCESS.MAINTAINER),
    };
  });
}

/** Group badges (Owner to manage, `admin_group`); placeholders are filled from the group's first project by creation date. */
export function registerGroupBadgeRoutes(app: FastifyInstance, ctx: SimContext): void {
  registerBadgeRoutes(app, ctx, '/groups/:id', (req, caller) => {
    const group = loadGroup(ctx, req, caller);
    const first = ctx.store.data.projects.filter((p) => p.namespaceId === group.id).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)[0];
    return {
      shows: (b) => b.groupId === group.id,
      owns: (b) => b.groupId === group.id,
      owner: { projectId: null, groupId: group.id },
      project: first,
      requireManage: () => requireGroupAccess(ctx, group, caller, ACCESS.OWNER),
    };
  });
}
