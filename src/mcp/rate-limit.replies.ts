import { errorResult, type ToolResult } from '../pipeline/index.js';
import type { RateLimitRefusal } from '../rate-limit/index.js';
import { mcpMessages, RATE_LIMITED_CODE } from './mcp.messages.js';
import { McpRefusalError } from './mcp-refusal.error.js';

/** A bucket's refusal in its own words; a refusal for want of the shared store (`closed` mode) says so instead. */
const text = (r: RateLimitRefusal, bucketText: (r: RateLimitRefusal) => string): string => (r.unavailable ? mcpMessages.limitsUnavailable(r) : bucketText(r));

/**
 * What a client receives when the server's own rate limit refuses a request (A-40, E-81).
 * Each capability's handler answers its refusal through one of these, before any work.
 */
export const rateLimitReplies = {
  /** tools/call: a tool result of its own (E-81); the call never reaches GitLab. */
  call: (r: RateLimitRefusal): ToolResult => errorResult(text(r, mcpMessages.rateLimited)),
  /** tools/list: a JSON-RPC error with code -42900 (RATE_LIMITED_CODE); `data.retry_after_ms` says when to retry. */
  listing: (r: RateLimitRefusal): McpRefusalError =>
    new McpRefusalError(RATE_LIMITED_CODE, text(r, mcpMessages.listingRateLimited), { retry_after_ms: Math.ceil(r.retryAfterMs) }),
  /** resources/read, resources/subscribe, prompts/get: a JSON-RPC error, as these have no error result. */
  request: (r: RateLimitRefusal): McpRefusalError =>
    new McpRefusalError(RATE_LIMITED_CODE, text(r, mcpMessages.rateLimited), { retry_after_ms: Math.ceil(r.retryAfterMs) }),
  /** completion/complete: an empty completion, not an error. */
  completion: (): { completion: { values: string[]; total: number; hasMore: boolean } } => ({ completion: { values: [], total: 0, hasMore: false } }),
} as const;
