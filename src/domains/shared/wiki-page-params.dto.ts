import { IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

/** The markups a wiki page may be written in. */
export const WIKI_FORMATS = ['markdown', 'rdoc', 'asciidoc', 'org'];

/** The front matter of a wiki page. */
export class WikiFrontMatterInputDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Title to put in the front matter.' }) title?: string;
}
