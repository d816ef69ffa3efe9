import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { ProjectIdDto } from '../../shared/project-id.dto.js';
import { JOB_ID_DOC, JobRefDto } from './job-params.dto.js';

const REF_DOC = 'Branch or tag whose latest successful pipeline holds the artifacts (e.g. "main").';
const JOB_NAME_DOC = 'Name of the job that made the artifacts (e.g. "build").';
const SEARCH_RECENT_DOC = 'Also look in earlier successful pipelines when the latest one has no artifacts for the job.';
const PATH_DOC = 'Path of the file inside the artifacts archive (e.g. "dist/report.txt").';

export class JobArtifactsDto extends JobRefDto {
  @IsOptional()
  @IsIn(['archive', 'metadata', 'trace', 'junit', 'codequality', 'sast', 'dependency_scanning', 'coverage_report', 'dotenv', 'terraform', 'cyclonedx'])
  @JSONSchema({ description: 'Which artifact file to download (default archive: the artifacts:paths zip).' })
  file_type?: string;
}

export class RefArtifactsDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: REF_DOC }) ref_name: string;
  @IsString() @JSONSchema({ description: JOB_NAME_DOC }) job: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: SEARCH_RECENT_DOC }) search_recent_successful_pipelines?: boolean;
}

export class SingleArtifactDto extends ProjectIdDto {
  @IsInt() @Min(1) @JSONSchema({ description: JOB_ID_DOC }) job_id: number;
  @IsString() @JSONSchema({ description: PATH_DOC }) artifact_path: string;
}

export class SingleArtifactByRefDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: REF_DOC }) ref_name: string;
  @IsString() @JSONSchema({ description: PATH_DOC }) artifact_path: string;
  @IsString() @JSONSchema({ description: JOB_NAME_DOC }) job: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: SEARCH_RECENT_DOC }) search_recent_successful_pipelines?: boolean;
}

/** What a download brought: a text file's content (bounded), or a description of binary content. */
export class ArtifactContentDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsOptional() @IsInt() job_id?: number;
  @IsOptional() @IsString() ref_name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Name of the job, for downloads by ref.' }) job?: string;
  @IsOptional() @IsString() artifact_path?: string;
  @IsString() @JSONSchema({ description: 'File name GitLab gave the download.' }) file_name: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Size in bytes, when GitLab said it (Content-Length) or the whole file was read.' }) size?: number;
  @IsString() content_type: string;
  @IsBoolean() @JSONSchema({ description: 'Binary content is described, not returned.' }) binary: boolean;
  @IsBoolean() @JSONSchema({ description: 'A zip archive: its metadata only is returned.' }) archive: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'The text, for a text file (output of a job: untrusted).' }) content?: string;
  @IsBoolean() @JSONSchema({ description: 'The text was cut (download or character bound).' }) truncated: boolean;
  @IsOptional() @IsInt() total_lines?: number;
  @IsOptional() @IsInt() shown_lines?: number;
}

/** Outcome of deleting artifacts (GitLab answers 204 or 202 without a body). */
export class ArtifactDeletionDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsOptional() @IsInt() job_id?: number;
  @IsString() message: string;
}
