import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { asString } from '../shared/json-values.js';
import {
  CreateGroupHookDto,
  EditGroupHookDto,
  GroupHookKeyRefDto,
  GroupHookRefDto,
  ListGroupHooksDto,
  ResendGroupHookEventDto,
  SetGroupHookKeyDto,
  TestGroupHookDto,
} from './dto/group-hook-params.dto.js';
import { GroupHookDto, GroupHookListDto, GroupHookOutcomeDto } from './dto/group-hook.dto.js';
import { GROUP_DOMAIN } from './group.domain.js';
import { renderGroupHook, renderGroupHookList, renderGroupHookOutcome, toGroupHook } from './group-hooks.format.js';

const OWNER = { text: 'managing group webhooks requires the Owner role on the group (GitLab Premium or Ultimate)', statuses: [401, 403], namesRole: true };
const HOOK_404 = { text: 'the group or webhook may not exist, or the group is not on Premium or Ultimate; use group.hook_list to see the webhook IDs', statuses: [404] };
const URL_422 = { text: 'GitLab refused the URL or the branch filter: use a reachable http(s) URL (local addresses may be blocked by the instance) and a valid filter for branch_filter_strategy', statuses: [400, 422] };
const EXAMPLE = { group_id: 'platform', hook_id: 1 };

const outcome = (input: GroupHookRefDto, message: string, extra: Partial<GroupHookOutcomeDto> = {}): Omit<GroupHookOutcomeDto, 'next_steps'> => ({
  group_id: input.group_id,
  hook_id: input.hook_id,
  ...extra,
  message,
});

/** Group webhooks (Premium): HTTP callbacks GitLab sends on events of every project in the group, and on group events. */
@Domain(GROUP_DOMAIN)
@Injectable()
export class GroupHookActions {
  @Action({
    id: 'group.hook_list', title: 'List group webhooks', tier: 'premium', readOnly: true, destructive: false,
    description: 'List the webhooks of a group: URL, enabled events and delivery status. Secret tokens and header values are never returned.',
    keywords: ['integrations', 'HTTP callbacks', 'payload URL', 'org webhooks'],
    input: ListGroupHooksDto, output: GroupHookListDto, operation: 'groupHookList', route: 'GET /groups/:id/hooks',
    hints: [OWNER, { text: 'verify group_id, and that the group is on Premium or Ultimate; use group.list to find the group', statuses: [404] }],
    example: { group_id: 'platform', per_page: 20 },
    reply: {
      list: 'hooks',
      shape: (answer) => (answer as unknown[]).map(toGroupHook),
      render: (out, input) => renderGroupHookList(out, input.group_id),
      nextSteps: ['group.hook_get for one webhook', 'group.hook_add to add a webhook', 'group.hook_test to send a test delivery'],
    },
  })
  readonly list?: Declared;

  @Action({
    id: 'group.hook_get', title: 'Get a group webhook', tier: 'premium', readOnly: true, destructive: false,
    description: 'Get one webhook of a group: URL, events, branch filter, custom header and URL variable names, and whether a secret token is set.',
    keywords: ['HTTP callback', 'payload URL', 'integration', 'org webhook'],
    input: GroupHookRefDto, output: GroupHookDto, operation: 'groupHookGet', route: 'GET /groups/:id/hooks/:hook_id',
    hints: [OWNER, HOOK_404],
    example: EXAMPLE,
    reply: { shape: toGroupHook, render: (out) => renderGroupHook(out), nextSteps: ['group.hook_edit to change it', 'group.hook_test to send a test delivery'] },
  })
  readonly get?: Declared;

  @Action({
    id: 'group.hook_add', title: 'Add a group webhook', tier: 'premium', readOnly: false, destructive: false,
    description:
      'Add a webhook to a group: the URL, the events that trigger it for every project of the group (push events are on by default) plus member, project and subgroup events, an optional secret token, custom headers and URL variables. Secrets are write-only and never shown back.',
    keywords: ['HTTP callback', 'payload URL', 'integration', 'event trigger', 'org webhook'],
    input: CreateGroupHookDto, output: GroupHookDto, operation: 'groupHookAdd', route: 'POST /groups/:id/hooks',
    hints: [OWNER, URL_422],
    example: { group_id: 'platform', url: 'https://ci.example.com/hooks/gitlab', name: 'CI trigger', push_events: true, member_events: true, token: 'example-secret' },
    reply: { shape: toGroupHook, render: (out) => renderGroupHook(out, 'Webhook added:'), nextSteps: ['group.hook_test to send a test delivery', 'group.hook_set_custom_header to add a header'] },
  })
  readonly add?: Declared;

  @Action({
    id: 'group.hook_edit', title: 'Edit a group webhook', tier: 'premium', readOnly: false, destructive: false,
    description: 'Change a group webhook: URL, events, branch filter, SSL verification, token, template, headers or URL variables. Changing the URL resets the secret token unless token is sent again.',
    keywords: ['HTTP callback', 'payload URL', 'SSL verification', 'branch filter', 'org webhook'],
    input: EditGroupHookDto, output: GroupHookDto, operation: 'groupHookEdit', route: 'PUT /groups/:id/hooks/:hook_id',
    hints: [OWNER, HOOK_404, URL_422],
    example: { group_id: 'platform', hook_id: 1, pipeline_events: true, push_events_branch_filter: 'main' },
    reply: { shape: toGroupHook, render: (out) => renderGroupHook(out, 'Webhook updated:'), nextSteps: ['group.hook_test to check the new settings', 'group.hook_get to review it'] },
  })
  readonly edit?: Declared;

  @Action({
    id: 'group.hook_delete', title: 'Delete a group webhook', tier: 'premium', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete a webhook from a group; GitLab stops sending its events. Its token, headers and URL variables are lost.',
    keywords: ['HTTP callback', 'integration', 'stop events', 'org webhook'],
    input: GroupHookRefDto, output: GroupHookOutcomeDto, operation: 'groupHookDelete', route: 'DELETE /groups/:id/hooks/:hook_id',
    hints: [OWNER, HOOK_404],
    example: EXAMPLE,
    reply: { shape: (_, input) => outcome(input, 'Webhook deleted; GitLab no longer sends its events.'), render: (out) => renderGroupHookOutcome(out, `Webhook ${out.hook_id} deleted`), nextSteps: ['group.hook_list to see the remaining webhooks'] },
  })
  readonly delete?: Declared;

  @Action({
    id: 'group.hook_test', title: 'Test a group webhook', tier: 'premium', readOnly: false, destructive: false,
    description: 'Send a sample payload of one event kind (push, tag push, issue, note, MR, job, pipeline, wiki, release, emoji, access token) to a group webhook now. GitLab allows only a few test deliveries a minute.',
    keywords: ['test delivery', 'sample payload', 'try webhook', 'fire event'],
    input: TestGroupHookDto, output: GroupHookOutcomeDto, operation: 'groupHookTest', route: 'POST /groups/:id/hooks/:hook_id/test/:trigger',
    hints: [
      OWNER,
      HOOK_404,
      { text: 'the receiver did not accept the test delivery, or the group has no data for that event yet; try another trigger', statuses: [400, 422] },
      { text: 'GitLab allows only a few test deliveries a minute; wait a minute and retry', statuses: [429] },
    ],
    example: { group_id: 'platform', hook_id: 1, trigger: 'push_events' },
    reply: {
      shape: (answer, input) => outcome(input, asString((answer as { message?: unknown } | undefined)?.message) ?? 'Test delivery sent.', { trigger: input.trigger }),
      render: (out) => renderGroupHookOutcome(out, `Test delivery of webhook ${out.hook_id}`),
      nextSteps: ['group.hook_get to check the webhook status after the delivery'],
    },
  })
  readonly test?: Declared;

  @Action({
    id: 'group.hook_resend_event', title: 'Resend a group webhook delivery', tier: 'premium', readOnly: false, destructive: false,
    description: 'Send one recorded delivery of a group webhook again, with its original payload (e.g. after the receiver was down). GitLab limits how many resends a minute it accepts.',
    keywords: ['redeliver', 'retry delivery', 'replay', 'webhook log', 'recent events'],
    input: ResendGroupHookEventDto, output: GroupHookOutcomeDto, operation: 'groupHookResendEvent', route: 'POST /groups/:id/hooks/:hook_id/events/:hook_log_id/resend',
    hints: [
      OWNER,
      { text: 'the group, webhook or recorded delivery may not exist (deliveries are kept for a limited time); use group.hook_list to see the webhook IDs', statuses: [404] },
      { text: 'GitLab limits resends per minute; wait a minute and retry', statuses: [429] },
    ],
    example: { group_id: 'platform', hook_id: 1, hook_log_id: 1 },
    reply: {
      shape: (_, input) => outcome(input, 'Delivery queued again with its original payload.', { hook_log_id: input.hook_log_id }),
      render: (out) => renderGroupHookOutcome(out, `Delivery ${out.hook_log_id ?? ''} of webhook ${out.hook_id} resent`),
      nextSteps: ['group.hook_get to check the webhook status after the delivery'],
    },
  })
  readonly resendEvent?: Declared;

  @Action({
    id: 'group.hook_set_custom_header', title: 'Set a group webhook custom header', tier: 'premium', readOnly: false, destructive: false, idempotent: true,
    description: 'Add or replace one custom HTTP header sent with every delivery of a group webhook (e.g. Authorization). The value is write-only and never shown back.',
    keywords: ['HTTP header', 'Authorization header', 'auth header', 'bearer'],
    input: SetGroupHookKeyDto, output: GroupHookOutcomeDto, operation: 'groupHookSetCustomHeader', route: 'PUT /groups/:id/hooks/:hook_id/custom_headers/:key',
    hints: [OWNER, HOOK_404],
    example: { group_id: 'platform', hook_id: 1, key: 'X-Team', value: 'backend' },
    reply: {
      shape: (_, input) => outcome(input, 'Custom header set; its value is write-only and not shown.', { key: input.key }),
      render: (out) => renderGroupHookOutcome(out, `Custom header ${out.key ?? ''} of webhook ${out.hook_id}`),
      nextSteps: ['group.hook_get to see the header names'],
    },
  })
  readonly setCustomHeader?: Declared;

  @Action({
    id: 'group.hook_delete_custom_header', title: 'Delete a group webhook custom header', tier: 'premium', readOnly: false, destructive: true, idempotent: true,
    description: 'Remove one custom HTTP header from a group webhook; its value cannot be recovered.',
    keywords: ['HTTP header', 'Authorization header', 'auth header'],
    input: GroupHookKeyRefDto, output: GroupHookOutcomeDto, operation: 'groupHookDeleteCustomHeader', route: 'DELETE /groups/:id/hooks/:hook_id/custom_headers/:key',
    hints: [OWNER, { text: 'the webhook or header may not exist; use group.hook_get to see the header names', statuses: [404] }],
    example: { group_id: 'platform', hook_id: 1, key: 'X-Team' },
    reply: {
      shape: (_, input) => outcome(input, 'Custom header removed.', { key: input.key }),
      render: (out) => renderGroupHookOutcome(out, `Removed custom header ${out.key ?? ''} of webhook ${out.hook_id}`),
      nextSteps: ['group.hook_get to review the webhook'],
    },
  })
  readonly deleteCustomHeader?: Declared;

  @Action({
    id: 'group.hook_set_url_variable', title: 'Set a group webhook URL variable', tier: 'premium', readOnly: false, destructive: false, idempotent: true,
    description: 'Add or replace one URL variable of a group webhook: {key} in the webhook URL is replaced by the value on delivery, so secrets stay out of the visible URL. The value is write-only.',
    keywords: ['URL secret', 'mask URL', 'URL placeholder', 'templated URL'],
    input: SetGroupHookKeyDto, output: GroupHookOutcomeDto, operation: 'groupHookSetUrlVariable', route: 'PUT /groups/:id/hooks/:hook_id/url_variables/:key',
    hints: [OWNER, HOOK_404],
    example: { group_id: 'platform', hook_id: 1, key: 'env', value: 'production' },
    reply: {
      shape: (_, input) => outcome(input, 'URL variable set; its value is write-only and not shown.', { key: input.key }),
      render: (out) => renderGroupHookOutcome(out, `URL variable ${out.key ?? ''} of webhook ${out.hook_id}`),
      nextSteps: ['group.hook_get to see the variable names'],
    },
  })
  readonly setUrlVariable?: Declared;

  @Action({
    id: 'group.hook_delete_url_variable', title: 'Delete a group webhook URL variable', tier: 'premium', readOnly: false, destructive: true, idempotent: true,
    description: 'Remove one URL variable from a group webhook; a URL that still contains {key} is then delivered without the substitution.',
    keywords: ['URL secret', 'URL placeholder', 'templated URL'],
    input: GroupHookKeyRefDto, output: GroupHookOutcomeDto, operation: 'groupHookDeleteUrlVariable', route: 'DELETE /groups/:id/hooks/:hook_id/url_variables/:key',
    hints: [OWNER, { text: 'the webhook or variable may not exist; use group.hook_get to see the variable names', statuses: [404] }],
    example: { group_id: 'platform', hook_id: 1, key: 'env' },
    reply: {
      shape: (_, input) => outcome(input, 'URL variable removed.', { key: input.key }),
      render: (out) => renderGroupHookOutcome(out, `Removed URL variable ${out.key ?? ''} of webhook ${out.hook_id}`),
      nextSteps: ['group.hook_get to review the webhook'],
    },
  })
  readonly deleteUrlVariable?: Declared;
}
