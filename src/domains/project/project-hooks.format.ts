import { card, nextStepsBlock, paginationLine } from '@gitlab-mcp/action-kit';
import { asInt, asObject } from '../shared/json-values.js';
import { readEventFlags, renderWebhook, webhookOf, webhookTable } from '../shared/webhook.format.js';
import type { HookDeletionDto, HookDto, HookKeyChangeDto, HookListDto, HookTestResultDto } from './dto/hook.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

/** Event flags of a project webhook, in the order the cards list them. */
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

/**
 * A project webhook as GitLab describes it, read field by field (see `webhookOf`): no secret sent
 * in the request can come back through a proxy or an older instance.
 */
export function toHook(raw: unknown): HookDto {
  const h = asObject(raw) ?? {};
  const hook: HookDto = webhookOf(h, { project_id: asInt(h['project_id']) });
  readEventFlags(hook as Record<string, unknown>, h, EVENT_FLAGS);
  return hook;
}

export function renderHook(h: HookDto, heading = 'Webhook'): string {
  return renderWebhook(h, heading, EVENT_FLAGS, 'project.hook_get');
}

export function renderHookList(list: HookListDto, project: string): string {
  return webhookTable(`Webhooks of project ${project}`, list.hooks, EVENT_FLAGS) + `\n\n${paginationLine(list.pagination)}` + steps(list);
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
