import { HttpException, Injectable, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail, type ThrottlerRequest } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { STORE_RETRY_MS, LimitStoreUnavailableError } from '../../rate-limit/index.js';
import { REFUSAL_CODES } from '../../mcp/refusal-codes.js';
import { httpMessages, rpcError } from './http.messages.js';

/** Name of the per-address throttler (its window and limit come from `GITLAB_MCP_ADDRESS_RATE_LIMIT`). */
export const ADDRESS_THROTTLER = 'address';
/** The per-address window: the limit is the configured rate × 10 per window. */
export const ADDRESS_WINDOW_MS = 10_000;

/**
 * @nestjs/throttler's guard on /mcp, before authentication: each client address may send
 * `GITLAB_MCP_ADDRESS_RATE_LIMIT` requests per second (counted per 10-second window, one budget
 * for POST, GET and DELETE); past it 429 with `Retry-After` and a JSON-RPC error body. With
 * Redis the windows are shared by every replica; a store that is down in `closed` mode answers 503.
 */
@Injectable()
export class AddressThrottlerGuard extends ThrottlerGuard {
  protected override async handleRequest(request: ThrottlerRequest): Promise<boolean> {
    try {
      return await super.handleRequest(request);
    } catch (e) {
      if (!(e instanceof LimitStoreUnavailableError)) throw e;
      const seconds = STORE_RETRY_MS / 1000;
      request.context.switchToHttp().getResponse<FastifyReply>().header('Retry-After', String(seconds));
      throw new HttpException(rpcError(REFUSAL_CODES.busy, httpMessages.limitsUnavailable(seconds)), 503);
    }
  }

  protected override generateKey(_context: ExecutionContext, tracker: string, throttlerName: string): string {
    return `${throttlerName}:${tracker}`;
  }

  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    context.switchToHttp().getResponse<FastifyReply>().header('Retry-After', String(detail.timeToBlockExpire));
    throw new HttpException(rpcError(REFUSAL_CODES.tooManyRequests, httpMessages.tooManyRequestsFromAddress(detail.timeToBlockExpire)), 429);
  }
}
