import { Action, Domain, pageOf, PageParamsDto, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { ProjectIdDto } from '../shared/project-id.dto.js';
import { projectPath, segment } from '../shared/project-ref.js';
import { CreatePagesDomainDto, ListPagesDomainsDto, PagesDomainRefDto, UpdatePagesDomainDto, UpdatePagesDto } from './dto/pages-params.dto.js';
import { PagesActionResultDto, PagesDomainDto, PagesDomainListDto, PagesDto } from './dto/pages.dto.js';
import { PROJECT_DOMAIN } from './project.domain.js';
import { renderPages, renderPagesAction, renderPagesDomain, renderPagesDomainList, toPages, toPagesDomain } from './project-pages.format.js';

const PAGES_ROLE = { text: 'Pages settings need the Maintainer or Owner role (some instances reserve them to administrators)', statuses: [401, 403], namesRole: true };
const PAGES_404 = { text: 'the project may not exist, or GitLab Pages is not enabled on this instance or not deployed for the project', statuses: [404] };
const DOMAIN_404 = { text: 'the domain may not belong to this project; use project.pages_domain_list', statuses: [404] };

const domainPath = (input: PagesDomainRefDto): string => `${projectPath(input.project_id)}/pages/domains/${segment(input.domain)}`;

/** GitLab Pages of a project: settings, unpublishing, and custom domains with their TLS certificates. */
@Domain(PROJECT_DOMAIN)
@Injectable()
export class ProjectPagesActions {
  @Action({
    id: 'project.pages_get',
    title: 'Get Pages settings',
    description: 'Get the GitLab Pages settings of a project: site URL, unique domain, HTTPS enforcement, primary domain and the active deployments.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ProjectIdDto,
    output: PagesDto,
    operation: 'pagesGet',
    route: 'GET /projects/:id/pages',
    hints: [PAGES_ROLE, PAGES_404],
    example: { project_id: '42' },
  })
  async get(input: ProjectIdDto, ctx: ActionContext): Promise<ActionResult<PagesDto>> {
    const res = await ctx.gitlab.rest<unknown>({ method: 'GET', path: `${projectPath(input.project_id)}/pages`, signal: ctx.signal });
    const out: PagesDto = { ...toPages(res.data, input.project_id), next_steps: ['project.pages_update to change the settings', 'project.pages_domain_list for the custom domains'] };
    return respond(out, renderPages(out));
  }

  @Action({
    id: 'project.pages_update',
    title: 'Update Pages settings',
    description: 'Change the GitLab Pages settings of a project: unique domain, HTTPS-only, and the primary domain other domains redirect to.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: UpdatePagesDto,
    output: PagesDto,
    operation: 'pagesUpdate',
    route: 'PATCH /projects/:id/pages',
    hints: [PAGES_ROLE, PAGES_404, { text: "pages_primary_domain must be one of the project's Pages domains (project.pages_domain_list)", statuses: [400, 422] }],
    example: { project_id: '42', pages_https_only: true },
  })
  async update(input: UpdatePagesDto, ctx: ActionContext): Promise<ActionResult<PagesDto>> {
    const { project_id, ...body } = input;
    const res = await ctx.gitlab.rest<unknown>({ method: 'PATCH', path: `${projectPath(project_id)}/pages`, body, signal: ctx.signal });
    const out: PagesDto = { ...toPages(res.data, project_id), next_steps: ['project.pages_get to review the settings'] };
    return respond(out, renderPages(out, `Pages of project ${project_id} updated`));
  }

  @Action({
    id: 'project.pages_unpublish',
    title: 'Unpublish Pages',
    description: 'Remove the published GitLab Pages site of a project (every deployment). The site is offline until a pipeline deploys it again.',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: ProjectIdDto,
    output: PagesActionResultDto,
    operation: 'pagesUnpublish',
    route: 'DELETE /projects/:id/pages',
    hints: [PAGES_ROLE, PAGES_404],
    example: { project_id: '42' },
  })
  async unpublish(input: ProjectIdDto, ctx: ActionContext): Promise<ActionResult<PagesActionResultDto>> {
    await ctx.gitlab.rest<unknown>({ method: 'DELETE', path: `${projectPath(input.project_id)}/pages`, signal: ctx.signal });
    const out: PagesActionResultDto = { project_id: input.project_id, message: 'Pages site removed; a new Pages deployment publishes it again.', next_steps: ['project.pages_get to confirm'] };
    return respond(out, renderPagesAction(out, `Pages of project ${input.project_id} unpublished`));
  }

  @Action({
    id: 'project.pages_domain_list',
    title: 'List Pages domains',
    description: "List the custom domains of a project's Pages site with their verification and certificate state.",
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListPagesDomainsDto,
    output: PagesDomainListDto,
    operation: 'pagesDomainList',
    route: 'GET /projects/:id/pages/domains',
    hints: [PAGES_ROLE, PAGES_404],
    example: { project_id: '42' },
  })
  async domainList(input: ListPagesDomainsDto, ctx: ActionContext): Promise<ActionResult<PagesDomainListDto>> {
    const res = await ctx.gitlab.rest<unknown[]>({
      method: 'GET',
      path: `${projectPath(input.project_id)}/pages/domains`,
      query: { page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: PagesDomainListDto = {
      domains: res.data.map((d) => toPagesDomain(d)),
      pagination: pageOf(res, input),
      next_steps: ['project.pages_domain_get for one domain', 'project.pages_domain_create to add a domain'],
    };
    return respond(out, renderPagesDomainList(out, `project ${input.project_id}`));
  }

  @Action({
    id: 'project.pages_domain_list_all',
    title: 'List all Pages domains',
    description: 'List every custom Pages domain of the instance with its project and certificate expiry (administrators only).',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: PageParamsDto,
    output: PagesDomainListDto,
    operation: 'pagesDomainListAll',
    route: 'GET /pages/domains',
    hints: [{ text: 'listing the Pages domains of the whole instance requires an administrator', statuses: [401, 403], namesRole: true }],
    example: { per_page: 20 },
  })
  async domainListAll(input: PageParamsDto, ctx: ActionContext): Promise<ActionResult<PagesDomainListDto>> {
    const res = await ctx.gitlab.rest<unknown[]>({ method: 'GET', path: '/pages/domains', query: { page: input.page, per_page: input.per_page }, signal: ctx.signal });
    const out: PagesDomainListDto = {
      domains: res.data.map((d) => toPagesDomain(d)),
      pagination: pageOf(res, input),
      next_steps: ["project.pages_domain_get with the project_id for a domain's details"],
    };
    return respond(out, renderPagesDomainList(out, 'the instance'));
  }

  @Action({
    id: 'project.pages_domain_get',
    title: 'Get a Pages domain',
    description: 'Get one custom Pages domain of a project: verification TXT code, verification state, and the TLS certificate (subject, expiry, PEM).',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: PagesDomainRefDto,
    output: PagesDomainDto,
    operation: 'pagesDomainGet',
    route: 'GET /projects/:id/pages/domains/:domain',
    hints: [PAGES_ROLE, DOMAIN_404],
    example: { project_id: '42', domain: 'www.example.com' },
  })
  async domainGet(input: PagesDomainRefDto, ctx: ActionContext): Promise<ActionResult<PagesDomainDto>> {
    const res = await ctx.gitlab.rest<unknown>({ method: 'GET', path: domainPath(input), signal: ctx.signal });
    const out: PagesDomainDto = { ...toPagesDomain(res.data, input.domain), next_steps: ['project.pages_domain_update to change its certificate', 'project.pages_domain_delete to remove it'] };
    return respond(out, renderPagesDomain(out));
  }

  @Action({
    id: 'project.pages_domain_create',
    title: 'Add a Pages domain',
    description: "Add a custom domain to a project's Pages site, with a PEM certificate and key (the key is write-only) or a Let's Encrypt certificate (auto_ssl_enabled). Prove ownership with the returned TXT verification code.",
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: CreatePagesDomainDto,
    output: PagesDomainDto,
    operation: 'pagesDomainCreate',
    route: 'POST /projects/:id/pages/domains',
    hints: [PAGES_ROLE, PAGES_404, { text: 'the domain may already be in use, or the certificate and key do not match or are not valid PEM', statuses: [400, 422] }],
    example: { project_id: '42', domain: 'docs.example.com', auto_ssl_enabled: true },
  })
  async domainCreate(input: CreatePagesDomainDto, ctx: ActionContext): Promise<ActionResult<PagesDomainDto>> {
    const { project_id, ...body } = input;
    const res = await ctx.gitlab.rest<unknown>({ method: 'POST', path: `${projectPath(project_id)}/pages/domains`, body, signal: ctx.signal });
    const out: PagesDomainDto = { ...toPagesDomain(res.data, input.domain), next_steps: ['project.pages_domain_get to check verified once the TXT verification record is in DNS'] };
    return respond(out, renderPagesDomain(out, 'Pages domain added:'));
  }

  @Action({
    id: 'project.pages_domain_update',
    title: 'Update a Pages domain',
    description: "Replace the certificate and key of a custom Pages domain (the key is write-only), or switch to or from Let's Encrypt (auto_ssl_enabled).",
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: UpdatePagesDomainDto,
    output: PagesDomainDto,
    operation: 'pagesDomainUpdate',
    route: 'PUT /projects/:id/pages/domains/:domain',
    hints: [PAGES_ROLE, DOMAIN_404, { text: 'the certificate and key do not match or are not valid PEM', statuses: [400, 422] }],
    example: { project_id: '42', domain: 'www.example.com', auto_ssl_enabled: true },
  })
  async domainUpdate(input: UpdatePagesDomainDto, ctx: ActionContext): Promise<ActionResult<PagesDomainDto>> {
    const { project_id: _project, domain, ...body } = input;
    const res = await ctx.gitlab.rest<unknown>({ method: 'PUT', path: domainPath(input), body, signal: ctx.signal });
    const out: PagesDomainDto = { ...toPagesDomain(res.data, domain), next_steps: ['project.pages_domain_get to check the certificate'] };
    return respond(out, renderPagesDomain(out, 'Pages domain updated:'));
  }

  @Action({
    id: 'project.pages_domain_delete',
    title: 'Delete a Pages domain',
    description: "Remove a custom domain from a project's Pages site, with its certificate; the site stops answering on it.",
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: PagesDomainRefDto,
    output: PagesActionResultDto,
    operation: 'pagesDomainDelete',
    route: 'DELETE /projects/:id/pages/domains/:domain',
    hints: [PAGES_ROLE, DOMAIN_404],
    example: { project_id: '42', domain: 'www.example.com' },
  })
  async domainDelete(input: PagesDomainRefDto, ctx: ActionContext): Promise<ActionResult<PagesActionResultDto>> {
    await ctx.gitlab.rest<unknown>({ method: 'DELETE', path: domainPath(input), signal: ctx.signal });
    const out: PagesActionResultDto = { project_id: input.project_id, domain: input.domain, message: 'Domain removed with its certificate.', next_steps: ['project.pages_domain_list to see the remaining domains'] };
    return respond(out, renderPagesAction(out, `Pages domain ${input.domain} deleted`));
  }
}
