import { Catch, type ArgumentsHost } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { BODY_SHAPE_REFUSAL } from './json-shape.scan.js';
import { UNSUPPORTED_MEDIA_TYPE, type FrontRefusal } from './request.precheck.js';

/**
 * Fastify refuses a body before any route runs (too large, not JSON, a `__proto__` key, past the
 * structural bounds); the client is an MCP client, so the refusal is a JSON-RPC error body, not
 * Fastify's own shape.
 * A client that went away before its body arrived is no server error: it is logged at info with
 * the request id, and nothing is answered. Everything else keeps Nest's default handling.
 */
@Catch()
export class JsonRpcBodyErrorFilter extends BaseExceptionFilter {
  constructor(
    adapter: ConstructorParameters<typeof BaseExceptionFilter>[0],
    private readonly maxBytes: number,
    private readonly logger: Logger,
  ) {
    super(adapter);
  }

  override catch(exception: unknown, host: ArgumentsHost): void {
    const req = host.switchToHttp().getRequest<FastifyRequest>();
    if (clientWentAway(exception, req)) {
      this.logger.info({ req: { id: req.id, method: req.method, path: req.url.split('?')[0] } }, 'client disconnected before its request was read');
      return;
    }
    const refusal = bodyRefusal(exception, this.maxBytes);
    if (!refusal) return super.catch(exception, host);
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    void reply
      .code(refusal.status)
      .header('content-type', 'application/json; charset=utf-8')
      .send({ jsonrpc: '2.0', id: null, error: { code: refusal.code, message: refusal.message } });
  }
}

/** Node's "aborted" (ECONNRESET) while the body was read, on a connection that is gone. */
function clientWentAway(e: unknown, req: FastifyRequest): boolean {
  const raw = e as { code?: unknown; message?: unknown } | null;
  if (raw === null || typeof raw !== 'object') return false;
  return (raw.code === 'ECONNRESET' || raw.message === 'aborted') && req.raw.socket.destroyed;
}

/**
 * Nest maps Fastify's body errors (FST_ERR_CTP_*) to an HttpException carrying their status and
 * message before filters see them, so they are recognised by status (413, 415: only the body
 * parser answers these) or, for a 400, by Fastify's own wording about the body.
 */
function bodyRefusal(e: unknown, maxBytes: number): FrontRefusal | undefined {
  const raw = e as { code?: unknown; statusCode?: unknown; getStatus?: () => number; message?: unknown } | null;
  if (raw === null || typeof raw !== 'object') return undefined;
  const status = typeof raw.getStatus === 'function' ? raw.getStatus() : typeof raw.statusCode === 'number' ? raw.statusCode : undefined;
  const message = typeof raw.message === 'string' ? raw.message : '';
  if (status === 413) return { status: 413, code: -32600, message: `Invalid Request: the request body exceeds ${maxBytes} bytes` };
  if (status === 415) return UNSUPPORTED_MEDIA_TYPE;
  if (status === 400 && message.startsWith(BODY_SHAPE_REFUSAL)) return { status: 400, code: -32602, message };
  if (status !== 400 || !FASTIFY_BODY_ERROR.test(message)) return undefined;
  if (/Content-Length/i.test(message)) return { status: 400, code: -32600, message: 'Invalid Request: the body does not match its Content-Length' };
  if (/cannot be empty/i.test(message)) return { status: 400, code: -32600, message: 'Invalid Request: empty body' };
  return { status: 400, code: -32700, message: 'Parse error: invalid JSON (keys such as __proto__ are refused)' };
}

/** Fastify's 400 texts about a request body (lib/errors.js: FST_ERR_CTP_INVALID_JSON_BODY, _EMPTY_JSON_BODY, _INVALID_CONTENT_LENGTH). */
const FASTIFY_BODY_ERROR = /^Body (is not valid JSON|cannot be empty)|^Request body size did not match Content-Length/;
