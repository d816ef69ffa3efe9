import { card, formatDate, nextStepsBlock, paginationLine, table, type CellValue } from '@gitlab-mcp/action-kit';
import { asArray, asBool, asInt, asObject, asString } from '../shared/json-values.js';
import type { PagesActionResultDto, PagesDomainDto, PagesDomainListDto, PagesDto } from './dto/pages.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

/** The Pages settings GitLab returns, read field by field. */
export function toPages(raw: unknown, projectId: string): PagesDto {
  const p = asObject(raw) ?? {};
  return {
    project_id: projectId,
    url: asString(p['url']),
    is_unique_domain_enabled: asBool(p['is_unique_domain_enabled']),
    force_https: asBool(p['force_https']),
    primary_domain: asString(p['primary_domain']),
    deployments: Array.isArray(p['deployments'])
      ? asArray(p['deployments']).map((d) => {
          const o = asObject(d) ?? {};
          return { created_at: asString(o['created_at']), url: asString(o['url']), path_prefix: asString(o['path_prefix']), root_directory: asString(o['root_directory']) };
        })
      : undefined,
  };
}

/**
 * A Pages domain read field by field. Only the public certificate is kept: a private key, should
 * an answer carry one, never reaches the output.
 */
export function toPagesDomain(raw: unknown, fallbackDomain?: string): PagesDomainDto {
  const d = asObject(raw) ?? {};
  const cert = asObject(d['certificate']);
  const expiry = asObject(d['certificate_expiration']);
  return {
    domain: asString(d['domain']) ?? fallbackDomain,
    url: asString(d['url']),
    project_id: asInt(d['project_id']),
    verified: asBool(d['verified']),
    verification_code: asString(d['verification_code']),
    enabled_until: asString(d['enabled_until']),
    auto_ssl_enabled: asBool(d['auto_ssl_enabled']),
    certificate: cert
      ? { subject: asString(cert['subject']), expired: asBool(cert['expired']), certificate: asString(cert['certificate']), certificate_text: asString(cert['certificate_text']) }
      : undefined,
    certificate_expiration: expiry ? { expired: asBool(expiry['expired']), expiration: asString(expiry['expiration']) } : undefined,
  };
}

export function renderPages(p: PagesDto, heading = `Pages of project ${p.project_id}`): string {
  const main = card(heading, [
    ['URL', p.url],
    ['Unique domain', p.is_unique_domain_enabled],
    ['Force HTTPS', p.force_https],
    ['Primary domain', p.primary_domain],
    ['Deployments', p.deployments?.length ?? 0],
  ]);
  const deployments = (p.deployments ?? []).length
    ? `\n\n${table(
        'Active deployments',
        [
          { header: 'URL', value: (d: NonNullable<PagesDto['deployments']>[number]) => d.url },
          { header: 'Path prefix', value: (d) => d.path_prefix },
          { header: 'Created', value: (d) => formatDate(d.created_at) },
        ],
        p.deployments ?? [],
      )}`
    : '';
  return main + deployments + steps(p);
}

const certState = (d: PagesDomainDto): string | undefined => {
  const expired = d.certificate?.expired ?? d.certificate_expiration?.expired;
  if (expired === undefined) return d.auto_ssl_enabled ? "Let's Encrypt (pending)" : undefined;
  return expired ? 'expired' : 'valid';
};

export function renderPagesDomain(d: PagesDomainDto, heading = 'Pages domain'): string {
  return (
    card(`${heading} ${d.domain ?? ''}`.trim(), [
      ['URL', d.url],
      ['Verified', d.verified],
      ['Verification code (TXT record)', d.verification_code],
      ['Enabled until', formatDate(d.enabled_until)],
      ["Let's Encrypt", d.auto_ssl_enabled],
      ['Certificate', certState(d)],
      ['Certificate subject', d.certificate?.subject],
      ['Certificate expires', formatDate(d.certificate_expiration?.expiration)],
    ]) + steps(d)
  );
}

export function renderPagesDomainList(list: PagesDomainListDto, scope: string): string {
  return (
    table(
      `Pages domains of ${scope}`,
      [
        { header: 'Domain', value: (d: PagesDomainDto) => d.domain },
        { header: 'Project', value: (d) => d.project_id },
        { header: 'Verified', value: (d) => d.verified },
        { header: "Let's Encrypt", value: (d) => d.auto_ssl_enabled },
        { header: 'Certificate', value: (d) => certState(d) },
      ],
      list.domains,
      'No Pages domains.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderPagesAction(r: PagesActionResultDto, heading: string): string {
  const rows: [string, CellValue][] = [['Project', r.project_id]];
  if (r.domain) rows.push(['Domain', r.domain]);
  rows.push(['Result', r.message]);
  return card(heading, rows) + steps(r);
}
