import { card, nextStepsBlock } from '@gitlab-mcp/action-kit';
import type { HealthCheckDto, ServerStatusDto } from './dto/server.dto.js';

export function renderStatus(s: ServerStatusDto): string {
  return (
    card('GitLab MCP server status', [
      ['Server version', s.server_version],
      ['GitLab', s.gitlab_url],
      ['GitLab version', s.gitlab_version],
      ['Edition', s.enterprise === undefined ? undefined : s.enterprise ? 'Enterprise' : 'Community'],
      ['Tier', s.tier],
      ['User', s.username],
      ['Token scopes', s.token_scopes],
      ['Fine-grained token', s.fine_grained_token],
      ['Administrator', s.admin],
    ]) + nextStepsBlock(s.next_steps ?? [])
  );
}

export function renderHealth(h: HealthCheckDto): string {
  return card('GitLab health check', [
    ['Status', h.status],
    ['GitLab', h.gitlab_url],
    ['GitLab version', h.gitlab_version],
    ['Latency', `${h.latency_ms} ms`],
  ]);
}
