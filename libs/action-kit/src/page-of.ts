import type { RestResponse } from '@gitlab-mcp/gitlab-client';
import type { PaginationDto } from './pagination.dto.js';

/**
 * The A-33 `pagination` object of a list answer: GitLab's headers when it sent them, else
 * derived from the page received (search answers carry no totals).
 *
 * @publicApi
 */
export function pageOf(res: RestResponse<readonly unknown[]>, input: { page?: number; per_page?: number }): PaginationDto {
  if (res.pagination) return { ...res.pagination };
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 20;
  const full = res.data.length >= perPage;
  return {
    page,
    per_page: perPage,
    total_items: 0,
    total_pages: 0,
    next_page: full ? page + 1 : 0,
    prev_page: page > 1 ? page - 1 : 0,
    has_more: full,
  };
}
