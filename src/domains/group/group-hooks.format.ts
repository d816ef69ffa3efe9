import { card, nextStepsBlock, paginationLine } from '@gitlab-mcp/action-kit';
import { asInt, asObject } from '../shared/json-values.js';
import { readEventFlags, renderWebhook, webhookOf, webhookTable } from '../shared/webhook.format.js';
import type { GroupHookDto, GroupHookListDto, GroupHookOutcomeDto } from './dto/group-hook.dto.js';

/** Event flags of a group webhook, in the order the cards list them. */
const GROUP_EVENT_FLAGS = [
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
  'member_events',
  'project_events',
  'subgroup_events',
  'repository_update_events',
  'vulnerability_events',
] as const;

/** A group webhook read field by field (see `webhookOf`): secrets never come back, URL credentials are masked. */
export function toGroupHook(raw: unknown): GroupHookDto {
  const h = asObject(raw) ?? {};
  const hook: GroupHookDto = { ...webhookOf(h, { group_id: asInt(h['group_id']) }), organization_id: asInt(h['organization_id']) };
  readEventFlags(hook as Record<string, unknown>, h, GROUP_EVENT_FLAGS);
  return hook;
}

export function renderGroupHook(h: GroupHookDto, heading = 'Webhook'): string {
  return renderWebhook(h, heading, GROUP_EVENT_FLAGS, 'group.hook_get');
}

export function renderGroupHookList(list: GroupHookListDto, group: string): string {
  return webhookTable(`Webhooks of group ${group}`, list.hooks, GROUP_EVENT_FLAGS) + `\n\n${paginationLine(list.pagination)}` + nextStepsBlock(list.next_steps ?? []);
}

export function renderGroupHookOutcome(r: GroupHookOutcomeDto, heading: string): string {
  return (
    card(heading, [
      ['Group', r.group_id],
      ['Webhook', r.hook_id],
      ...(r.key === undefined ? [] : [['Key', r.key] as const]),
      ...(r.trigger === undefined ? [] : [['Event', r.trigger] as const]),
      ...(r.hook_log_id === undefined ? [] : [['Delivery', r.hook_log_id] as const]),
      ['Result', r.message],
    ]) + nextStepsBlock(r.next_steps ?? [])
  );
}
