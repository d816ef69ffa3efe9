import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { presentCommit } from '../presenters/branch.presenter';
import { paginate } from '../rest.paginator';
import { input, loadProject, param, requireAccess, requireParams, restRoute, str } from '../rest.router';
import type { SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { isValidRefName, resolveRef } from '../store/repository.service';
import type { SimProject } from '../store/sim-model.interface';
import type { SimStore } from '../store/sim.store';

/** A Git tag: lightweight (no message) or annotated. */
export interface SimTag {
  name: string;
  /** The tagged commit. */
  commitSha: string;
  /** The annotated tag's message; empty for a lightweight tag. */
  message: string;
  /** Annotated tags only. */
  createdAt: string | null;
}

export interface SimReleaseLink {
  id: number;
  name: string;
  url: string;
  directAssetPath: string | null;
  linkType: string;
}

export interface SimRelease {
  tagName: string;
  name: string;
  description: string;
  createdAt: string;
  releasedAt: string;
  authorId: number;
  milestoneIds: number[];
  links: SimReleaseLink[];
}

/** Tags and releases of one project; kept beside the seed so that `reset()` (a new seed) forgets them. */
export interface SimRefsState {
  tags: Map<string, SimTag>;
  releases: Map<string, SimRelease>;
}

const STATE = new WeakMap<SimProject, SimRefsState>();
let nextLinkId = 100;

/** The tags and releases of a project: every project with commits starts with `v1.0.0` on its default branch, released. */
export function refsState(project: SimProject): SimRefsState {
  let state = STATE.get(project);
  if (!state) {
    state = { tags: new Map(), releases: new Map() };
    const head = project.repository.branches.get(project.defaultBranch);
    if (head) {
      const date = project.repository.commits.get(head)?.committedDate ?? project.createdAt;
      state.tags.set('v1.0.0', { name: 'v1.0.0', commitSha: head, message: 'Version 1.0.0', createdAt: date });
      state.releases.set('v1.0.0', {
        tagName: 'v1.0.0',
        name: 'Version 1.0.0',
        description: '## Changes\n\n- First stable release.',
        createdAt: date,
        releasedAt: date,
        authorId: project.creatorId,
        milestoneIds: [],
        links: [{ id: 1, name: 'checksums.txt', url: 'https://example.com/downloads/v1.0.0/checksums.txt', directAssetPath: '/checksums.txt', linkType: 'other' }],
      });
    }
    STATE.set(project, state);
  }
  return state;
}

export function newLinkId(): number {
  nextLinkId += 1;
  return nextLinkId;
}

/** `API::Entities::Tag`. */
export function presentTag(store: SimStore, base: string, project: SimProject, tag: SimTag): Record<string, unknown> {
  const webBase = `${base}/${store.projectFullPath(project)}`;
  const commit = project.repository.commits.get(tag.commitSha);
  const release = refsState(project).releases.get(tag.name);
  return {
    name: tag.name,
    message: tag.message === '' ? null : tag.message,
    target: tag.message === '' ? tag.commitSha : `${tag.commitSha.slice(0, 32)}${'0'.repeat(8)}`,
    commit: commit ? presentCommit(webBase, commit) : null,
    release: release ? { tag_name: release.tagName, description: release.description } : null,
    protected: false,
    created_at: tag.createdAt,
  };
}

function findTag(project: SimProject, request: FastifyRequest): SimTag {
  const tag = refsState(project).tags.get(param(request, 'tag_name'));
  if (!tag) throw new SimHttpError(404, messages.notFound('Tag'));
  return tag;
}

/** Tags API: list, get, create, delete (stateful; the signature route stays shaped). */
export function registerTagRoutes(app: FastifyInstance, ctx: SimContext): void {
  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/repository/tags',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const params = input(req);
      const search = (str(params['search']) ?? '').toLowerCase();
      const orderBy = str(params['order_by']) ?? 'updated';
      const sort = str(params['sort']) ?? 'desc';
      if (!['name', 'updated', 'version'].includes(orderBy)) throw new SimHttpError(400, messages.validation(['order_by does not have a valid value']));
      if (!['asc', 'desc'].includes(sort)) throw new SimHttpError(400, messages.validation(['sort does not have a valid value']));
      const match = (name: string): boolean => {
        const n = name.toLowerCase();
        if (search.startsWith('^')) return n.startsWith(search.slice(1));
        if (search.endsWith('$')) return n.endsWith(search.slice(0, -1));
        return n.includes(search);
      };
      const date = (t: SimTag): string => t.createdAt ?? project.repository.commits.get(t.commitSha)?.committedDate ?? '';
      const tags = [...refsState(project).tags.values()]
        .filter((t) => match(t.name))
        .sort((a, b) => {
          const cmp = orderBy === 'updated' ? date(a).localeCompare(date(b)) || a.name.localeCompare(b.name) : a.name.localeCompare(b.name, 'en', { numeric: orderBy === 'version' });
          return sort === 'asc' ? cmp : -cmp;
        });
      return paginate(ctx.baseUrl(), req, reply, tags).map((t) => presentTag(ctx.store, ctx.baseUrl(), project, t));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/repository/tags/:tag_name',
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      return presentTag(ctx.store, ctx.baseUrl(), project, findTag(project, req));
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/projects/:id/repository/tags',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.DEVELOPER);
      const params = input(req);
      requireParams(params, ['tag_name', 'ref']);
      const name = str(params['tag_name']) as string;
      const ref = str(params['ref']) as string;
      const message = str(params['message']) ?? '';
      const state = refsState(project);
      if (!isValidRefName(name)) throw new SimHttpError(400, messages.apiError('Tag name invalid'));
      if (state.tags.has(name)) throw new SimHttpError(400, messages.apiError(`Tag ${name} already exists`));
      const target = resolveRef(project.repository, ref) ?? (state.tags.has(ref) ? project.repository.commits.get(state.tags.get(ref)!.commitSha) : undefined);
      if (!target) throw new SimHttpError(400, messages.apiError('Target ' + ref + ' is invalid'));
      const tag: SimTag = { name, commitSha: target.id, message, createdAt: message === '' ? null : new Date().toISOString() };
      state.tags.set(name, tag);
      reply.code(201);
      return presentTag(ctx.store, ctx.baseUrl(), project, tag);
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/projects/:id/repository/tags/:tag_name',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.DEVELOPER);
      const tag = findTag(project, req);
      const state = refsState(project);
      state.tags.delete(tag.name);
      // Deleting a tag removes its release too.
      state.releases.delete(tag.name);
      return reply.code(204).send();
    },
  });
}
