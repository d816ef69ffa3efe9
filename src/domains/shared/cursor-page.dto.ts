import { ActionRefusalError } from '@gitlab-mcp/errors';
import { IsBoolean, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

/** Default page size of a GraphQL list. */
export const CURSOR_PAGE_SIZE = 20;

/**
 * Cursor paging of a GraphQL list that goes both ways: `first`/`after` forward,
 * `last`/`before` backward. Giving both `first` and `last` is refused by {@link cursorArgs}.
 */
export class CursorPageParamsDto {
  @IsOptional() @IsInt() @Min(1) @Max(100) @JSONSchema({ description: 'Items per page going forward, 1..100 (default 20). Not with last.' }) first?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'end_cursor of the previous page, to read the next one.' }) after?: string;
  @IsOptional() @IsInt() @Min(1) @Max(100) @JSONSchema({ description: 'Items per page going backward, 1..100. Not with first.' }) last?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'start_cursor of the current page, to read the one before it (with last).' }) before?: string;
}

/** The A-35 `page_info` of a GraphQL list. */
export class CursorPageInfoDto {
  @IsBoolean() has_next_page: boolean;
  @IsBoolean() has_previous_page: boolean;
  @IsOptional() @IsString() start_cursor?: string;
  @IsOptional() @IsString() end_cursor?: string;
}

/** GraphQL's `PageInfo` as GitLab sends it. */
export interface GraphqlPageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

/**
 * The GraphQL connection arguments for the caller's paging; `first` defaults to 20 unless the
 * caller pages backward. Refuses `first` with `last` before anything is sent.
 */
export function cursorArgs(input: CursorPageParamsDto): { first?: number; after?: string; last?: number; before?: string } {
  if (input.first !== undefined && input.last !== undefined) {
    throw new ActionRefusalError('first and last cannot be given together: page forward with first/after or backward with last/before (A-35)');
  }
  if (input.last !== undefined) return { last: input.last, before: input.before, after: input.after };
  return { first: input.first ?? CURSOR_PAGE_SIZE, after: input.after, before: input.before };
}

/** `page_info` from GitLab's `pageInfo` (a missing connection reads as one empty page). */
export function pageInfoOf(p: GraphqlPageInfo | null | undefined): CursorPageInfoDto {
  return {
    has_next_page: p?.hasNextPage ?? false,
    has_previous_page: p?.hasPreviousPage ?? false,
    start_cursor: p?.startCursor ?? undefined,
    end_cursor: p?.endCursor ?? undefined,
  };
}

/** The line under a GraphQL list's table: where the page sits and how to move on. */
export function cursorPageLine(p: CursorPageInfoDto): string {
  const parts = [
    p.has_previous_page && p.start_cursor ? `previous page: last + before="${p.start_cursor}"` : undefined,
    p.has_next_page && p.end_cursor ? `next page: after="${p.end_cursor}"` : undefined,
  ].filter((x): x is string => x !== undefined);
  return parts.length === 0 ? '_All results shown._' : `_More results: ${parts.join('; ')}._`;
}
