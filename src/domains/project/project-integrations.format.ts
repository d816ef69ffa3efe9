import { card, formatDate, nextStepsBlock, paginationLine, table, type CellValue } from '@gitlab-mcp/action-kit';
import { asBool, asInt, asObject, asString } from '../shared/json-values.js';
import type { IntegrationDeletionDto, IntegrationDetailDto, IntegrationDto, IntegrationListDto } from './dto/integration.dto.js';
import { redactProperties } from '../shared/settings-secrets.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

const EVENT_FLAGS = [
  'push_events',
  'tag_push_events',
  'merge_requests_events',
  'issues_events',
  'confidential_issues_events',
  'note_events',
  'confidential_note_events',
  'commit_events',
  'pipeline_events',
  'job_events',
  'wiki_page_events',
  'deployment_events',
  'alert_events',
  'incident_events',
  'vulnerability_events',
  'comment_on_event_enabled',
] as const;

/** An integration summary read field by field (a value of another type is left out). */
export function toIntegration(raw: unknown): IntegrationDto {
  const i = asObject(raw) ?? {};
  const out: IntegrationDto = {
    id: asInt(i['id']),
    title: asString(i['title']),
    slug: asString(i['slug']),
    active: asBool(i['active']),
    inherited: asBool(i['inherited']),
    created_at: asString(i['created_at']),
    updated_at: asString(i['updated_at']),
  };
  for (const flag of EVENT_FLAGS) out[flag] = asBool(i[flag]);
  return out;
}

/**
 * An integration with its settings: credential settings (password, token, api_key, webhook, ...)
 * are left out even when GitLab sends them, and credentials inside URLs are masked.
 */
export function toIntegrationDetail(raw: unknown): IntegrationDetailDto {
  const props = asObject(asObject(raw)?.['properties']);
  if (!props) return toIntegration(raw);
  const { properties, hidden } = redactProperties(props);
  return { ...toIntegration(raw), properties, hidden_properties: hidden.length > 0 ? hidden : undefined };
}

const events = (i: IntegrationDto): string[] => EVENT_FLAGS.filter((f) => i[f] === true).map((f) => f.replace(/_events$|_enabled$/, ''));

function propertyValue(value: unknown): CellValue {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number');
  return undefined;
}

export function renderIntegration(i: IntegrationDetailDto, heading = 'Integration'): string {
  const rows: [string, CellValue][] = [
    ['Slug', i.slug],
    ['Active', i.active],
    ['Inherited', i.inherited],
    ['Events', events(i)],
    ['Updated', formatDate(i.updated_at)],
  ];
  for (const [name, value] of Object.entries(i.properties ?? {})) rows.push([name, propertyValue(value)]);
  if (i.hidden_properties) rows.push(['Write-only settings (not shown)', i.hidden_properties]);
  return card(`${heading} ${i.title ?? i.slug ?? ''}`.trim(), rows) + steps(i);
}

export function renderIntegrationList(list: IntegrationListDto, owner: string): string {
  return (
    table(
      `Active integrations of ${owner}`,
      [
        { header: 'Slug', value: (i: IntegrationDto) => i.slug },
        { header: 'Title', value: (i) => i.title },
        { header: 'Active', value: (i) => i.active },
        { header: 'Inherited', value: (i) => i.inherited },
        { header: 'Updated', value: (i) => formatDate(i.updated_at) },
      ],
      list.integrations,
      'No active integrations.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderIntegrationDeletion(r: IntegrationDeletionDto): string {
  return card(`Integration ${r.slug} disabled`, [['Of', r.owner], ['Result', r.message]]) + steps(r);
}
