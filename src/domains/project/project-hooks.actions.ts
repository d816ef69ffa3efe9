import { Action, Domain, pageOf, respond, type ActionContext, type ActionResult, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { asString } from '../shared/json-values.js';
import { projectPath, segment } from '../shared/project-ref.js';
import {
  CreateHookDto,
  EditHookDto,
  HookHeaderRefDto,
  HookRefDto,
  HookVariableRefDto,
  ListHooksDto,
  SetHookHeaderDto,
  SetHookVariableDto,
  TestHookDto,
  type HookSettingsDto,
} from './dto/hook-params.dto.js';
import { HookDeletionDto, HookDto, HookKeyChangeDto, HookListDto, HookTestResultDto } from './dto/hook.dto.js';
import { PROJECT_DOMAIN } from './project.domain.js';
import { renderHook, renderHookDeletion, renderHookKeyChange, renderHookList, renderHookTest, toHook } from './project-hooks.format.js';

const MAINTAINER = { text: 'managing webhooks requires the Maintainer or Owner role on the project', statuses: [401, 403], namesRole: true };
const HOOK_404 = { text: 'the project or webhook may not exist; use project.hook_list to see the webhook IDs', statuses: [404] };
const HOOK_EXAMPLE = { project_id: '42', hook_id: 1 };

/** The request body of hook_add / hook_edit: every documented setting the caller gave. */
function hookBody(input: HookSettingsDto & { url?: string; hook_id?: number }): Record<string, unknown> {
  const { project_id: _project, hook_id: _hook, ...settings } = input;
  return settings;
}

const hookPath = (input: HookRefDto): string => `${projectPath(input.project_id)}/hooks/${segment(input.hook_id)}`;

/** Project webhooks: HTTP callbacks GitLab sends on repository, issue, MR, pipeline and other events. */
@Domain(PROJECT_DOMAIN)
@Injectable()
export class ProjectHookActions {
  @Action({
    id: 'project.hook_list',
    title: 'List project webhooks',
    description: 'List the webhooks of a project: URL, enabled events and delivery status. Secret tokens and header values are never returned.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    keywords: ['repo webhooks', 'Settings > Webhooks', 'HTTP callback', 'callback URL', 'event subscriptions'],
    input: ListHooksDto,
    output: HookListDto,
    operation: 'hookList',
    route: 'GET /projects/:id/hooks',
    hints: [MAINTAINER, { text: 'verify project_id; use project.list to find the project', statuses: [404] }],
    example: { project_id: '42', per_page: 20 },
  })
  async list(input: ListHooksDto, ctx: ActionContext): Promise<ActionResult<HookListDto>> {
    const res = await ctx.gitlab.rest<unknown[]>({
      method: 'GET',
      path: `${projectPath(input.project_id)}/hooks`,
      query: { page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: HookListDto = {
      hooks: res.data.map(toHook),
      pagination: pageOf(res, input),
      next_steps: ['project.hook_get for one webhook', 'project.hook_add to add a webhook', 'project.hook_test to send a test delivery'],
    };
    return respond(out, renderHookList(out, input.project_id));
  }

  @Action({
    id: 'project.hook_get',
    title: 'Get a project webhook',
    description: 'Get one webhook of a project: URL, events, branch filter, custom header and URL variable names, and whether a secret token is set.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    keywords: ['repo webhook', 'callback URL', 'webhook config', 'Settings > Webhooks'],
    input: HookRefDto,
    output: HookDto,
    operation: 'hookGet',
    route: 'GET /projects/:id/hooks/:hook_id',
    hints: [MAINTAINER, HOOK_404],
    example: HOOK_EXAMPLE,
  })
  async get(input: HookRefDto, ctx: ActionContext): Promise<ActionResult<HookDto>> {
    const res = await ctx.gitlab.rest<unknown>({ method: 'GET', path: hookPath(input), signal: ctx.signal });
    const out: HookDto = { ...toHook(res.data), next_steps: ['project.hook_edit to change it', 'project.hook_test to send a test delivery'] };
    return respond(out, renderHook(out));
  }

  @Action({
    id: 'project.hook_add',
    title: 'Add a project webhook',
    description:
      'Add a webhook to a project: the URL, the events that trigger it (push events are on by default), an optional secret token, custom headers and URL variables. Secrets are write-only and never shown back.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    keywords: ['repo webhook', 'callback URL', 'notify URL', 'Settings > Webhooks', 'HTTP callback', 'event subscription'],
    input: CreateHookDto,
    output: HookDto,
    operation: 'hookAdd',
    route: 'POST /projects/:id/hooks',
    hints: [
      MAINTAINER,
      { text: 'GitLab refused the URL or the branch filter: use a reachable http(s) URL (local addresses may be blocked by the instance) and a valid filter for branch_filter_strategy', statuses: [400, 422] },
    ],
    example: { project_id: '42', url: 'https://ci.example.com/hooks/gitlab', name: 'CI trigger', push_events: true, merge_requests_events: true, token: 'example-secret' },
  })
  async add(input: CreateHookDto, ctx: ActionContext): Promise<ActionResult<HookDto>> {
    const res = await ctx.gitlab.rest<unknown>({ method: 'POST', path: `${projectPath(input.project_id)}/hooks`, body: hookBody(input), signal: ctx.signal });
    const out: HookDto = { ...toHook(res.data), next_steps: ['project.hook_test to send a test delivery', 'project.hook_set_custom_header to add a header'] };
    return respond(out, renderHook(out, 'Webhook added:'));
  }

  @Action({
    id: 'project.hook_edit',
    title: 'Edit a project webhook',
    description: 'Change a webhook: URL, events, branch filter, SSL verification, token, template, headers or URL variables. Changing the URL resets the secret token unless token is sent again.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    keywords: ['repo webhook', 'callback URL', 'webhook triggers', 'Settings > Webhooks'],
    input: EditHookDto,
    output: HookDto,
    operation: 'hookEdit',
    route: 'PUT /projects/:id/hooks/:hook_id',
    hints: [MAINTAINER, HOOK_404, { text: 'GitLab refused the URL or the branch filter; check url and branch_filter_strategy', statuses: [400, 422] }],
    example: { project_id: '42', hook_id: 1, pipeline_events: true, push_events_branch_filter: 'main' },
  })
  async edit(input: EditHookDto, ctx: ActionContext): Promise<ActionResult<HookDto>> {
    const res = await ctx.gitlab.rest<unknown>({ method: 'PUT', path: hookPath(input), body: hookBody(input), signal: ctx.signal });
    const out: HookDto = { ...toHook(res.data), next_steps: ['project.hook_test to check the new settings', 'project.hook_get to review it'] };
    return respond(out, renderHook(out, 'Webhook updated:'));
  }

  @Action({
    id: 'project.hook_delete', title: 'Delete a project webhook', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete a webhook from a project; GitLab stops sending its events. Its token and headers are lost.',
    keywords: ['repo webhook', 'callback URL', 'Settings > Webhooks', 'stop deliveries'],
    input: HookRefDto, output: HookDeletionDto, operation: 'hookDelete', route: 'DELETE /projects/:id/hooks/:hook_id',
    hints: [MAINTAINER, HOOK_404],
    example: HOOK_EXAMPLE,
    reply: { shape: (_, input) => ({ project_id: input.project_id, hook_id: input.hook_id, message: 'Webhook deleted.' }), render: renderHookDeletion, nextSteps: ['project.hook_list to see the remaining webhooks'] },
  })
  readonly delete?: Declared;

  @Action({
    id: 'project.hook_test',
    title: 'Test a project webhook',
    description: 'Send a sample payload of one event kind (push, tag push, issue, note, MR, job, pipeline, wiki, release, emoji, access token) to a webhook now. GitLab allows only a few test deliveries a minute.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    keywords: ['test delivery', 'trigger webhook', 'fire event', 'try webhook', 'debug webhook', 'repo webhook'],
    input: TestHookDto,
    output: HookTestResultDto,
    operation: 'hookTest',
    route: 'POST /projects/:id/hooks/:hook_id/test/:trigger',
    hints: [
      MAINTAINER,
      HOOK_404,
      { text: 'the receiver did not accept the test delivery, or the project has no data for that event (e.g. no commits, issues or pipelines yet); try another trigger', statuses: [400, 422] },
      { text: 'GitLab allows only a few test deliveries a minute; wait a minute and retry', statuses: [429] },
    ],
    example: { project_id: '42', hook_id: 1, trigger: 'push_events' },
  })
  async test(input: TestHookDto, ctx: ActionContext): Promise<ActionResult<HookTestResultDto>> {
    const res = await ctx.gitlab.rest<{ message?: unknown } | undefined>({ method: 'POST', path: `${hookPath(input)}/test/${segment(input.trigger)}`, signal: ctx.signal });
    const out: HookTestResultDto = {
      project_id: input.project_id,
      hook_id: input.hook_id,
      trigger: input.trigger,
      message: asString(res.data?.message) ?? `${res.status} accepted`,
      next_steps: ['project.hook_get to check the webhook status after the delivery'],
    };
    return respond(out, renderHookTest(out));
  }

  @Action({
    id: 'project.hook_set_custom_header', title: 'Set a webhook custom header', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Add or replace one custom HTTP header sent with every delivery of a webhook (e.g. Authorization). The value is write-only and never shown back.',
    keywords: ['Authorization header', 'HTTP header', 'webhook auth', 'bearer token', 'repo webhook'],
    input: SetHookHeaderDto, output: HookKeyChangeDto, operation: 'hookSetCustomHeader', route: 'PUT /projects/:id/hooks/:hook_id/custom_headers/:key',
    hints: [MAINTAINER, HOOK_404],
    example: { project_id: '42', hook_id: 1, key: 'X-Team', value: 'backend' },
    reply: { shape: (_, input) => keyChange(input, 'Custom header set; its value is write-only and not shown.'), render: (out) => renderHookKeyChange(out, 'Custom header'), nextSteps: ['project.hook_get to see the header names'] },
  })
  readonly setCustomHeader?: Declared;

  @Action({
    id: 'project.hook_delete_custom_header', title: 'Delete a webhook custom header', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Remove one custom HTTP header from a webhook; its value cannot be recovered.',
    keywords: ['HTTP header', 'Authorization header', 'webhook auth', 'repo webhook'],
    input: HookHeaderRefDto, output: HookKeyChangeDto, operation: 'hookDeleteCustomHeader', route: 'DELETE /projects/:id/hooks/:hook_id/custom_headers/:key',
    hints: [MAINTAINER, { text: 'the webhook or header may not exist; use project.hook_get to see the header names', statuses: [404] }],
    example: { project_id: '42', hook_id: 1, key: 'X-Team' },
    reply: { shape: (_, input) => keyChange(input, 'Custom header removed.'), render: (out) => renderHookKeyChange(out, 'Removed custom header'), nextSteps: ['project.hook_get to review the webhook'] },
  })
  readonly deleteCustomHeader?: Declared;

  @Action({
    id: 'project.hook_set_url_variable', title: 'Set a webhook URL variable', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Add or replace one URL variable of a webhook: {key} in the webhook URL is replaced by the value on delivery, so secrets stay out of the visible URL. The value is write-only.',
    keywords: ['URL placeholder', 'secret in URL', 'URL parameter', 'repo webhook'],
    input: SetHookVariableDto, output: HookKeyChangeDto, operation: 'hookSetUrlVariable', route: 'PUT /projects/:id/hooks/:hook_id/url_variables/:key',
    hints: [MAINTAINER, HOOK_404],
    example: { project_id: '42', hook_id: 1, key: 'env', value: 'production' },
    reply: { shape: (_, input) => keyChange(input, 'URL variable set; its value is write-only and not shown.'), render: (out) => renderHookKeyChange(out, 'URL variable'), nextSteps: ['project.hook_get to see the variable names'] },
  })
  readonly setUrlVariable?: Declared;

  @Action({
    id: 'project.hook_delete_url_variable', title: 'Delete a webhook URL variable', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Remove one URL variable from a webhook; a URL that still contains {key} is then delivered without the substitution.',
    keywords: ['URL placeholder', 'URL parameter', 'repo webhook'],
    input: HookVariableRefDto, output: HookKeyChangeDto, operation: 'hookDeleteUrlVariable', route: 'DELETE /projects/:id/hooks/:hook_id/url_variables/:key',
    hints: [MAINTAINER, { text: 'the webhook or variable may not exist; use project.hook_get to see the variable names', statuses: [404] }],
    example: { project_id: '42', hook_id: 1, key: 'env' },
    reply: { shape: (_, input) => keyChange(input, 'URL variable removed.'), render: (out) => renderHookKeyChange(out, 'Removed URL variable'), nextSteps: ['project.hook_get to review the webhook'] },
  })
  readonly deleteUrlVariable?: Declared;
}

function keyChange(input: HookHeaderRefDto, message: string): Omit<HookKeyChangeDto, 'next_steps'> {
  return { project_id: input.project_id, hook_id: input.hook_id, key: input.key, message };
}
