import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { paginate } from '../rest.paginator';
import { bool, input, loadProject, param, requireAccess, requireParams, restRoute, str } from '../rest.router';
import type { Caller, SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { inContainer, wikiSlug, wikiTitle, type SimContainerRef, type SimWikiPage } from '../store/group-content.state';
import { loadGroup, requireGroupAccess } from './group.lookup';

const FORMATS: readonly SimWikiPage['format'][] = ['markdown', 'rdoc', 'asciidoc', 'org'];

/** Whose wiki `:id` names, once the caller was allowed the role `level` in it. */
type WikiLoader = (req: FastifyRequest, caller: Caller, level: number) => SimContainerRef;

function format(value: unknown): SimWikiPage['format'] | undefined {
  if (value === undefined) return undefined;
  const f = FORMATS.find((x) => x === str(value));
  if (!f) throw new SimHttpError(400, messages.validation(['format does not have a valid value']));
  return f;
}

/** `API::Entities::WikiPageBasic`, with the content when asked for. */
function presentBasic(page: SimWikiPage, withContent: boolean): Record<string, unknown> {
  return { format: page.format, slug: page.slug, title: page.title, wiki_page_meta_id: page.metaId, ...(withContent ? { content: page.content } : {}) };
}

/** `API::Entities::WikiPage`. */
function presentPage(page: SimWikiPage): Record<string, unknown> {
  return { ...presentBasic(page, true), encoding: 'UTF-8', front_matter: page.frontMatter };
}

/** One Wikis API below `prefix`: list, get, create, edit, delete, the pages kept per project or group. */
function registerWikiPageApi(app: FastifyInstance, ctx: SimContext, prefix: string, load: WikiLoader): void {
  const state = () => ctx.store.data.groupContent;
  const pagesOf = (container: SimContainerRef): SimWikiPage[] => state().wikiPages.filter((p) => inContainer(p.container, container));
  const find = (container: SimContainerRef, req: FastifyRequest): SimWikiPage => {
    const page = pagesOf(container).find((p) => p.slug === param(req, 'slug'));
    if (!page) throw new SimHttpError(404, messages.notFound('Wiki Page'));
    return page;
  };
  const refuseDuplicate = (container: SimContainerRef, slug: string, except?: SimWikiPage): void => {
    if (pagesOf(container).some((p) => p !== except && p.slug === slug)) {
      throw new SimHttpError(400, { message: { base: ['Duplicate page: A page with that title already exists'] } });
    }
  };

  restRoute(app, ctx, {
    method: 'GET',
    url: `${prefix}/wikis`,
    handler: (req, reply, caller) => {
      const container = load(req, caller, ACCESS.NO_ACCESS);
      const withContent = bool(input(req)['with_content']) === true;
      const pages = [...pagesOf(container)].sort((a, b) => a.slug.localeCompare(b.slug));
      return paginate(ctx.baseUrl(), req, reply, pages).map((p) => presentBasic(p, withContent));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: `${prefix}/wikis/:slug`,
    handler: (req, _reply, caller) => presentPage(find(load(req, caller, ACCESS.NO_ACCESS), req)),
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: `${prefix}/wikis`,
    handler: (req, reply, caller) => {
      const container = load(req, caller, ACCESS.DEVELOPER);
      const params = input(req);
      requireParams(params, ['title', 'content']);
      const title = str(params['title']) as string;
      const slug = wikiSlug(title);
      refuseDuplicate(container, slug);
      state().sequences.wikiMeta += 1;
      const page: SimWikiPage = {
        container,
        metaId: state().sequences.wikiMeta,
        slug,
        title: wikiTitle(slug),
        format: format(params['format']) ?? 'markdown',
        content: str(params['content']) as string,
        frontMatter: {},
        updatedAt: new Date().toISOString(),
      };
      state().wikiPages.push(page);
      reply.code(201);
      return presentPage(page);
    },
  });

  restRoute(app, ctx, {
    method: 'PUT',
    url: `${prefix}/wikis/:slug`,
    handler: (req, _reply, caller) => {
      const container = load(req, caller, ACCESS.DEVELOPER);
      const params = input(req);
      if (['content', 'title', 'format'].every((k) => params[k] === undefined)) {
        throw new SimHttpError(400, messages.validation(['content, title, format are missing, at least one parameter must be provided']));
      }
      const page = find(container, req);
      const nextFormat = format(params['format']);
      const title = str(params['title']);
      if (title !== undefined) {
        const slug = wikiSlug(title);
        refuseDuplicate(container, slug, page);
        page.slug = slug;
        page.title = wikiTitle(slug);
      }
      if (nextFormat !== undefined) page.format = nextFormat;
      if (params['content'] !== undefined) page.content = str(params['content']) ?? '';
      page.updatedAt = new Date().toISOString();
      return presentPage(page);
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: `${prefix}/wikis/:slug`,
    handler: (req, reply, caller) => {
      const page = find(load(req, caller, ACCESS.DEVELOPER), req);
      state().wikiPages = state().wikiPages.filter((p) => p !== page);
      return reply.code(204).send();
    },
  });
}

/** Project wikis: anyone who reads the project reads them, Developers write. */
export function registerProjectWikiPageRoutes(app: FastifyInstance, ctx: SimContext): void {
  registerWikiPageApi(app, ctx, '/projects/:id', (req, caller, level) => {
    const project = loadProject(ctx, req, caller);
    requireAccess(ctx, project, caller, level);
    return { kind: 'project', id: project.id };
  });
}

/** Group wikis (Premium; GitLab hides them on Free with a 404): anyone who sees the group reads them, Developers write. */
export function registerGroupWikiRoutes(app: FastifyInstance, ctx: SimContext): void {
  registerWikiPageApi(app, ctx, '/groups/:id', (req, caller, level) => {
    const group = loadGroup(ctx, req, caller);
    if (ctx.store.data.plan === 'free') throw new SimHttpError(404, messages.notFound());
    requireGroupAccess(ctx, group, caller, level);
    return { kind: 'group', id: group.id };
  });
}
