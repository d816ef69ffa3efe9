import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ProjectIdDto } from '../../shared/project-id.dto.js';
import { ProjectUploadDto } from '../../shared/upload-content.js';
import { WIKI_FORMATS, WikiFrontMatterInputDto } from '../../shared/wiki-page-params.dto.js';

const SLUG_DOC = 'Slug of the wiki page (e.g. "home" or "dir/page-name"), as wiki.list shows it.';

export class ListWikiPagesDto extends ProjectIdDto {
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Also return the content of every page (default false).' }) with_content?: boolean;
}

export class WikiPageRefDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: SLUG_DOC }) slug: string;
}

export class GetWikiPageDto extends WikiPageRefDto {
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Return the content rendered as HTML instead of its source.' }) render_html?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Commit SHA of an older version of the page.' }) version?: string;
}

export class CreateWikiPageDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: 'Title of the page; the slug is derived from it ("dir/Page name" creates dir/Page-name).' }) title: string;
  @IsString() @JSONSchema({ description: 'Content of the page in the chosen format.' }) content: string;
  @IsOptional() @IsIn(WIKI_FORMATS) @JSONSchema({ description: 'Markup of the content: markdown (default), rdoc, asciidoc or org.' }) format?: string;
  @IsOptional() @ValidateNested() @Type(() => WikiFrontMatterInputDto) @JSONSchema({ description: 'Front matter of the page (e.g. {"title": "Deploy guide"}).' }) front_matter?: WikiFrontMatterInputDto;
}

export class UpdateWikiPageDto extends WikiPageRefDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'New title (renames the page, and so its slug).' }) title?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'New content (replaces the old one).' }) content?: string;
  @IsOptional() @IsIn(WIKI_FORMATS) @JSONSchema({ description: 'Markup of the content: markdown, rdoc, asciidoc or org.' }) format?: string;
  @IsOptional() @ValidateNested() @Type(() => WikiFrontMatterInputDto) @JSONSchema({ description: 'Front matter of the page (e.g. {"title": "Deploy guide"}).' }) front_matter?: WikiFrontMatterInputDto;
}

export class UploadWikiAttachmentDto extends ProjectUploadDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Branch of the wiki repository to commit the attachment to (default: the wiki\'s default branch).' }) branch?: string;
}
