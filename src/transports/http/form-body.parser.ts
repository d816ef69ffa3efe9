import type { FastifyInstance } from 'fastify';

/** `application/x-www-form-urlencoded` bodies (the OAuth token and consent endpoints) as a flat object, last value wins. */
export function installFormBodyParser(fastify: FastifyInstance): void {
  if (fastify.hasContentTypeParser('application/x-www-form-urlencoded')) return;
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });
}
