import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from './gitlab-sim.constants';

function positiveInt(value: unknown, fallback: number): number {
  const n = typeof value === 'string' ? Number.parseInt(value, 10) : Number.NaN;
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/**
 * Offset pagination like GitLab's: `page` (default 1) and `per_page` (default 20, at most 100), with the
 * `X-Total`, `X-Total-Pages`, `X-Per-Page`, `X-Page`, `X-Next-Page`, `X-Prev-Page` and `Link` headers.
 */
export function paginate<T>(baseUrl: string, request: FastifyRequest, reply: FastifyReply, items: readonly T[]): T[] {
  const query = (request.query ?? {}) as Record<string, string | string[]>;
  const perPage = Math.min(positiveInt(query['per_page'], DEFAULT_PER_PAGE), MAX_PER_PAGE);
  const page = positiveInt(query['page'], 1);
  const total = items.length;
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  const next = page < totalPages ? page + 1 : undefined;
  const prev = page > 1 ? Math.min(page - 1, totalPages) : undefined;

  const path = (request.raw.url ?? '').split('?')[0] ?? '';
  const link = (p: number): string => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (key === 'page' || key === 'per_page') continue;
      for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
    }
    params.set('page', String(p));
    params.set('per_page', String(perPage));
    return `<${baseUrl}${path}?${params.toString()}>`;
  };
  const links: string[] = [];
  if (prev !== undefined) links.push(`${link(prev)}; rel="prev"`);
  if (next !== undefined) links.push(`${link(next)}; rel="next"`);
  links.push(`${link(1)}; rel="first"`, `${link(totalPages)}; rel="last"`);

  reply.headers({
    'x-total': String(total),
    'x-total-pages': String(totalPages),
    'x-per-page': String(perPage),
    'x-page': String(page),
    'x-next-page': next === undefined ? '' : String(next),
    'x-prev-page': prev === undefined ? '' : String(prev),
    link: links.join(', '),
  });
  return items.slice((page - 1) * perPage, page * perPage);
}
