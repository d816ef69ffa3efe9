import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

/**
 * Page parameters every list action accepts. Extend it in a list DTO.
 *
 * @publicApi
 */
export class PageParamsDto {
  @IsOptional()
  @IsInt()
  @Min(1)
  @JSONSchema({ description: 'Page number, from 1.', default: 1 })
  page?: number;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(100)
  @JSONSchema({ description: 'Items per page, 1..100.', default: 20 })
  per_page?: number;
}

/**
 * The `pagination` object of every list result.
 *
 * @publicApi
 */
export class PaginationDto {
  @IsInt() page: number;
  @IsInt() per_page: number;
  @IsInt() @JSONSchema({ description: '0 when GitLab sent no total.' }) total_items: number;
  @IsInt() @JSONSchema({ description: '0 when GitLab sent no total.' }) total_pages: number;
  @IsInt() @JSONSchema({ description: '0 on the last page.' }) next_page: number;
  @IsInt() @JSONSchema({ description: '0 on the first page.' }) prev_page: number;
  @IsBoolean() @JSONSchema({ description: 'True while a next page exists.' }) has_more: boolean;
}

/**
 * One line describing where a page sits, for the Markdown under a table.
 *
 * @publicApi
 */
export function paginationLine(p: PaginationDto): string {
  const total = p.total_items > 0 ? ` of ${p.total_pages} (${p.total_items} items)` : '';
  const more = p.has_more ? ` More: \`page: ${p.next_page}\`.` : '';
  return `_Page ${p.page}${total}, ${p.per_page} per page._${more}`;
}
