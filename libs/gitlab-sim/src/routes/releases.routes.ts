import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS, REST_PREFIX } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { presentCommit } from '../presenters/branch.presenter';
import { presentMilestone } from '../presenters/issue.presenter';
import { presentUserBasic } from '../presenters/user.presenter';
import { paginate } from '../rest.paginator';
import { bool, input, int, loadProject, param, requireAccess, requireParams, restRoute, str } from '../rest.router';
import type { SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { resolveRef } from '../store/repository.service';
import type { SimProject } from '../store/sim-model.interface';
import { newLinkId, refsState, registerTagRoutes, type SimRelease, type SimReleaseLink } from './tags.routes';

const LINK_TYPES = ['other', 'runbook', 'image', 'package'];

function presentLink(webBase: string, tagName: string, link: SimReleaseLink): Record<string, unknown> {
  return {
    id: link.id,
    name: link.name,
    url: link.url,
    direct_asset_url: link.directAssetPath ? `${webBase}/-/releases/${encodeURIComponent(tagName)}/downloads${link.directAssetPath}` : link.url,
    link_type: link.linkType,
  };
}

function findRelease(project: SimProject, request: FastifyRequest): SimRelease {
  const release = refsState(project).releases.get(param(request, 'tag_name'));
  if (!release) throw new SimHttpError(404, messages.notFound());
  return release;
}

/** Milestones by title (`milestones`) or id (`milestone_ids`); GitLab answers 400 naming the ones it cannot find. */
function milestoneIds(project: SimProject, params: Record<string, unknown>): number[] | undefined {
  const titles = params['milestones'];
  const ids = params['milestone_ids'];
  if (titles === undefined && ids === undefined) return undefined;
  const out: number[] = [];
  const missing: string[] = [];
  for (const t of Array.isArray(titles) ? titles : []) {
    const m = project.milestones.find((x) => x.title === String(t));
    if (m) out.push(m.id);
    else missing.push(String(t));
  }
  for (const i of Array.isArray(ids) ? ids : []) {
    const m = project.milestones.find((x) => x.id === int(i));
    if (m) out.push(m.id);
    else missing.push(String(i));
  }
  if (missing.length > 0) throw new SimHttpError(400, messages.apiError(`Milestone(s) not found: ${missing.join(', ')}`));
  return out;
}

function linksFrom(params: Record<string, unknown>): SimReleaseLink[] {
  const assets = params['assets'];
  const links = assets !== null && typeof assets === 'object' ? (assets as Record<string, unknown>)['links'] : undefined;
  if (!Array.isArray(links)) return [];
  return links.map((l: Record<string, unknown>) => {
    const linkType = str(l['link_type']) ?? 'other';
    if (!LINK_TYPES.includes(linkType)) throw new SimHttpError(400, messages.validation(['assets[links][link_type] does not have a valid value']));
    requireParams(l, ['name', 'url']);
    return { id: newLinkId(), name: str(l['name']) as string, url: str(l['url']) as string, directAssetPath: str(l['direct_asset_path'] ?? l['filepath']) ?? null, linkType };
  });
}

/** Releases API: list, get, latest (a redirect, like GitLab), create (with its tag), update, delete; links stay shaped. */
export function registerReleaseRoutes(app: FastifyInstance, ctx: SimContext): void {
  const view = (project: SimProject, release: SimRelease, html: boolean): Record<string, unknown> => {
    const base = ctx.baseUrl();
    const webBase = `${base}/${ctx.store.projectFullPath(project)}`;
    const tag = refsState(project).tags.get(release.tagName);
    const commit = tag ? project.repository.commits.get(tag.commitSha) : undefined;
    const author = ctx.store.user(release.authorId);
    const encoded = encodeURIComponent(release.tagName);
    const now = new Date().toISOString();
    const milestones = release.milestoneIds.flatMap((id) => {
      const m = project.milestones.find((x) => x.id === id);
      if (!m) return [];
      const issues = project.issues.filter((i) => i.milestoneId === id);
      return [{ ...presentMilestone(ctx.store, base, project, m), issue_stats: { total: issues.length, closed: issues.filter((i) => i.state === 'closed').length } }];
    });
    return {
      name: release.name,
      tag_name: release.tagName,
      description: release.description,
      ...(html ? { description_html: `<p>${release.description.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c] as string)}</p>` } : {}),
      created_at: release.createdAt,
      released_at: release.releasedAt,
      upcoming_release: release.releasedAt > now,
      historical_release: release.releasedAt < release.createdAt,
      author: author ? presentUserBasic(base, author) : null,
      commit: commit ? presentCommit(webBase, commit) : null,
      milestones,
      commit_path: commit ? `/${ctx.store.projectFullPath(project)}/-/commit/${commit.id}` : null,
      tag_path: `/${ctx.store.projectFullPath(project)}/-/tags/${encoded}`,
      assets: {
        count: 4 + release.links.length,
        sources: ['zip', 'tar.gz', 'tar.bz2', 'tar'].map((format) => ({
          format,
          url: `${webBase}/-/archive/${encoded}/${project.path}-${encoded}.${format}`,
        })),
        links: release.links.map((l) => presentLink(webBase, release.tagName, l)),
      },
      evidences: [],
      _links: {
        closed_issues_url: `${webBase}/-/issues?release_tag=${encoded}&scope=all&state=closed`,
        closed_merge_requests_url: `${webBase}/-/merge_requests?release_tag=${encoded}&scope=all&state=closed`,
        edit_url: `${webBase}/-/releases/${encoded}/edit`,
        merged_merge_requests_url: `${webBase}/-/merge_requests?release_tag=${encoded}&scope=all&state=merged`,
        opened_issues_url: `${webBase}/-/issues?release_tag=${encoded}&scope=all&state=opened`,
        opened_merge_requests_url: `${webBase}/-/merge_requests?release_tag=${encoded}&scope=all&state=opened`,
        self: `${webBase}/-/releases/${encoded}`,
      },
    };
  };

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/releases',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const params = input(req);
      const orderBy = str(params['order_by']) ?? 'released_at';
      const sort = str(params['sort']) ?? 'desc';
      if (!['released_at', 'created_at'].includes(orderBy)) throw new SimHttpError(400, messages.validation(['order_by does not have a valid value']));
      if (!['asc', 'desc'].includes(sort)) throw new SimHttpError(400, messages.validation(['sort does not have a valid value']));
      const key = (r: SimRelease): string => (orderBy === 'created_at' ? r.createdAt : r.releasedAt);
      const releases = [...refsState(project).releases.values()].sort((a, b) => (sort === 'asc' ? 1 : -1) * (key(a).localeCompare(key(b)) || a.tagName.localeCompare(b.tagName)));
      const html = bool(params['include_html_description']) === true;
      return paginate(ctx.baseUrl(), req, reply, releases).map((r) => view(project, r, html));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/releases/permalink/latest',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const latest = [...refsState(project).releases.values()].filter((r) => r.releasedAt <= new Date().toISOString()).sort((a, b) => b.releasedAt.localeCompare(a.releasedAt))[0];
      if (!latest) throw new SimHttpError(404, messages.notFound());
      const query = (req.raw.url ?? '').split('?')[1];
      return reply.redirect(`${REST_PREFIX}/projects/${project.id}/releases/${encodeURIComponent(latest.tagName)}${query ? `?${query}` : ''}`, 302);
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/releases/:tag_name',
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      return view(project, findRelease(project, req), bool(input(req)['include_html_description']) === true);
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/projects/:id/releases',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.DEVELOPER);
      const params = input(req);
      requireParams(params, ['tag_name']);
      const tagName = str(params['tag_name']) as string;
      const state = refsState(project);
      if (state.releases.has(tagName)) throw new SimHttpError(409, messages.conflict('Release already exists'));
      const milestones = milestoneIds(project, params) ?? [];
      const links = linksFrom(params);
      if (!state.tags.has(tagName)) {
        const ref = str(params['ref']);
        if (!ref) throw new SimHttpError(422, messages.apiError('Ref is not specified'));
        const target = resolveRef(project.repository, ref);
        if (!target) throw new SimHttpError(400, messages.apiError(`Target ${ref} is invalid`));
        const tagMessage = str(params['tag_message']) ?? '';
        state.tags.set(tagName, { name: tagName, commitSha: target.id, message: tagMessage, createdAt: tagMessage === '' ? null : new Date().toISOString() });
      }
      const now = new Date().toISOString();
      const release: SimRelease = {
        tagName,
        name: str(params['name']) ?? tagName,
        description: str(params['description']) ?? '',
        createdAt: now,
        releasedAt: str(params['released_at']) ?? now,
        authorId: caller.user.id,
        milestoneIds: milestones,
        links,
      };
      state.releases.set(tagName, release);
      reply.code(201);
      return view(project, release, false);
    },
  });

  restRoute(app, ctx, {
    method: 'PUT',
    url: '/projects/:id/releases/:tag_name',
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.DEVELOPER);
      const release = findRelease(project, req);
      const params = input(req);
      const name = str(params['name']);
      const description = str(params['description']);
      const releasedAt = str(params['released_at']);
      const milestones = milestoneIds(project, params);
      if (name !== undefined) release.name = name;
      if (description !== undefined) release.description = description;
      if (releasedAt !== undefined) release.releasedAt = releasedAt;
      if (milestones !== undefined) release.milestoneIds = milestones;
      return view(project, release, false);
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/projects/:id/releases/:tag_name',
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.DEVELOPER);
      const release = findRelease(project, req);
      const out = view(project, release, false);
      refsState(project).releases.delete(release.tagName);
      return out;
    },
  });
}

/** Tags and releases together: they share one state per project (a release creates its tag; deleting a tag drops its release). */
export function registerTagAndReleaseRoutes(app: FastifyInstance, ctx: SimContext): void {
  registerTagRoutes(app, ctx);
  registerReleaseRoutes(app, ctx);
}
