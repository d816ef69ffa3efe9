import type { PaginationDto } from '@gitlab-mcp/action-kit';

/**
 * One A-33 page of a list GitLab returns whole (no `page`/`per_page` on its route), cut here so
 * the action pages like every other list, with exact totals.
 */
export function pageLocally<T>(items: readonly T[], input: { page?: number; per_page?: number }): { items: T[]; pagination: PaginationDto } {
  const perPage = input.per_page ?? 20;
  const page = input.page ?? 1;
  const totalPages = Math.max(1, Math.ceil(items.length / perPage));
  const hasMore = page < totalPages;
  return {
    items: items.slice((page - 1) * perPage, page * perPage),
    pagination: {
      page,
      per_page: perPage,
      total_items: items.length,
      total_pages: totalPages,
      next_page: hasMore ? page + 1 : 0,
      prev_page: page > 1 ? page - 1 : 0,
      has_more: hasMore,
    },
  };
}

/** The one complete page of a list GitLab answers all at once and does not paginate (a wiki's pages). */
export function wholeList(count: number): PaginationDto {
  return { page: 1, per_page: count, total_items: count, total_pages: 1, next_page: 0, prev_page: 0, has_more: false };
}
