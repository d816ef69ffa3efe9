import type { Pagination } from './pagination.interface.js';

/** GitLab's page size when the request named none. */
const GITLAB_DEFAULT_PER_PAGE = 20;

/**
 * Reads GitLab's offset pagination headers (`X-Page`, `X-Per-Page`, `X-Total`, `X-Total-Pages`,
 * `X-Next-Page`, `X-Prev-Page`) into the A-33 shape. Header names match in any case.
 *
 * Returns `undefined` unless `X-Page` or `X-Next-Page` is present. Totals are 0 when GitLab sent
 * none (it omits them above 10 000 items); `total_pages` is derived from `X-Total` when only that
 * arrived. `next_page`/`prev_page` are 0 when the header is empty or missing.
 *
 * @param headers response headers
 * @param fallbackPerPage page size to report when `X-Per-Page` is missing (the requested one)
 * @publicApi
 */
export function paginationFromHeaders(
  headers: Readonly<Record<string, string>>,
  fallbackPerPage?: number,
): Pagination | undefined {
  const lower = new Map<string, string>();
  for (const [name, value] of Object.entries(headers)) lower.set(name.toLowerCase(), value);

  const page = readCount(lower.get('x-page'));
  const nextPage = readCount(lower.get('x-next-page'));
  if (page === undefined && nextPage === undefined) return undefined;

  const prevPage = readCount(lower.get('x-prev-page')) ?? 0;
  const next = nextPage ?? 0;
  const current = page ?? (next > 1 ? next - 1 : prevPage > 0 ? prevPage + 1 : 1);
  const perPage = readCount(lower.get('x-per-page')) ?? fallbackPerPage ?? GITLAB_DEFAULT_PER_PAGE;
  const totalItems = readCount(lower.get('x-total')) ?? 0;
  const totalPages =
    readCount(lower.get('x-total-pages')) ??
    (totalItems > 0 && perPage > 0 ? Math.ceil(totalItems / perPage) : 0);

  return {
    page: current,
    per_page: perPage,
    total_items: totalItems,
    total_pages: totalPages,
    next_page: next,
    prev_page: prevPage,
    has_more: next > 0,
  };
}

function readCount(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const parsed = Number(trimmed);
  return Number.isSafeInteger(parsed) ? parsed : undefined;
}
