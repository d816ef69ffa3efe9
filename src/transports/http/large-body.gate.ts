import type { FastifyInstance } from 'fastify';
import { REFUSAL_CODES } from '../../mcp/refusal-codes.js';

/** A body at least this large (or of unknown length) counts as large. */
export const LARGE_BODY_BYTES = 1024 * 1024;
/** Large bodies read and processed at once; one more is answered 503 before it is read. */
export const MAX_LARGE_BODIES = 4;

/**
 * Caps the large requests in progress: each is held in memory several times over while it is
 * parsed and checked, so a few at once bound the process's memory whatever the clients send.
 * A request over the cap is answered 503 with `Retry-After` before its body is read.
 */
export function installLargeBodyGate(fastify: FastifyInstance): void {
  let active = 0;
  fastify.addHook('onRequest', (req, reply, done) => {
    const length = req.headers['content-length'];
    const large = length === undefined ? req.headers['transfer-encoding'] !== undefined : Number(length) >= LARGE_BODY_BYTES;
    if (!large) return done();
    if (active >= MAX_LARGE_BODIES) {
      void reply
        .code(503)
        .header('Retry-After', '1')
        .header('content-type', 'application/json; charset=utf-8')
        .send({ jsonrpc: '2.0', id: null, error: { code: REFUSAL_CODES.busy, message: `Server busy: ${MAX_LARGE_BODIES} large requests are in progress; retry in 1 s` } });
      return;
    }
    active++;
    reply.raw.once('close', () => active--);
    done();
  });
}
