import { card, formatDate, nextStepsBlock, table } from '@gitlab-mcp/action-kit';
import { asArray, asBool, asInt, asObject, asString } from './json-values.js';
import { untrustedLongText } from './long-text.js';
import { maskUrlCredentials } from './settings-secrets.js';
import type { HookKeyDto, WebhookDto } from './webhook.dto.js';

/** Keys only: GitLab returns `[{key}]`, and a value, should one arrive, is dropped. */
function keysOf(value: unknown): HookKeyDto[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return asArray(value)
    .map((item) => asString(asObject(item)?.['key']))
    .filter((key): key is string => key !== undefined)
    .map((key) => ({ key }));
}

/**
 * The fields every webhook has, read field by field: a value of another type is left out, URLs
 * have their credentials masked, and custom headers and URL variables keep their keys only, so no
 * secret sent in the request can come back through a proxy or an older instance. `ownerFields`
 * (the project or group id) come right after the description, where GitLab puts them.
 */
export function webhookOf(h: Record<string, unknown>, ownerFields: Record<string, number | undefined>): WebhookDto & Record<string, unknown> {
  const url = asString(h['url']);
  return {
    id: asInt(h['id']),
    url: url === undefined ? undefined : maskUrlCredentials(url),
    name: asString(h['name']),
    description: asString(h['description']),
    ...ownerFields,
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
}

/** Sets each event flag of `flags` on the hook from the raw answer (a non-boolean is left out). */
export function readEventFlags(hook: Record<string, unknown>, raw: Record<string, unknown>, flags: readonly string[]): void {
  for (const flag of flags) hook[flag] = asBool(raw[flag]);
}

const enabledEvents = (h: WebhookDto, flags: readonly string[]): string[] =>
  flags.filter((f) => (h as unknown as Record<string, unknown>)[f] === true).map((f) => f.replace(/_events$/, ''));
const branchFilter = (h: WebhookDto): string =>
  h.push_events_branch_filter && h.branch_filter_strategy !== 'all_branches' ? `${h.push_events_branch_filter} (${h.branch_filter_strategy ?? 'wildcard'})` : 'all branches';
const keyNames = (list: HookKeyDto[] | undefined): string[] => (list ?? []).map((k) => k.key);
const secretState = (present: boolean | undefined): string | undefined => (present === undefined ? undefined : present ? 'set (write-only, not shown)' : 'not set');

/** One webhook as a card; `getAction` names the action that returns long fields whole. */
export function renderWebhook(h: WebhookDto, heading: string, flags: readonly string[], getAction: string): string {
  const parts = [
    card(`${heading} ${h.id ?? ''} ${h.name ? `(${h.name})` : ''}`.trim(), [
      ['URL', h.url],
      ['Events', enabledEvents(h, flags)],
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
  if (h.description) parts.push(`\n\n${untrustedLongText('Description', h.description, `${getAction} returns it whole in structuredContent.description`, 2000)}`);
  if (h.custom_webhook_template) {
    parts.push(`\n\n${untrustedLongText('Custom payload template', h.custom_webhook_template, `${getAction} returns it whole in structuredContent.custom_webhook_template`, 2000)}`);
  }
  parts.push(nextStepsBlock(h.next_steps ?? []));
  return parts.join('');
}

/** A table of webhooks (without pagination line or next steps). */
export function webhookTable(title: string, hooks: WebhookDto[], flags: readonly string[]): string {
  return table(
    title,
    [
      { header: 'ID', value: (h: WebhookDto) => h.id },
      { header: 'Name', value: (h) => h.name },
      { header: 'URL', value: (h) => h.url },
      { header: 'Events', value: (h) => enabledEvents(h, flags) },
      { header: 'Status', value: (h) => h.alert_status },
    ],
    hooks,
    'No webhooks.',
  );
}
