import { card, formatDate, nextStepsBlock, paginationLine, table, type CellValue } from '@gitlab-mcp/action-kit';
import { untrustedLongText } from '../shared/long-text.js';
import type { DeploymentDto } from './dto/deployment.dto.js';
import type { EnvironmentDeletionDto, EnvironmentDto, EnvironmentListDto } from './dto/environment.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

/** Environment descriptions are short by nature; a long one is trimmed in the card. */
const DESCRIPTION_LIMIT = 2000;

const lastDeployment = (d: DeploymentDto | undefined): string | undefined =>
  d ? [`#${d.iid ?? d.id}`, d.status, d.ref, d.sha?.slice(0, 8)].filter((x) => x !== undefined && x !== '').join(' · ') : undefined;

/** Rows shown only when the environment has a value for them (most environments use none of these). */
const WHEN_SET = new Set(['Auto stop', 'Kubernetes agent', 'Kubernetes namespace', 'Flux resource', 'Last deployed']);

export function renderEnvironment(e: EnvironmentDto, heading = 'Environment'): string {
  const rows: ReadonlyArray<readonly [string, CellValue]> = [
    ['ID', e.id],
    ['State', e.state],
    ['Tier', e.tier],
    ['URL', e.external_url],
    ['Slug', e.slug],
    ['Auto stop', e.auto_stop_at ? formatDate(e.auto_stop_at) : undefined],
    ['Auto stop setting', e.auto_stop_setting],
    ['Kubernetes agent', e.cluster_agent?.name],
    ['Kubernetes namespace', e.kubernetes_namespace],
    ['Flux resource', e.flux_resource_path],
    ['Last deployment', lastDeployment(e.last_deployment) ?? 'none yet'],
    ['Last deployed', e.last_deployment?.created_at ? formatDate(e.last_deployment.created_at) : undefined],
    ['Created', formatDate(e.created_at)],
    ['Updated', formatDate(e.updated_at)],
  ];
  const parts = [card(`${heading} ${e.name}`, rows.filter(([label, value]) => !WHEN_SET.has(label) || (value !== undefined && value !== '')))];
  if (e.description) parts.push(`\n\n${untrustedLongText('Description', e.description, 'environment.get returns it whole in structuredContent.description', DESCRIPTION_LIMIT)}`);
  parts.push(steps(e));
  return parts.join('');
}

export function renderEnvironmentList(list: EnvironmentListDto, project: string): string {
  return (
    table(
      `Environments of project ${project}`,
      [
        { header: 'ID', value: (e: EnvironmentDto) => e.id },
        { header: 'Name', value: (e) => e.name },
        { header: 'State', value: (e) => e.state },
        { header: 'Tier', value: (e) => e.tier },
        { header: 'URL', value: (e) => e.external_url },
        { header: 'Last deployment', value: (e) => lastDeployment(e.last_deployment) },
        { header: 'Updated', value: (e) => formatDate(e.updated_at) },
      ],
      list.environments,
      'No environments match.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderEnvironmentDeletion(r: EnvironmentDeletionDto): string {
  return card(`Environment ${r.environment_id} deleted`, [['Project', r.project_id], ['Result', r.message]]) + steps(r);
}
