import type { FastifyInstance } from 'fastify';
import { messages } from '../gitlab-sim.messages';
import { presentProject, presentProjectBasic } from '../presenters/project.presenter';
import { presentUserBasic } from '../presenters/user.presenter';
import { paginate } from '../rest.paginator';
import { input, int, loadProject, param, restRoute, str } from '../rest.router';
import type { SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { canReadProject } from '../store/access.policy';
import { projectAdminState } from '../store/project-admin.store';
import type { SimProject } from '../store/sim-model.interface';

/** Stars: star and unstar (304 when nothing changes, like GitLab), starrers, a user's starred projects. */
export function registerProjectStarRoutes(app: FastifyInstance, ctx: SimContext): void {
  const starsOf = (project: SimProject): Map<number, string> => {
    const all = projectAdminState(ctx.store).stars;
    let stars = all.get(project.id);
    if (!stars) {
      stars = new Map();
      all.set(project.id, stars);
    }
    return stars;
  };

  for (const [action, starred] of [
    ['star', true],
    ['unstar', false],
  ] as const) {
    restRoute(app, ctx, {
      method: 'POST',
      url: `/projects/:id/${action}`,
      handler: (req, reply, caller) => {
        const project = loadProject(ctx, req, caller);
        const stars = starsOf(project);
        if (stars.has(caller.user.id) === starred) return reply.code(304).send();
        if (starred) stars.set(caller.user.id, new Date().toISOString());
        else stars.delete(caller.user.id);
        project.starCount = Math.max(0, project.starCount + (starred ? 1 : -1));
        reply.code(201);
        return presentProject(ctx.store, ctx.baseUrl(), project, caller.user);
      },
    });
  }

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/starrers',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const search = str(input(req)['search'])?.toLowerCase();
      const starrers = [...starsOf(project)]
        .flatMap(([userId, since]) => {
          const user = ctx.store.user(userId);
          return user ? [{ user, since }] : [];
        })
        .filter(({ user }) => !search || user.username.toLowerCase().includes(search) || user.name.toLowerCase().includes(search))
        .sort((a, b) => b.since.localeCompare(a.since));
      return paginate(ctx.baseUrl(), req, reply, starrers).map(({ user, since }) => ({ starred_since: since, user: presentUserBasic(ctx.baseUrl(), user) }));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/users/:user_id/starred_projects',
    auth: 'user',
    handler: (req, reply, caller) => {
      const key = param(req, 'user_id');
      const user = int(key) === undefined ? ctx.store.userByUsername(key) : ctx.store.user(int(key) as number);
      if (!user) throw new SimHttpError(404, messages.notFound('User'));
      const stars = projectAdminState(ctx.store).stars;
      const projects = ctx.store.data.projects
        .filter((p) => stars.get(p.id)?.has(user.id) === true && canReadProject(ctx.store, p, caller.user))
        .sort((a, b) => b.id - a.id);
      return paginate(ctx.baseUrl(), req, reply, projects).map((p) => presentProjectBasic(ctx.store, ctx.baseUrl(), p));
    },
  });
}
