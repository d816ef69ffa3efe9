import { errorResult, type ToolResult } from '../pipeline/index.js';
import type { RateLimitRefusal } from '../rate-limit/index.js';
import { mcpMessages, RATE_LIMITED_CODE } from './mcp.messages.js';
import { McpRefusalError } from './mcp-refusal.error.js';

/**
 * What a client receives when the server's own rate limit refuses a request (A-40, E-81).
 * Each capability's handler answers its refusal through one of these, before any work.
 */
export const rateLimitReplies = {
  /** tools/call: a tool result of its own (E-81); the call never reaches GitLab. */
  call: (r: RateLimitRefusal): ToolResult => errorResult(mcpMessages.rateLimited(r)),
  /** tools/list: a JSON-RPC error with code -42900 (RATE_LIMITED_CODE); `data.retry_after_ms` says when to retry. */
  listing: (r: RateLimitRefusal): McpRefusalError =>
    new McpRefusalError(RATE_LIMITED_CODE, mcpMessages.listingRateLimited(r), { retry_after_ms: Math.ceil(r.retryAfterMs) }),
  /** resources/read, resources/subscribe, prompts/get: a JSON-RPC error, as these have no error result. */
  request: (r: RateLimitRefusal): McpRefusalError =>
    new McpRefusalError(RATE_LIMITED_CODE, mcpMessages.rateLimited(r), { retry_after_ms: Math.ceil(r.retryAfterMs) }),
  /** completion/complete: an empty completion, not an error. */
  completion: (): { completion: { values: string[]; total: number; hasMore: boolean } } => ({ completion: { values: [], total: 0, hasMore: false } }),
} as const;
