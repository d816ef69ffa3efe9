import type { FastifyInstance } from 'fastify';
import { jsonShapeViolation } from './json-shape.scan.js';

/**
 * Replaces Fastify's JSON body parser with the same parser (`__proto__` and `constructor` keys
 * refused) behind the structural scan: a body past the bounds is a 400 before it is parsed.
 */
export function installBoundedJsonParser(fastify: FastifyInstance): void {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: fastify.initialConfig.bodyLimit }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    const excess = jsonShapeViolation(text);
    if (excess !== undefined) return done(Object.assign(new Error(excess), { statusCode: 400 }), undefined);
    parse(req, text, done);
  });
}
