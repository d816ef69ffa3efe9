import type { Result } from 'ioredis';

/**
 * A-40's token bucket in one script, so two replicas can never both take the last token.
 * KEYS[1] the bucket (a hash: tokens, at); ARGV rate per second, capacity, cost, now (ms, the
 * caller's wall clock). A missing key is a full bucket; the key expires once it would be full
 * again (a rate of 0 never refills, and its key never expires). A clock reading behind the stored one refills nothing (replica clocks differ slightly).
 * Returns the wait in milliseconds as a string ("0" = taken), as Redis would truncate a number.
 */
export const TAKE_TOKEN_LUA = `
local rate = tonumber(ARGV[1])
local capacity = tonumber(ARGV[2])
local cost = math.min(tonumber(ARGV[3]), capacity)
local now = tonumber(ARGV[4])
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1])
local at = tonumber(state[2])
if tokens == nil or at == nil then
  tokens = capacity
  at = now
elseif now > at then
  tokens = math.min(capacity, tokens + (now - at) / 1000 * rate)
  at = now
end
if tokens >= cost then
  tokens = tokens - cost
  redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(at))
  if rate > 0 then
    redis.call('PEXPIRE', KEYS[1], math.ceil((capacity - tokens) / rate * 1000) + 1000)
  end
  return '0'
end
if rate <= 0 then
  return 'Infinity'
end
return tostring((cost - tokens) / rate * 1000)
`;

/**
 * One hit of the edge limits (@nestjs/throttler's storage port), the rules of MemoryEdgeStorage:
 * KEYS[1] the window's hit counter, KEYS[2] the block marker; ARGV ttl, limit, block duration (ms).
 * Returns { hits, window ms left, blocked (0/1), block ms left }.
 */
export const HIT_WINDOW_LUA = `
local ttl = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
local block = tonumber(ARGV[3])
local blocked = redis.call('PTTL', KEYS[2])
if blocked > 0 then
  return { tonumber(redis.call('GET', KEYS[1]) or '0'), blocked, 1, blocked }
end
local hits = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ttl)
  left = ttl
end
if hits <= limit then
  return { hits, left, 0, 0 }
end
if block > 0 then
  redis.call('SET', KEYS[2], '1', 'PX', block)
  redis.call('PEXPIRE', KEYS[1], block)
  left = block
end
return { hits, left, 1, left }
`;

/** The scripts as ioredis commands (defineCommand: EVALSHA, loading the script on NOSCRIPT). */
export const LIMIT_SCRIPTS = {
  gitlabMcpTakeToken: { numberOfKeys: 1, lua: TAKE_TOKEN_LUA },
  gitlabMcpHitWindow: { numberOfKeys: 2, lua: HIT_WINDOW_LUA },
} as const;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    gitlabMcpTakeToken(bucket: string, ratePerSecond: number, capacity: number, cost: number, now: number): Result<string, Context>;
    gitlabMcpHitWindow(hits: string, block: string, ttl: number, limit: number, blockDuration: number): Result<[number, number, number, number], Context>;
  }
}
