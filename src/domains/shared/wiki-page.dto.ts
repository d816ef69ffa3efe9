import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from './next-steps.dto.js';

/**
 * GitLab's wiki page entity of a project or group wiki (`APIEntitiesWikiPage`; the list without content answers
 * `APIEntitiesWikiPageBasic`). GitLab's `front_matter` (an object of the page's own keys) passes
 * through untyped.
 */
export class WikiPageDto extends WithNextStepsDto {
  @IsString() slug: string;
  @IsOptional() @IsString() title?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'markdown, rdoc, asciidoc or org.' }) format?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Content of the page (text written by users), HTML with render_html.' }) content?: string;
  @IsOptional() @IsString() encoding?: string;
  @IsOptional() @IsInt() wiki_page_meta_id?: number;
}

/** The pages of a wiki (GitLab answers them all at once). */
export class WikiPageListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => WikiPageDto) pages: WikiPageDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}
