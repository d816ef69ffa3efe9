import { Action, Domain, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { HealthCheckDto, NoParamsDto, ServerStatusDto, type KasDto } from './dto/server.dto.js';
import { serverVersion } from './server-version.js';
import { renderHealth, renderStatus } from './server.format.js';

interface Metadata {
  version: string;
  revision?: string;
  enterprise?: boolean;
  kas?: KasDto;
}

@Domain({ name: 'server', description: 'This MCP server: status of the connection to GitLab, the caller, the token and the tier.', keywords: ['MCP', 'connection', 'whoami', 'gitlab instance'] })
@Injectable()
export class ServerActions {
  @Action({
    id: 'server.status',
    title: 'Server status',
    description: 'Show the GitLab instance, its version and edition, the resolved tier, the calling user and the token scopes.',
    keywords: ['whoami', 'connection', 'me'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: NoParamsDto,
    output: ServerStatusDto,
    operation: 'serverStatus',
    route: 'GET /metadata',
    example: {},
  })
  async status(_input: NoParamsDto, ctx: ActionContext): Promise<ActionResult<ServerStatusDto>> {
    const { data } = await ctx.gitlab.rest<Metadata>({ method: 'GET', path: '/metadata', signal: ctx.signal });
    const c = ctx.caller;
    const out: ServerStatusDto = {
      server_version: serverVersion(),
      gitlab_url: c.instanceUrl,
      gitlab_version: data.version,
      gitlab_revision: data.revision,
      enterprise: data.enterprise,
      kas: data.kas,
      tier: c.tier,
      username: c.username,
      user_id: c.userId,
      token_scopes: [...c.scopes],
      fine_grained_token: c.fineGrained,
      admin: c.isAdmin,
      next_steps: ['project.list to find projects', 'server.health_check to measure the round trip'],
    };
    return respond(out, renderStatus(out));
  }

  @Action({
    id: 'server.health_check',
    title: 'Health check',
    description: 'Check that GitLab answers and measure the round trip of one light request.',
    keywords: ['up', 'down', 'online', 'outage'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: NoParamsDto,
    output: HealthCheckDto,
    operation: 'healthCheck',
    route: 'GET /metadata',
    example: {},
  })
  async healthCheck(_input: NoParamsDto, ctx: ActionContext): Promise<ActionResult<HealthCheckDto>> {
    const started = performance.now();
    const { data } = await ctx.gitlab.rest<Metadata>({ method: 'GET', path: '/metadata', signal: ctx.signal });
    const out: HealthCheckDto = {
      status: 'ok',
      gitlab_url: ctx.caller.instanceUrl,
      gitlab_version: data.version,
      latency_ms: Math.round(performance.now() - started),
    };
    return respond(out, renderHealth(out));
  }
}
