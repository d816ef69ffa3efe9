import { paginationFromHeaders } from './pagination.parser.js';

interface Row {
  readonly name: string;
  readonly headers: Record<string, string>;
  readonly expected: ReturnType<typeof paginationFromHeaders>;
}

describe('paginationFromHeaders (A-33)', () => {
  it.each<Row>([
    {
      name: 'a middle page with totals',
      headers: { 'x-page': '2', 'x-per-page': '20', 'x-total': '45', 'x-total-pages': '3', 'x-next-page': '3', 'x-prev-page': '1' },
      expected: { page: 2, per_page: 20, total_items: 45, total_pages: 3, next_page: 3, prev_page: 1, has_more: true },
    },
    {
      name: 'the last page: empty X-Next-Page is 0',
      headers: { 'x-page': '3', 'x-per-page': '20', 'x-total': '45', 'x-total-pages': '3', 'x-next-page': '', 'x-prev-page': '2' },
      expected: { page: 3, per_page: 20, total_items: 45, total_pages: 3, next_page: 0, prev_page: 2, has_more: false },
    },
    {
      name: 'the first page: empty X-Prev-Page is 0',
      headers: { 'x-page': '1', 'x-per-page': '2', 'x-total': '5', 'x-total-pages': '3', 'x-next-page': '2', 'x-prev-page': '' },
      expected: { page: 1, per_page: 2, total_items: 5, total_pages: 3, next_page: 2, prev_page: 0, has_more: true },
    },
    {
      name: 'no X-Total (over 10 000 items): totals are 0',
      headers: { 'x-page': '4', 'x-per-page': '100', 'x-next-page': '5', 'x-prev-page': '3' },
      expected: { page: 4, per_page: 100, total_items: 0, total_pages: 0, next_page: 5, prev_page: 3, has_more: true },
    },
    {
      name: 'X-Total without X-Total-Pages: pages derived',
      headers: { 'x-page': '1', 'x-per-page': '20', 'x-total': '41', 'x-next-page': '2' },
      expected: { page: 1, per_page: 20, total_items: 41, total_pages: 3, next_page: 2, prev_page: 0, has_more: true },
    },
    {
      name: 'header names in any case',
      headers: { 'X-Page': '1', 'X-Per-Page': '10', 'X-Total': '3', 'X-Total-Pages': '1', 'X-Next-Page': '', 'X-Prev-Page': '' },
      expected: { page: 1, per_page: 10, total_items: 3, total_pages: 1, next_page: 0, prev_page: 0, has_more: false },
    },
    {
      name: 'only X-Next-Page (keyset-like): page inferred',
      headers: { 'x-next-page': '3', 'x-per-page': '20' },
      expected: { page: 2, per_page: 20, total_items: 0, total_pages: 0, next_page: 3, prev_page: 0, has_more: true },
    },
    {
      name: 'garbage numbers count as absent',
      headers: { 'x-page': '1', 'x-per-page': 'abc', 'x-total': '-4', 'x-next-page': '2x' },
      expected: { page: 1, per_page: 20, total_items: 0, total_pages: 0, next_page: 0, prev_page: 0, has_more: false },
    },
  ])('$name', ({ headers, expected }) => {
    expect(paginationFromHeaders(headers)).toEqual(expected);
  });

  it('uses the fallback page size when X-Per-Page is missing', () => {
    expect(paginationFromHeaders({ 'x-page': '1', 'x-next-page': '' }, 50)).toEqual({
      page: 1, per_page: 50, total_items: 0, total_pages: 0, next_page: 0, prev_page: 0, has_more: false,
    });
  });

  it('is undefined without X-Page and X-Next-Page', () => {
    expect(paginationFromHeaders({ 'x-total': '3', 'content-type': 'application/json' })).toBeUndefined();
    expect(paginationFromHeaders({})).toBeUndefined();
  });
});
