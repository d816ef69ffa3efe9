import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { Catch, type ArgumentsHost, type DynamicModule, type Type } from '@nestjs/common';
import { BaseExceptionFilter, NestFactory } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { AppModule } from '../../app.module.js';
import type { ServerConfig } from '../../config/index.js';
import { NestLoggerAdapter } from '../../logging/nest-logger.adapter.js';
import { HttpTransportModule } from './http-transport.module.js';
import { InFlightTracker } from './in-flight.tracker.js';
import { whenParentGone } from './parent-watch.js';

/** Starts Streamable HTTP on Fastify; resolves with the listening application. */
export async function startHttp(config: ServerConfig, logger: Logger, extraModules: readonly (Type<unknown> | DynamicModule)[] = []): Promise<NestFastifyApplication> {
  const requestTimeout = config.httpRequestTimeoutMs;
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, logger, [...extraModules, HttpTransportModule.forRoot(logger)]),
    new FastifyAdapter({
      forceCloseConnections: 'idle',
      bodyLimit: config.maxRequestBodyBytes,
      // Slow-loris bounds: the whole request (headers and body) must arrive within requestTimeout,
      // the headers within headersTimeout; Node answers 408 and closes past either. Responses are
      // not bounded (a tool call may run for the action deadline, an SSE stream for hours).
      requestTimeout,
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      http: {
        headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
        // Node checks the two timeouts on this period (30 s by default, too coarse for short limits).
        connectionsCheckingInterval: Math.max(100, Math.min(5_000, Math.floor(requestTimeout / 4))),
      },
      requestIdHeader: 'x-request-id',
      genReqId: () => randomUUID(),
    }),
    { logger: new NestLoggerAdapter(logger), abortOnError: false },
  );
  app.useGlobalFilters(new JsonRpcBodyErrorFilter(app.getHttpAdapter(), config.maxRequestBodyBytes));
  await app.listen(config.httpPort, config.httpHost);
  return app;
}

/** Longest wait for a request's headers (capped by the request timeout). */
const HEADERS_TIMEOUT_MS = 10_000;
/** Idle keep-alive connections close after this; above common load-balancer idle timeouts (60 s). */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/**
 * Fastify refuses a body before any route runs (too large, not JSON, a `__proto__` key); the
 * client is an MCP client, so the refusal is a JSON-RPC error body, not Fastify's own shape.
 * Everything else keeps Nest's default handling.
 */
@Catch()
class JsonRpcBodyErrorFilter extends BaseExceptionFilter {
  constructor(
    adapter: ConstructorParameters<typeof BaseExceptionFilter>[0],
    private readonly maxBytes: number,
  ) {
    super(adapter);
  }

  override catch(exception: unknown, host: ArgumentsHost): void {
    const refusal = bodyRefusal(exception, this.maxBytes);
    if (!refusal) return super.catch(exception, host);
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    void reply
      .code(refusal.status)
      .header('content-type', 'application/json; charset=utf-8')
      .send({ jsonrpc: '2.0', id: null, error: { code: refusal.code, message: refusal.message } });
  }
}

/**
 * Nest maps Fastify's body errors (FST_ERR_CTP_*) to an HttpException carrying their status and
 * message before filters see them, so they are recognised by status (413, 415: only the body
 * parser answers these) or, for a 400, by Fastify's own wording about the body.
 */
function bodyRefusal(e: unknown, maxBytes: number): { status: number; code: number; message: string } | undefined {
  const raw = e as { code?: unknown; statusCode?: unknown; getStatus?: () => number; message?: unknown } | null;
  if (raw === null || typeof raw !== 'object') return undefined;
  const status = typeof raw.getStatus === 'function' ? raw.getStatus() : typeof raw.statusCode === 'number' ? raw.statusCode : undefined;
  const message = typeof raw.message === 'string' ? raw.message : '';
  if (status === 413) return { status: 413, code: -32600, message: `Invalid Request: the request body exceeds ${maxBytes} bytes` };
  if (status === 415) return { status: 415, code: -32600, message: 'Unsupported Media Type: Content-Type must be application/json' };
  if (status !== 400 || !FASTIFY_BODY_ERROR.test(message)) return undefined;
  if (/Content-Length/i.test(message)) return { status: 400, code: -32600, message: 'Invalid Request: the body does not match its Content-Length' };
  if (/cannot be empty/i.test(message)) return { status: 400, code: -32600, message: 'Invalid Request: empty body' };
  return { status: 400, code: -32700, message: 'Parse error: invalid JSON (keys such as __proto__ are refused)' };
}

/** Fastify's 400 texts about a request body (lib/errors.js: FST_ERR_CTP_INVALID_JSON_BODY, _EMPTY_JSON_BODY, _INVALID_CONTENT_LENGTH). */
const FASTIFY_BODY_ERROR = /^Body (is not valid JSON|cannot be empty)|^Request body size did not match Content-Length/;

/**
 * `--http` and `--demo` entry: in demo mode the embedded simulator is started first, and the demo
 * ends with the process that started it (a server stays up on its own; a demo does not).
 */
export async function bootHttp(config: ServerConfig, logger: Logger): Promise<void> {
  if (!config.demo) {
    const app = await startHttp(config, logger);
    logger.info({ url: await app.getUrl() }, 'listening');
    stopOnSignal(() => drain(app));
    return;
  }
  const { startGitlabSim } = await import('@gitlab-mcp/gitlab-sim');
  const sim = await startGitlabSim({ plan: 'premium' });
  const app = await startHttp({ ...config, gitlabUrls: [sim.url], allowAnyGitlabUrl: false }, logger);
  const endpoint = `http://${config.httpHost}:${(app.getHttpServer().address() as { port: number }).port}/mcp`;
  process.stdout.write(demoBanner(endpoint, sim.url, sim.tokens.api));
  const stop = stopOnSignal(() => drain(app).then(() => sim.close()));
  whenParentGone(() => {
    logger.info('demo: the process that started it has exited; stopping');
    stop();
  });
}

/** Longest wait for in-flight calls at shutdown. */
const DRAIN_MS = 30_000;

/**
 * Graceful shutdown: stop accepting connections, let in-flight calls finish (at most DRAIN_MS),
 * then close every connection (open streams included) and the application.
 */
async function drain(app: NestFastifyApplication): Promise<void> {
  const server = app.getHttpServer() as import('node:http').Server;
  server.close();
  server.closeIdleConnections();
  await Promise.race([app.get(InFlightTracker).idle(), new Promise((r) => setTimeout(r, DRAIN_MS).unref())]);
  server.closeAllConnections();
  await app.close();
}

/** SIGINT/SIGTERM: drain, then exit 0. Returns that stop, for other reasons to stop; it runs once. */
function stopOnSignal(close: () => Promise<unknown>): () => void {
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    void close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return stop;
}

function demoBanner(endpoint: string, simUrl: string, token: string): string {
  const clientConfig = { mcpServers: { gitlab: { type: 'http', url: endpoint, headers: { 'PRIVATE-TOKEN': token } } } };
  return [
    'GitLab MCP server demo',
    `  MCP endpoint:      ${endpoint}`,
    `  GitLab simulator:  ${simUrl}`,
    `  Demo token:        ${token}`,
    '',
    'Client configuration (paste into your MCP client):',
    JSON.stringify(clientConfig, null, 2),
    '',
    `MCP Inspector: npx @modelcontextprotocol/inspector@2.12.0 --cli ${endpoint} --transport http --header "PRIVATE-TOKEN: ${token}" --method tools/list`,
    'Press Ctrl+C to stop.',
    '',
  ].join('\n');
}
