import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, MaxLength, MinLength, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { DownloadFactsDto } from '../../shared/download-facts.dto.js';
import { GroupIdDto } from '../../shared/group-id.dto.js';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { MEDIA_TYPE } from '../../shared/upload-content.js';

/** What GitLab answers when it accepts a background export (202 with a message). */
export class GroupExportScheduledDto extends WithNextStepsDto {
  @IsString() group_id: string;
  @IsString() @JSONSchema({ description: "GitLab's answer, e.g. \"202 Accepted\"." }) message: string;
}

export class ScheduleRelationsExportDto extends GroupIdDto {
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Export each relation in batches (default false), for large groups.', default: false }) batched?: boolean;
}

/** The finished export archive of a group, described (never stored or dumped). */
export class GroupDownloadDto extends DownloadFactsDto {
  @IsString() group_id: string;
}

/** A group export archive sent in the call: GitLab creates a new group from it. */
export class ImportGroupFileDto {
  @IsString() @MinLength(1) @MaxLength(255) @JSONSchema({ description: 'File name of the archive, e.g. "acme-export.tar.gz".' }) file_name: string;
  @IsString() @JSONSchema({ description: 'The group export archive (from group.group_export_download or GitLab\'s UI), base64-encoded with encoding "base64".' }) content: string;
  @IsOptional() @IsIn(['text', 'base64']) @JSONSchema({ description: 'How content is given: base64 for an archive (default text).' }) encoding?: string;
  @IsOptional() @IsString() @Matches(MEDIA_TYPE) @JSONSchema({ description: 'Media type of the archive (default application/gzip).' }) content_type?: string;
  @IsString() @MinLength(1) @JSONSchema({ description: 'Name of the new group.' }) name: string;
  @IsString() @MinLength(1) @JSONSchema({ description: 'Path (URL slug) of the new group.' }) path: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'ID of the parent group to import into (a top-level group when left out).' }) parent_id?: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'ID of the organization the new group belongs to.' }) organization_id?: number;
}

/** GitLab's acknowledgement of a group import (it runs in the background). */
export class GroupImportStartedDto extends WithNextStepsDto {
  @IsString() name: string;
  @IsString() path: string;
  @IsOptional() @IsInt() parent_id?: number;
  @IsString() @JSONSchema({ description: "GitLab's answer, e.g. \"202 Accepted\"." }) message: string;
}

export class ListRelationExportsDto extends GroupIdDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Only this relation (e.g. "labels", "milestones", "epics"); all relations when left out.' }) relation?: string;
}

/** One batch of a batched relation export (`APIEntitiesBulkImportsExportBatchStatus`). */
export class RelationExportBatchDto {
  @IsOptional() @IsInt() batch_number?: number;
  @IsOptional() @IsInt() @JSONSchema({ description: '0 started, 1 finished, -1 failed.' }) status?: number;
  @IsOptional() @IsInt() objects_count?: number;
  @IsOptional() @IsString() error?: string;
  @IsOptional() @IsString() updated_at?: string;
}

/** The export of one relation of a group (`APIEntitiesBulkImportsExportStatus`). */
export class RelationExportStatusDto {
  @IsString() relation: string;
  @IsOptional() @IsInt() @JSONSchema({ description: '0 started, 1 finished, -1 failed.' }) status?: number;
  @IsOptional() @IsString() error?: string;
  @IsOptional() @IsString() updated_at?: string;
  @IsOptional() @IsBoolean() batched?: boolean;
  @IsOptional() @IsInt() batches_count?: number;
  @IsOptional() @IsInt() total_objects_count?: number;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => RelationExportBatchDto) batches?: RelationExportBatchDto[];
}

export class RelationExportStatusListDto extends WithNextStepsDto {
  @IsString() group_id: string;
  @IsArray() @ValidateNested({ each: true }) @Type(() => RelationExportStatusDto) relations: RelationExportStatusDto[];
}
