import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

/**
 * GitLab's wiki page entity (`APIEntitiesWikiPage`; the list without content answers
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

/** Outcome of deleting a wiki page (GitLab answers 204 without a body). */
export class WikiPageDeletionDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsString() slug: string;
  @IsString() message: string;
}

/** The Markdown link and URL GitLab gives an uploaded attachment. */
export class WikiAttachmentLinkDto {
  @IsString() @JSONSchema({ description: 'Relative URL of the file inside the wiki.' }) url: string;
  @IsString() @JSONSchema({ description: 'Markdown that embeds or links the file, ready to paste into a page.' }) markdown: string;
}

/** A file committed to the wiki repository (POST /projects/:id/wikis/attachments). */
export class WikiAttachmentDto extends WithNextStepsDto {
  @IsString() @JSONSchema({ description: 'Name of the stored file.' }) file_name: string;
  @IsString() @JSONSchema({ description: 'Path of the file in the wiki repository.' }) file_path: string;
  @IsString() @JSONSchema({ description: 'Branch the file was committed to.' }) branch: string;
  @ValidateNested() @Type(() => WikiAttachmentLinkDto) link: WikiAttachmentLinkDto;
}
