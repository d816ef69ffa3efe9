import { Action, Domain, PageParamsDto, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { ProjectIdDto } from '../shared/project-id.dto.js';
import { CreatePagesDomainDto, ListPagesDomainsDto, PagesDomainRefDto, UpdatePagesDomainDto, UpdatePagesDto } from './dto/pages-params.dto.js';
import { PagesActionResultDto, PagesDomainDto, PagesDomainListDto, PagesDto } from './dto/pages.dto.js';
import { PROJECT_DOMAIN } from './project.domain.js';
import { renderPages, renderPagesAction, renderPagesDomain, renderPagesDomainList, toPages, toPagesDomain } from './project-pages.format.js';

const PAGES_ROLE = { text: 'Pages settings need the Maintainer or Owner role (some instances reserve them to administrators)', statuses: [401, 403], namesRole: true };
const PAGES_404 = { text: 'the project may not exist, or GitLab Pages is not enabled on this instance or not deployed for the project', statuses: [404] };
const DOMAIN_404 = { text: 'the domain may not belong to this project; use project.pages_domain_list', statuses: [404] };

/** GitLab Pages of a project: settings, unpublishing, and custom domains with their TLS certificates. */
@Domain(PROJECT_DOMAIN)
@Injectable()
export class ProjectPagesActions {
  @Action({
    id: 'project.pages_get', title: 'Get Pages settings', tier: 'free', readOnly: true, destructive: false,
    description: 'Get the GitLab Pages settings of a project: site URL, unique domain, HTTPS enforcement, primary domain and the active deployments.',
    keywords: ['static site', 'website', 'Pages URL', 'GitHub Pages', 'docs site', 'HTTPS only'],
    input: ProjectIdDto, output: PagesDto, operation: 'pagesGet', route: 'GET /projects/:id/pages',
    hints: [PAGES_ROLE, PAGES_404],
    example: { project_id: '42' },
    reply: { shape: (answer, input) => toPages(answer, input.project_id), render: (out) => renderPages(out), nextSteps: ['project.pages_update to change the settings', 'project.pages_domain_list for the custom domains'] },
  })
  readonly get?: Declared;

  @Action({
    id: 'project.pages_update', title: 'Update Pages settings', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Change the GitLab Pages settings of a project: unique domain, HTTPS-only, and the primary domain other domains redirect to.',
    keywords: ['static site', 'force HTTPS', 'website settings', 'GitHub Pages', 'redirect domain'],
    input: UpdatePagesDto, output: PagesDto, operation: 'pagesUpdate', route: 'PATCH /projects/:id/pages',
    hints: [PAGES_ROLE, PAGES_404, { text: "pages_primary_domain must be one of the project's Pages domains (project.pages_domain_list)", statuses: [400, 422] }],
    example: { project_id: '42', pages_https_only: true },
    reply: { shape: (answer, input) => toPages(answer, input.project_id), render: (out, input) => renderPages(out, `Pages of project ${input.project_id} updated`), nextSteps: ['project.pages_get to review the settings'] },
  })
  readonly update?: Declared;

  @Action({
    id: 'project.pages_unpublish', title: 'Unpublish Pages', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Remove the published GitLab Pages site of a project (every deployment). The site is offline until a pipeline deploys it again.',
    keywords: ['take site down', 'static site', 'remove website', 'offline', 'GitHub Pages'],
    input: ProjectIdDto, output: PagesActionResultDto, operation: 'pagesUnpublish', route: 'DELETE /projects/:id/pages',
    hints: [PAGES_ROLE, PAGES_404],
    example: { project_id: '42' },
    reply: { shape: (_, input) => ({ project_id: input.project_id, message: 'Pages site removed; a new Pages deployment publishes it again.' }), render: (out, input) => renderPagesAction(out, `Pages of project ${input.project_id} unpublished`), nextSteps: ['project.pages_get to confirm'] },
  })
  readonly unpublish?: Declared;

  @Action({
    id: 'project.pages_domain_list', title: 'List Pages domains', tier: 'free', readOnly: true, destructive: false,
    description: "List the custom domains of a project's Pages site with their verification and certificate state.",
    keywords: ['custom domain', 'vanity domain', 'CNAME', 'static site domains', 'DNS'],
    input: ListPagesDomainsDto, output: PagesDomainListDto, operation: 'pagesDomainList', route: 'GET /projects/:id/pages/domains',
    hints: [PAGES_ROLE, PAGES_404],
    example: { project_id: '42' },
    reply: { list: 'domains', shape: (answer) => (answer as unknown[]).map((d) => toPagesDomain(d)), render: (out, input) => renderPagesDomainList(out, `project ${input.project_id}`), nextSteps: ['project.pages_domain_get for one domain', 'project.pages_domain_create to add a domain'] },
  })
  readonly domainList?: Declared;

  @Action({
    id: 'project.pages_domain_list_all', title: 'List all Pages domains', tier: 'free', readOnly: true, destructive: false,
    description: 'List every custom Pages domain of the instance with its project and certificate expiry (administrators only).',
    keywords: ['admin', 'all custom domains', 'instance-wide', 'self-managed', 'every site'],
    input: PageParamsDto, output: PagesDomainListDto, operation: 'pagesDomainListAll', route: 'GET /pages/domains',
    hints: [{ text: 'listing the Pages domains of the whole instance requires an administrator', statuses: [401, 403], namesRole: true }],
    example: { per_page: 20 },
    reply: { list: 'domains', shape: (answer) => (answer as unknown[]).map((d) => toPagesDomain(d)), render: (out) => renderPagesDomainList(out, 'the instance'), nextSteps: ["project.pages_domain_get with the project_id for a domain's details"] },
  })
  readonly domainListAll?: Declared;

  @Action({
    id: 'project.pages_domain_get', title: 'Get a Pages domain', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one custom Pages domain of a project: verification TXT code, verification state, and the TLS certificate (subject, expiry, PEM).',
    keywords: ['custom domain', 'TLS certificate', 'SSL cert', 'DNS verification', 'CNAME'],
    input: PagesDomainRefDto, output: PagesDomainDto, operation: 'pagesDomainGet', route: 'GET /projects/:id/pages/domains/:domain',
    hints: [PAGES_ROLE, DOMAIN_404],
    example: { project_id: '42', domain: 'www.example.com' },
    reply: { shape: (answer, input) => toPagesDomain(answer, input.domain), render: (out) => renderPagesDomain(out), nextSteps: ['project.pages_domain_update to change its certificate', 'project.pages_domain_delete to remove it'] },
  })
  readonly domainGet?: Declared;

  @Action({
    id: 'project.pages_domain_create', title: 'Add a Pages domain', tier: 'free', readOnly: false, destructive: false,
    description: "Add a custom domain to a project's Pages site, with a PEM certificate and key (the key is write-only) or a Let's Encrypt certificate (auto_ssl_enabled). Prove ownership with the returned TXT verification code.",
    keywords: ['custom domain', 'CNAME', 'SSL cert', 'HTTPS certificate', 'vanity domain'],
    input: CreatePagesDomainDto, output: PagesDomainDto, operation: 'pagesDomainCreate', route: 'POST /projects/:id/pages/domains',
    hints: [PAGES_ROLE, PAGES_404, { text: 'the domain may already be in use, or the certificate and key do not match or are not valid PEM', statuses: [400, 422] }],
    example: { project_id: '42', domain: 'docs.example.com', auto_ssl_enabled: true },
    reply: { shape: (answer, input) => toPagesDomain(answer, input.domain), render: (out) => renderPagesDomain(out, 'Pages domain added:'), nextSteps: ['project.pages_domain_get to check verified once the TXT verification record is in DNS'] },
  })
  readonly domainCreate?: Declared;

  @Action({
    id: 'project.pages_domain_update', title: 'Update a Pages domain', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: "Replace the certificate and key of a custom Pages domain (the key is write-only), or switch to or from Let's Encrypt (auto_ssl_enabled).",
    keywords: ['renew certificate', 'SSL cert', 'HTTPS certificate', 'custom domain', 'auto SSL'],
    input: UpdatePagesDomainDto, output: PagesDomainDto, operation: 'pagesDomainUpdate', route: 'PUT /projects/:id/pages/domains/:domain',
    hints: [PAGES_ROLE, DOMAIN_404, { text: 'the certificate and key do not match or are not valid PEM', statuses: [400, 422] }],
    example: { project_id: '42', domain: 'www.example.com', auto_ssl_enabled: true },
    reply: { shape: (answer, input) => toPagesDomain(answer, input.domain), render: (out) => renderPagesDomain(out, 'Pages domain updated:'), nextSteps: ['project.pages_domain_get to check the certificate'] },
  })
  readonly domainUpdate?: Declared;

  @Action({
    id: 'project.pages_domain_delete', title: 'Delete a Pages domain', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: "Remove a custom domain from a project's Pages site, with its certificate; the site stops answering on it.",
    keywords: ['custom domain', 'CNAME', 'remove domain', 'static site domain'],
    input: PagesDomainRefDto, output: PagesActionResultDto, operation: 'pagesDomainDelete', route: 'DELETE /projects/:id/pages/domains/:domain',
    hints: [PAGES_ROLE, DOMAIN_404],
    example: { project_id: '42', domain: 'www.example.com' },
    reply: { shape: (_, input) => ({ project_id: input.project_id, domain: input.domain, message: 'Domain removed with its certificate.' }), render: (out, input) => renderPagesAction(out, `Pages domain ${input.domain} deleted`), nextSteps: ['project.pages_domain_list to see the remaining domains'] },
  })
  readonly domainDelete?: Declared;
}
