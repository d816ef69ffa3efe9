import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { presentBadge, renderBadgeUrl } from '../presenters/collaboration.presenter';
import { paginate } from '../rest.paginator';
import { input, int, loadProject, param, requireAccess, requireParams, restRoute, str } from '../rest.router';
import type { SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import type { SimBadge } from '../store/collaboration.state';
import type { SimProject } from '../store/sim-model.interface';

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

/** Registers the Badges API of projects: list, get, add, edit, delete and render. */
export function registerProjectBadgeRoutes(app: FastifyInstance, ctx: SimContext): void {
  const state = () => ctx.store.data.collaboration;
  const present = (project: SimProject, b: SimBadge): Record<string, unknown> => presentBadge(ctx.store, ctx.baseUrl(), project, b);
  const find = (project: SimProject, req: FastifyRequest): SimBadge => {
    const id = int(param(req, 'badge_id'));
    const badge = state().badges.find((b) => b.projectId === project.id && b.id === id);
    if (!badge) throw new SimHttpError(404, messages.notFound('Badge'));
    return badge;
  };

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/badges',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const name = str(input(req)['name']);
      const badges = state().badges.filter((b) => b.projectId === project.id && (name === undefined || b.name === name));
      return paginate(ctx.baseUrl(), req, reply, badges).map((b) => present(project, b));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/badges/render',
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const params = input(req);
      requireParams(params, ['link_url', 'image_url']);
      const link = str(params['link_url']) as string;
      const image = str(params['image_url']) as string;
      return {
        name: null,
        link_url: link,
        image_url: image,
        rendered_link_url: renderBadgeUrl(ctx.store, ctx.baseUrl(), project, link),
        rendered_image_url: renderBadgeUrl(ctx.store, ctx.baseUrl(), project, image),
      };
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/badges/:badge_id',
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      return present(project, find(project, req));
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/projects/:id/badges',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.MAINTAINER);
      const params = input(req);
      requireParams(params, ['link_url', 'image_url']);
      const badge: SimBadge = {
        id: (state().nextBadgeId += 1),
        projectId: project.id,
        name: str(params['name']) ?? '',
        linkUrl: str(params['link_url']) as string,
        imageUrl: str(params['image_url']) as string,
      };
      checkUrl('link_url', badge.linkUrl);
      checkUrl('image_url', badge.imageUrl);
      state().badges.push(badge);
      reply.code(201);
      return present(project, badge);
    },
  });

  restRoute(app, ctx, {
    method: 'PUT',
    url: '/projects/:id/badges/:badge_id',
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.MAINTAINER);
      const badge = find(project, req);
      const params = input(req);
      const link = str(params['link_url']);
      const image = str(params['image_url']);
      if (link !== undefined) checkUrl('link_url', link);
      if (image !== undefined) checkUrl('image_url', image);
      if (link !== undefined) badge.linkUrl = link;
      if (image !== undefined) badge.imageUrl = image;
      if (params['name'] !== undefined) badge.name = str(params['name']) ?? '';
      return present(project, badge);
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/projects/:id/badges/:badge_id',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.MAINTAINER);
      const badge = find(project, req);
      state().badges = state().badges.filter((b) => b !== badge);
      return reply.code(204).send();
    },
  });
}
