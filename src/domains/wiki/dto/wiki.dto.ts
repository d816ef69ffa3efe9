import { Type } from 'class-transformer';
import { IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

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
