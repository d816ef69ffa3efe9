/**
 * Offset pagination of a REST list.
 *
 * @publicApi
 */
export interface Pagination {
  /** The page received, from 1. */
  readonly page: number;
  /** Items per page. */
  readonly per_page: number;
  /** Items in all pages; 0 when GitLab sent no `X-Total`. */
  readonly total_items: number;
  /** Number of pages; 0 when GitLab sent no `X-Total-Pages`. */
  readonly total_pages: number;
  /** The next page; 0 on the last page. */
  readonly next_page: number;
  /** The previous page; 0 on the first page. */
  readonly prev_page: number;
  /** True while a next page exists (`next_page > 0`). */
  readonly has_more: boolean;
}
