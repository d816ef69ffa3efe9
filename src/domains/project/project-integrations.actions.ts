import { Action, Domain, respond, type ActionContext, type ActionResult, type Declared } from '@gitlab-mcp/action-kit';
import { ActionRefusalError, suggestClosest, unknownField } from '@gitlab-mcp/errors';
import { Injectable } from '@nestjs/common';
import { pageLocally } from '../shared/local-page.js';
import { projectPath, segment } from '../shared/project-ref.js';
import {
  IntegrationGroupIdDto,
  GroupIntegrationRefDto,
  IntegrationRefDto,
  ListGroupIntegrationsDto,
  ListIntegrationsDto,
  SetGroupDatadogIntegrationDto,
  SetGroupIntegrationDto,
  SetIntegrationDto,
  SetJiraIntegrationDto,
} from './dto/integration-params.dto.js';
import { IntegrationDeletionDto, IntegrationDetailDto, IntegrationListDto } from './dto/integration.dto.js';
import { INTEGRATION_PROPERTIES, isIntegrationSlug } from './integration-slugs.js';
import { PROJECT_DOMAIN } from './project.domain.js';
import { renderIntegration, renderIntegrationDeletion, renderIntegrationList, toIntegration, toIntegrationDetail } from './project-integrations.format.js';

const groupPath = (groupId: string): string => `/groups/${encodeURIComponent(groupId)}`;

const MAINTAINER = { text: 'integrations are managed by project Maintainers or Owners (group integrations by group Owners)', statuses: [401, 403], namesRole: true };
const NOT_ACTIVE = { text: 'the integration may never have been set up here; use project.integration_list to see the active ones', statuses: [404] };
const SET_REFUSED = {
  text: 'GitLab refused the settings: a required setting of this integration may be missing or invalid (project.integration_get shows the current ones); some integrations need Premium or cannot be created over the API',
  statuses: [400, 422],
};

type Scalar = string | number | boolean;
const isSetting = (v: unknown): v is Scalar | Scalar[] =>
  ['string', 'number', 'boolean'].includes(typeof v) || (Array.isArray(v) && v.every((x) => ['string', 'number', 'boolean'].includes(typeof x)));

/**
 * The PUT body for one integration: only the settings GitLab documents for that slug are sent;
 * an unknown name or a nested value is refused before anything reaches GitLab.
 */
export function integrationBody(operation: string, slug: string, properties: Readonly<Record<string, unknown>> | undefined): Record<string, unknown> {
  const allowed: readonly string[] = isIntegrationSlug(slug) ? INTEGRATION_PROPERTIES[slug] : [];
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(properties ?? {})) {
    if (!allowed.includes(name)) {
      const close = suggestClosest(name, allowed);
      const hint = close.length > 0 ? ` Did you mean ${close.join(', ')}?` : '';
      throw new ActionRefusalError(`${operation}: ${unknownField(`properties.${name}`)}.${hint} The ${slug} integration takes: ${[...allowed].sort().join(', ')}`);
    }
    if (!isSetting(value)) throw new ActionRefusalError(`${operation}: invalid params: properties.${name} must be a string, number, boolean or a list of them`);
    body[name] = value;
  }
  return body;
}

/** Project and group integrations (Slack, Jira, Datadog, CI servers, issue trackers, ...): list, read, set up, disable. */
@Domain(PROJECT_DOMAIN)
@Injectable()
export class ProjectIntegrationActions {
  @Action({
    id: 'project.integration_list',
    title: 'List project integrations',
    description: 'List the active integrations of a project (Slack, Jira, Jenkins, ...) with the events each one receives.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    keywords: ['services', 'third-party apps', 'Settings > Integrations', 'connected apps', 'plugins'],
    input: ListIntegrationsDto,
    output: IntegrationListDto,
    operation: 'integrationList',
    route: 'GET /projects/:id/services',
    hints: [MAINTAINER, { text: 'verify project_id; use project.list to find the project', statuses: [404] }],
    example: { project_id: '42' },
  })
  async list(input: ListIntegrationsDto, ctx: ActionContext): Promise<ActionResult<IntegrationListDto>> {
    const res = await ctx.gitlab.rest<unknown[]>({ method: 'GET', path: `${projectPath(input.project_id)}/services`, signal: ctx.signal });
    const { items, pagination } = pageLocally(res.data.map(toIntegration), input);
    const out: IntegrationListDto = { integrations: items, pagination, next_steps: ['project.integration_get for the settings of one integration', 'project.integration_set to set one up'] };
    return respond(out, renderIntegrationList(out, `project ${input.project_id}`));
  }

  @Action({
    id: 'project.integration_get',
    title: 'Get a project integration',
    description: 'Get the settings of one integration of a project by slug. Credential settings (passwords, tokens, API keys, webhook URLs) are write-only and never shown.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    keywords: ['service settings', 'integration config', 'Slack settings', 'connected app'],
    input: IntegrationRefDto,
    output: IntegrationDetailDto,
    operation: 'integrationGet',
    route: 'GET /projects/:id/integrations/:slug',
    hints: [MAINTAINER, NOT_ACTIVE],
    example: { project_id: '42', slug: 'slack' },
  })
  async get(input: IntegrationRefDto, ctx: ActionContext): Promise<ActionResult<IntegrationDetailDto>> {
    const res = await ctx.gitlab.rest<unknown>({ method: 'GET', path: `${projectPath(input.project_id)}/integrations/${segment(input.slug)}`, signal: ctx.signal });
    const out: IntegrationDetailDto = { ...toIntegrationDetail(res.data), next_steps: ['project.integration_set to change the settings', 'project.integration_delete to disable it'] };
    return respond(out, renderIntegration(out));
  }

  @Action({
    id: 'project.integration_set',
    title: 'Set up a project integration',
    description:
      'Set up or update one integration of a project: choose the slug and pass its settings in properties (GitLab parameter names, e.g. {"webhook": "...", "push_events": true} for slack). Unknown setting names are refused; credentials are write-only.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    keywords: ['connect Slack', 'Slack notifications', 'Microsoft Teams', 'Mattermost', 'Discord', 'enable integration'],
    input: SetIntegrationDto,
    output: IntegrationDetailDto,
    operation: 'integrationSet',
    route: 'PUT /projects/:id/integrations/:slug',
    hints: [MAINTAINER, SET_REFUSED],
    example: { project_id: '42', slug: 'external-wiki', properties: { external_wiki_url: 'https://wiki.example.com/backend' } },
  })
  async set(input: SetIntegrationDto, ctx: ActionContext): Promise<ActionResult<IntegrationDetailDto>> {
    const body = integrationBody('integrationSet', input.slug, input.properties);
    const res = await ctx.gitlab.rest<unknown>({ method: 'PUT', path: `${projectPath(input.project_id)}/integrations/${segment(input.slug)}`, body, signal: ctx.signal });
    const out: IntegrationDetailDto = { ...toIntegrationDetail(res.data), next_steps: ['project.integration_get to review the settings'] };
    return respond(out, renderIntegration(out, 'Integration set up:'));
  }

  @Action({
    id: 'project.integration_set_jira',
    title: 'Set up the Jira integration',
    description: 'Set up or update the Jira issues integration of a project: Jira URL, credentials (write-only), issue key matching, transitions, and which GitLab events comment on Jira issues.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    keywords: ['connect Jira', 'Atlassian', 'Jira Cloud', 'Jira Server', 'external issue tracker'],
    input: SetJiraIntegrationDto,
    output: IntegrationDetailDto,
    operation: 'integrationSetJira',
    route: 'PUT /projects/:id/integrations/jira',
    hints: [MAINTAINER, { text: 'GitLab refused the Jira settings: check url, the credentials for jira_auth_type, and project_keys', statuses: [400, 422] }],
    example: { project_id: '42', url: 'https://jira.example.com', username: 'gitlab-bot', password: 'example-api-token', commit_events: true, merge_requests_events: true },
  })
  async setJira(input: SetJiraIntegrationDto, ctx: ActionContext): Promise<ActionResult<IntegrationDetailDto>> {
    const { project_id, ...settings } = input;
    const res = await ctx.gitlab.rest<unknown>({ method: 'PUT', path: `${projectPath(project_id)}/integrations/jira`, body: settings, signal: ctx.signal });
    const out: IntegrationDetailDto = { ...toIntegrationDetail(res.data), next_steps: ['project.integration_get with slug "jira" to review the settings'] };
    return respond(out, renderIntegration(out, 'Integration set up:'));
  }

  @Action({
    id: 'project.integration_delete', title: 'Disable a project integration', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Disable one integration of a project; GitLab resets its settings, credentials included, so setting it up again needs them anew.',
    keywords: ['disconnect', 'disconnect Slack', 'turn off integration', 'deactivate service'],
    input: IntegrationRefDto, output: IntegrationDeletionDto, operation: 'integrationDelete', route: 'DELETE /projects/:id/integrations/:slug',
    hints: [MAINTAINER, NOT_ACTIVE],
    example: { project_id: '42', slug: 'slack' },
    reply: { shape: (_, input) => ({ owner: `project ${input.project_id}`, slug: input.slug, message: 'Integration disabled; its settings were reset.' }), render: renderIntegrationDeletion, nextSteps: ['project.integration_list to see the remaining integrations'] },
  })
  readonly delete?: Declared;

  @Action({
    id: 'project.integration_list_group',
    title: 'List group integrations',
    description: 'List the active integrations of a group; its projects inherit them unless they override the settings.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    keywords: ['org integrations', 'inherited settings', 'team integrations', 'group services'],
    input: ListGroupIntegrationsDto,
    output: IntegrationListDto,
    operation: 'groupIntegrationList',
    route: 'GET /groups/:id/integrations',
    hints: [MAINTAINER, { text: 'verify group_id (numeric ID or full path)', statuses: [404] }],
    example: { group_id: 'acme' },
  })
  async listGroup(input: ListGroupIntegrationsDto, ctx: ActionContext): Promise<ActionResult<IntegrationListDto>> {
    const res = await ctx.gitlab.rest<unknown[]>({ method: 'GET', path: `${groupPath(input.group_id)}/integrations`, signal: ctx.signal });
    const { items, pagination } = pageLocally(res.data.map(toIntegration), input);
    const out: IntegrationListDto = { integrations: items, pagination, next_steps: ['project.integration_get_group for the settings of one integration'] };
    return respond(out, renderIntegrationList(out, `group ${input.group_id}`));
  }

  @Action({
    id: 'project.integration_get_group',
    title: 'Get a group integration',
    description: 'Get the settings of one integration of a group by slug. Credential settings are write-only and never shown.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    keywords: ['org integration', 'group service settings', 'team integration', 'inherited integration'],
    input: GroupIntegrationRefDto,
    output: IntegrationDetailDto,
    operation: 'groupIntegrationGet',
    route: 'GET /groups/:id/integrations/:slug',
    hints: [MAINTAINER, { text: 'the integration may not be set up for this group; use project.integration_list_group', statuses: [404] }],
    example: { group_id: 'acme', slug: 'slack' },
  })
  async getGroup(input: GroupIntegrationRefDto, ctx: ActionContext): Promise<ActionResult<IntegrationDetailDto>> {
    return this.readGroup(input.group_id, input.slug, ['project.integration_set_group to change the settings', 'project.integration_delete_group to disable it'], ctx);
  }

  @Action({
    id: 'project.integration_get_group_datadog',
    title: 'Get the group Datadog integration',
    description: 'Get the Datadog integration settings of a group (site, service, env, tags, which events are sent). The API key is write-only and never shown.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    keywords: ['observability', 'monitoring', 'APM', 'Datadog settings', 'org monitoring'],
    input: IntegrationGroupIdDto,
    output: IntegrationDetailDto,
    operation: 'groupDatadogGet',
    route: 'GET /groups/:id/integrations/:slug',
    hints: [MAINTAINER, { text: 'Datadog may not be set up for this group; use project.integration_set_group_datadog', statuses: [404] }],
    example: { group_id: 'acme' },
  })
  async getGroupDatadog(input: IntegrationGroupIdDto, ctx: ActionContext): Promise<ActionResult<IntegrationDetailDto>> {
    return this.readGroup(input.group_id, 'datadog', ['project.integration_set_group_datadog to change the settings', 'project.integration_delete_group_datadog to disable it'], ctx);
  }

  @Action({
    id: 'project.integration_set_group',
    title: 'Set up a group integration',
    description: 'Set up or update one integration of a group (inherited by its projects): choose the slug and pass its settings in properties. Unknown setting names are refused; credentials are write-only.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    keywords: ['org integration', 'team integration', 'inherited integration', 'group services', 'connect Slack for org'],
    input: SetGroupIntegrationDto,
    output: IntegrationDetailDto,
    operation: 'groupIntegrationSet',
    route: 'PUT /groups/:id/integrations/:slug',
    hints: [MAINTAINER, SET_REFUSED],
    example: { group_id: 'acme', slug: 'microsoft-teams', properties: { webhook: 'https://outlook.office.com/webhook/example', pipeline_events: true } },
  })
  async setGroup(input: SetGroupIntegrationDto, ctx: ActionContext): Promise<ActionResult<IntegrationDetailDto>> {
    const body = integrationBody('groupIntegrationSet', input.slug, input.properties);
    const res = await ctx.gitlab.rest<unknown>({ method: 'PUT', path: `${groupPath(input.group_id)}/integrations/${segment(input.slug)}`, body, signal: ctx.signal });
    const out: IntegrationDetailDto = { ...toIntegrationDetail(res.data), next_steps: ['project.integration_get_group to review the settings'] };
    return respond(out, renderIntegration(out, 'Group integration set up:'));
  }

  @Action({
    id: 'project.integration_set_group_datadog',
    title: 'Set up the group Datadog integration',
    description: 'Set up or update the Datadog integration of a group: API key (write-only), site, service/env/tags, CI Visibility, job logs and the events to send.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    keywords: ['connect Datadog', 'observability', 'monitoring', 'APM', 'org monitoring'],
    input: SetGroupDatadogIntegrationDto,
    output: IntegrationDetailDto,
    operation: 'groupDatadogSet',
    route: 'PUT /groups/:id/integrations/datadog',
    hints: [MAINTAINER, { text: 'GitLab refused the Datadog settings: check api_key and datadog_site or api_url', statuses: [400, 422] }],
    example: { group_id: 'acme', api_key: 'example-datadog-key', datadog_site: 'datadoghq.eu', datadog_ci_visibility: true },
  })
  async setGroupDatadog(input: SetGroupDatadogIntegrationDto, ctx: ActionContext): Promise<ActionResult<IntegrationDetailDto>> {
    const { group_id, ...settings } = input;
    const res = await ctx.gitlab.rest<unknown>({ method: 'PUT', path: `${groupPath(group_id)}/integrations/datadog`, body: settings, signal: ctx.signal });
    const out: IntegrationDetailDto = { ...toIntegrationDetail(res.data), next_steps: ['project.integration_get_group_datadog to review the settings'] };
    return respond(out, renderIntegration(out, 'Group integration set up:'));
  }

  @Action({
    id: 'project.integration_delete_group', title: 'Disable a group integration', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Disable one integration of a group; GitLab resets its settings, and projects that inherited them lose the integration.',
    keywords: ['org integration', 'disconnect', 'team integration', 'turn off inherited integration'],
    input: GroupIntegrationRefDto, output: IntegrationDeletionDto, operation: 'groupIntegrationDelete', route: 'DELETE /groups/:id/integrations/:slug',
    hints: [MAINTAINER, { text: 'the integration may not be set up for this group; use project.integration_list_group', statuses: [404] }],
    example: { group_id: 'acme', slug: 'slack' },
    reply: { shape: (_, input) => ({ owner: `group ${input.group_id}`, slug: input.slug, message: 'Integration disabled; its settings were reset.' }), render: renderIntegrationDeletion, nextSteps: ['project.integration_list_group to see the remaining integrations'] },
  })
  readonly deleteGroup?: Declared;

  @Action({
    id: 'project.integration_delete_group_datadog',
    title: 'Disable the group Datadog integration',
    description: 'Disable the Datadog integration of a group; GitLab resets its settings, the API key included.',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    keywords: ['disconnect Datadog', 'observability', 'monitoring', 'stop Datadog'],
    input: IntegrationGroupIdDto,
    output: IntegrationDeletionDto,
    operation: 'groupDatadogDelete',
    route: 'DELETE /groups/:id/integrations/:slug',
    hints: [MAINTAINER, { text: 'Datadog may not be set up for this group', statuses: [404] }],
    example: { group_id: 'acme' },
  })
  async deleteGroupDatadog(input: IntegrationGroupIdDto, ctx: ActionContext): Promise<ActionResult<IntegrationDeletionDto>> {
    return this.disableGroup(input.group_id, 'datadog', ctx);
  }

  private async readGroup(groupId: string, slug: string, nextSteps: string[], ctx: ActionContext): Promise<ActionResult<IntegrationDetailDto>> {
    const res = await ctx.gitlab.rest<unknown>({ method: 'GET', path: `${groupPath(groupId)}/integrations/${segment(slug)}`, signal: ctx.signal });
    const out: IntegrationDetailDto = { ...toIntegrationDetail(res.data), next_steps: nextSteps };
    return respond(out, renderIntegration(out, 'Group integration'));
  }

  private async disableGroup(groupId: string, slug: string, ctx: ActionContext): Promise<ActionResult<IntegrationDeletionDto>> {
    await ctx.gitlab.rest<unknown>({ method: 'DELETE', path: `${groupPath(groupId)}/integrations/${segment(slug)}`, signal: ctx.signal });
    const out: IntegrationDeletionDto = { owner: `group ${groupId}`, slug, message: 'Integration disabled; its settings were reset.', next_steps: ['project.integration_list_group to see the remaining integrations'] };
    return respond(out, renderIntegrationDeletion(out));
  }
}
