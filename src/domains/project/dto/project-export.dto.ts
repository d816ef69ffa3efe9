import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString, IsUrl, Matches, MaxLength, MinLength, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { DownloadFactsDto } from '../../shared/download-facts.dto.js';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { ProjectIdDto } from '../../shared/project-id.dto.js';
import { MEDIA_TYPE } from '../../shared/upload-content.js';

/** Where GitLab sends a finished export itself (`upload[url]`, `upload[http_method]`). */
export class ExportUploadTargetDto {
  @IsUrl({ require_tld: false }) @JSONSchema({ description: 'URL GitLab uploads the export archive to once it is ready (e.g. a pre-signed object storage URL).' }) url: string;
  @IsOptional() @IsIn(['PUT', 'POST']) @JSONSchema({ description: 'HTTP method of the upload (default PUT).' }) http_method?: string;
}

export class ScheduleExportDto extends ProjectIdDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Description the imported project gets instead of the current one.' }) description?: string;
  @IsOptional() @IsObject() @ValidateNested() @Type(() => ExportUploadTargetDto) @JSONSchema({ description: 'Let GitLab upload the archive to this URL instead of keeping it for project.export_download.' }) upload?: ExportUploadTargetDto;
  @IsOptional() @IsArray() @IsString({ each: true }) @JSONSchema({ description: 'Relations to leave out of the export, e.g. ["ci_pipelines", "issues"].' }) excluded_relations?: string[];
}

/** One project setting an import applies over the exported ones (`override_params[name]=value`). */
export class OverrideParamDto {
  @IsString() @JSONSchema({ description: 'Name of a project setting project.create takes, e.g. "visibility" or "description".' }) name: string;
  @IsString() @JSONSchema({ description: 'Its value, as text (e.g. "private", "true").' }) value: string;
}

/** An export archive sent in the call (the fields of `ProjectUploadDto`, without a project: the import creates it). */
export class ImportProjectFileDto {
  @IsString() @MinLength(1) @MaxLength(255) @JSONSchema({ description: 'File name of the archive, e.g. "backend-export.tar.gz".' }) file_name: string;
  @IsString() @JSONSchema({ description: 'The export archive, base64-encoded (with encoding "base64").' }) content: string;
  @IsOptional() @IsIn(['text', 'base64']) @JSONSchema({ description: 'How content is given: base64 for an archive (default text).' }) encoding?: string;
  @IsOptional() @IsString() @Matches(MEDIA_TYPE) @JSONSchema({ description: 'Media type of the archive (default application/gzip).' }) content_type?: string;
  @IsString() @JSONSchema({ description: 'Path (URL slug) of the new project.' }) path: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Name of the new project (default: path).' }) name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'ID or full path of the namespace to import into (default: your personal namespace).' }) namespace?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'ID of the namespace to import into (instead of namespace).' }) namespace_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Full path of the namespace to import into (instead of namespace).' }) namespace_path?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Replace an existing project with the same path: that project and all its data are lost, so this needs confirmation.' }) overwrite?: boolean;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => OverrideParamDto) @JSONSchema({ description: 'Project settings to apply over the exported ones, e.g. [{"name": "visibility", "value": "private"}].' }) override_params?: OverrideParamDto[];
}

/** import_from_file destroys an existing project when it overwrites one. */
export function importIsDestructive(p: { overwrite?: boolean }): boolean {
  return p.overwrite === true;
}

export class ExportLinksDto {
  @IsOptional() @IsString() api_url?: string;
  @IsOptional() @IsString() web_url?: string;
}

/** `APIEntitiesProjectExportStatus`. */
export class ProjectExportStatusDto extends WithNextStepsDto {
  @IsInt() id: number;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() name_with_namespace?: string;
  @IsOptional() @IsString() path?: string;
  @IsOptional() @IsString() path_with_namespace?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Description (written by a user).' }) description?: string;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'none, queued, started, finished or regeneration_in_progress.' }) export_status?: string;
  @IsOptional() @ValidateNested() @Type(() => ExportLinksDto) _links?: ExportLinksDto;
}

/** One relation an import could not bring over. */
export class FailedRelationDto {
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @IsString() relation_name?: string;
  @IsOptional() @IsString() exception_class?: string;
  @IsOptional() @IsString() exception_message?: string;
  @IsOptional() @IsString() source?: string;
  @IsOptional() @IsInt() line_number?: number;
  @IsOptional() @IsString() created_at?: string;
}

/** `APIEntitiesProjectImportStatus`. */
export class ProjectImportStatusDto extends WithNextStepsDto {
  @IsInt() id: number;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() name_with_namespace?: string;
  @IsOptional() @IsString() path?: string;
  @IsOptional() @IsString() path_with_namespace?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Description (written by a user).' }) description?: string;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'none, scheduled, started, finished or failed.' }) import_status?: string;
  @IsOptional() @IsString() import_type?: string;
  @IsOptional() @IsString() import_error?: string;
  @IsOptional() @IsString() correlation_id?: string;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => FailedRelationDto) failed_relations?: FailedRelationDto[];
}

/** A file GitLab sent, described rather than dumped (nothing is written to disk). */
export class ProjectDownloadDto extends DownloadFactsDto {
  @IsString() project_id: string;
}
