import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { Controller, Delete, Get, Inject, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_CONFIG, type ServerConfig } from '../../config/index.js';
import { serverVersion } from '../../domains/server/server-version.js';
import { McpServerFactory } from '../../mcp/mcp-server.factory.js';
import { CredentialPool } from './credential.pool.js';
import { httpMessages } from './http.messages.js';
import { normaliseGitlabUrl, tokenFrom } from './request-credential.js';

const started = Date.now();

/** Streamable HTTP at /mcp (stateless: one SDK server per request) and /health. */
@Controller()
export class McpHttpController {
  constructor(
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
    private readonly pool: CredentialPool,
    private readonly servers: McpServerFactory,
  ) {}

  @Get('health')
  health(): { status: string; version: string; uptime_seconds: number } {
    return { status: 'ok', version: serverVersion(), uptime_seconds: Math.round((Date.now() - started) / 1000) };
  }

  @Post('mcp')
  async post(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const token = tokenFrom(req.headers);
    if (!token) {
      reply.code(401).header('WWW-Authenticate', 'Bearer realm="gitlab-mcp-server"').send({ jsonrpc: '2.0', id: null, error: { code: -32001, message: httpMessages.missingToken } });
      return;
    }
    const gitlabUrl = this.gitlabUrl(req.headers['gitlab-url']);
    if ('error' in gitlabUrl) {
      reply.code(400).send({ jsonrpc: '2.0', id: null, error: { code: -32602, message: gitlabUrl.error } });
      return;
    }
    reply.hijack();
    const { built, limits } = this.pool.acquire(token, gitlabUrl.url);
    const server = this.servers.create({ current: async () => (await built).state }, limits);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req.raw, reply.raw, req.body);
  }

  @Get('mcp')
  get(@Res() reply: FastifyReply): void {
    reply.code(405).header('Allow', 'POST').send({ jsonrpc: '2.0', id: null, error: { code: -32000, message: httpMessages.methodNotAllowed } });
  }

  @Delete('mcp')
  delete(@Res() reply: FastifyReply): void {
    reply.code(405).header('Allow', 'POST').send({ jsonrpc: '2.0', id: null, error: { code: -32000, message: httpMessages.methodNotAllowed } });
  }

  private gitlabUrl(header: string | string[] | undefined): { url: string } | { error: string } {
    const raw = Array.isArray(header) ? header[0] : header;
    const published = this.config.gitlabUrls;
    if (raw === undefined || raw.trim() === '') {
      if (published.length === 1) return { url: published[0] };
      return { error: httpMessages.gitlabUrlRequired(published) };
    }
    const url = normaliseGitlabUrl(raw);
    if (!url) return { error: httpMessages.gitlabUrlInvalid };
    if (this.config.allowAnyGitlabUrl || published.includes(url)) return { url };
    return { error: httpMessages.gitlabUrlNotPublished(published) };
  }
}
