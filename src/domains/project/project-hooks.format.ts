import { card, formatDate, nextStepsBlock, paginationLine, table } from '@gitlab-mcp/action-kit';
import { asArray, asBool, asInt, asObject, asString } from '../shared/json-values.js';
import { untrustedLongText } from '../shared/long-text.js';
import type { HookDeletionDto, HookDto, HookKeyChangeDto, HookKeyDto, HookListDto, HookTestResultDto } from './dto/hook.dto.js';
import { maskUrlCredentials } from './settings-secrets.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

/** Event flags of a webhook, in the order the cards list them. */
const EVENT_FLAGS = [
  'push_events',
  'tag_push_events',
  'merge_requests_events',
  'issues_events',
  'confidential_issues_events',
  'note_events',
  'confidential_note_events',
  'job_events',
  'pipeline_events',
  'wiki_page_events',
  'deployment_events',
  'feature_flag_events',
  'releases_events',
  'milestone_events',
  'emoji_events',
  'resource_access_token_events',
  'resource_deploy_token_events',
  'repository_update_events',
  'vulnerability_events',
] as const;

type EventFlag = (typeof EVENT_FLAGS)[number];

/** Keys only: GitLab returns `[{key}]`, and a value, should one arrive, is dropped. */
function keysOf(value: unknown): HookKeyDto[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return asArray(value)
    .map((item) => asString(asObject(item)?.['key']))
    .filter((key): key is string => key !== undefined)
    .map((key) => ({ key }));
}

/**
 * A webhook as GitLab describes it, read field by field: a value of another type is left out,
 * URLs have their credentials masked, and custom headers and URL variables keep their keys only,
 * so no secret sent in the request can come back through a proxy or an older instance.
 */
export function toHook(raw: unknown): HookDto {
  const h = asObject(raw) ?? {};
  const url = asString(h['url']);
  const hook: HookDto = {
    id: asInt(h['id']),
    url: url === undefined ? undefined : maskUrlCredentials(url),
    name: asString(h['name']),
    description: asString(h['description']),
    project_id: asInt(h['project_id']),
    created_at: asString(h['created_at']),
    push_events_branch_filter: asString(h['push_events_branch_filter']),
    branch_filter_strategy: asString(h['branch_filter_strategy']),
    duo_flow_callback_enabled: asBool(h['duo_flow_callback_enabled']),
    enable_ssl_verification: asBool(h['enable_ssl_verification']),
    alert_status: asString(h['alert_status']),
    disabled_until: asString(h['disabled_until']),
    custom_webhook_template: asString(h['custom_webhook_template']),
    token_present: asBool(h['token_present']),
    signing_token_present: asBool(h['signing_token_present']),
    custom_headers: keysOf(h['custom_headers']),
    url_variables: keysOf(h['url_variables']),
  };
  for (const flag of EVENT_FLAGS) hook[flag] = asBool(h[flag]);
  return hook;
}

const enabledEvents = (h: HookDto): string[] => EVENT_FLAGS.filter((f: EventFlag) => h[f] === true).map((f) => f.replace(/_events$/, ''));
const branchFilter = (h: HookDto): string =>
  h.push_events_branch_filter && h.branch_filter_strategy !== 'all_branches' ? `${h.push_events_branch_filter} (${h.branch_filter_strategy ?? 'wildcard'})` : 'all branches';
const keyNames = (list: HookKeyDto[] | undefined): string[] => (list ?? []).map((k) => k.key);
const secretState = (present: boolean | undefined): string | undefined => (present === undefined ? undefined : present ? 'set (write-only, not shown)' : 'not set');

export function renderHook(h: HookDto, heading = 'Webhook'): string {
  const parts = [
    card(`${heading} ${h.id ?? ''} ${h.name ? `(${h.name})` : ''}`.trim(), [
      ['URL', h.url],
      ['Events', enabledEvents(h)],
      ['Push branch filter', branchFilter(h)],
      ['SSL verification', h.enable_ssl_verification],
      ['Secret token', secretState(h.token_present)],
      ['Signing token', secretState(h.signing_token_present)],
      ['Custom headers', keyNames(h.custom_headers)],
      ['URL variables', keyNames(h.url_variables)],
      ['Status', h.alert_status],
      ['Disabled until', formatDate(h.disabled_until)],
      ['Created', formatDate(h.created_at)],
    ]),
  ];
  if (h.description) parts.push(`\n\n${untrustedLongText('Description', h.description, 'project.hook_get returns it whole in structuredContent.description', 2000)}`);
  if (h.custom_webhook_template) {
    parts.push(`\n\n${untrustedLongText('Custom payload template', h.custom_webhook_template, 'project.hook_get returns it whole in structuredContent.custom_webhook_template', 2000)}`);
  }
  parts.push(steps(h));
  return parts.join('');
}

export function renderHookList(list: HookListDto, project: string): string {
  return (
    table(
      `Webhooks of project ${project}`,
      [
        { header: 'ID', value: (h: HookDto) => h.id },
        { header: 'Name', value: (h) => h.name },
        { header: 'URL', value: (h) => h.url },
        { header: 'Events', value: (h) => enabledEvents(h) },
        { header: 'Status', value: (h) => h.alert_status },
      ],
      list.hooks,
      'No webhooks.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderHookDeletion(r: HookDeletionDto): string {
  return card(`Webhook ${r.hook_id} deleted`, [['Project', r.project_id], ['Result', r.message]]) + steps(r);
}

export function renderHookKeyChange(r: HookKeyChangeDto, what: string): string {
  return card(`${what} ${r.key} of webhook ${r.hook_id}`, [['Project', r.project_id], ['Result', r.message]]) + steps(r);
}

export function renderHookTest(r: HookTestResultDto): string {
  return card(`Test delivery of webhook ${r.hook_id}`, [['Project', r.project_id], ['Event', r.trigger], ['GitLab answered', r.message]]) + steps(r);
}
