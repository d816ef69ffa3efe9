import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { GroupIdDto } from '../../shared/group-id.dto.js';
import { WIKI_FORMATS, WikiFrontMatterInputDto } from '../../shared/wiki-page-params.dto.js';

const SLUG_DOC = 'Slug of the group wiki page (e.g. "home" or "dir/page-name"), as group.wiki_list shows it.';

export class ListGroupWikiPagesDto extends GroupIdDto {
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Also return the content of every page (default false).' }) with_content?: boolean;
}

export class GroupWikiPageRefDto extends GroupIdDto {
  @IsString() @JSONSchema({ description: SLUG_DOC }) slug: string;
}

export class GetGroupWikiPageDto extends GroupWikiPageRefDto {
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Return the content rendered as HTML instead of its source.' }) render_html?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Commit SHA of an older version of the page (e.g. "3f0a1b2c").' }) version?: string;
}

export class CreateGroupWikiPageDto extends GroupIdDto {
  @IsString() @JSONSchema({ description: 'Title of the page; the slug is derived from it ("dir/Page name" creates dir/Page-name).' }) title: string;
  @IsString() @JSONSchema({ description: 'Content of the page in the chosen format.' }) content: string;
  @IsOptional() @IsIn(WIKI_FORMATS) @JSONSchema({ description: 'Markup of the content: markdown (default), rdoc, asciidoc or org.' }) format?: string;
  @IsOptional() @ValidateNested() @Type(() => WikiFrontMatterInputDto) @JSONSchema({ description: 'Front matter of the page (e.g. {"title": "Onboarding"}).' }) front_matter?: WikiFrontMatterInputDto;
}

export class UpdateGroupWikiPageDto extends GroupWikiPageRefDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'New title (renames the page, and so its slug).' }) title?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'New content (replaces the old one).' }) content?: string;
  @IsOptional() @IsIn(WIKI_FORMATS) @JSONSchema({ description: 'Markup of the content: markdown, rdoc, asciidoc or org.' }) format?: string;
  @IsOptional() @ValidateNested() @Type(() => WikiFrontMatterInputDto) @JSONSchema({ description: 'Front matter of the page (e.g. {"title": "Onboarding"}).' }) front_matter?: WikiFrontMatterInputDto;
}
