import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { MergeRequestFiltersDto } from '../../shared/merge-request-filters.dto.js';
import { ProjectIdDto } from '../../shared/project-id.dto.js';

const PROJECT_DOC = 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").';
const DEPLOYMENT_DOC = 'Numeric ID of the deployment (from environment.deployment_list).';
const WRITE_STATUSES = ['running', 'success', 'failed', 'canceled'];
const DATE_DOC = 'ISO 8601 time, e.g. 2025-03-15T08:00:00Z.';

export class ListDeploymentsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: PROJECT_DOC }) project_id: string;
  @IsOptional() @IsIn(['id', 'iid', 'created_at', 'updated_at', 'finished_at', 'ref']) @JSONSchema({ description: 'Order by id, iid, created_at, updated_at, finished_at or ref (default id).' }) order_by?: string;
  @IsOptional() @IsIn(['asc', 'desc']) @JSONSchema({ description: 'Sort direction (default asc).' }) sort?: string;
  @IsOptional() @IsString() @JSONSchema({ description: `Updated after this time. ${DATE_DOC}` }) updated_after?: string;
  @IsOptional() @IsString() @JSONSchema({ description: `Updated before this time. ${DATE_DOC}` }) updated_before?: string;
  @IsOptional() @IsString() @JSONSchema({ description: `Finished after this time; needs order_by finished_at and status success. ${DATE_DOC}` }) finished_after?: string;
  @IsOptional() @IsString() @JSONSchema({ description: `Finished before this time; needs order_by finished_at and status success. ${DATE_DOC}` }) finished_before?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only deployments to the environment with this name.' }) environment?: string;
  @IsOptional() @IsIn(['created', 'running', 'success', 'failed', 'canceled', 'skipped', 'blocked']) @JSONSchema({ description: 'Only deployments in this status: created, running, success, failed, canceled, skipped or blocked.' }) status?: string;
}

export class DeploymentRefDto extends ProjectIdDto {
  @IsInt() @Min(1) @JSONSchema({ description: DEPLOYMENT_DOC }) deployment_id: number;
}

export class CreateDeploymentDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: 'Name of the environment deployed to; GitLab creates it when it does not exist.' }) environment: string;
  @Matches(/^[0-9a-fA-F]{7,64}$/) @JSONSchema({ description: 'SHA of the commit deployed.' }) sha: string;
  @IsString() @JSONSchema({ description: 'Branch or tag name deployed.' }) ref: string;
  @IsBoolean() @JSONSchema({ description: 'Whether ref is a tag (true) or a branch (false).' }) tag: boolean;
  @IsIn(WRITE_STATUSES) @JSONSchema({ description: 'Status of the deployment: running, success, failed or canceled.' }) status: string;
}

export class UpdateDeploymentDto extends DeploymentRefDto {
  @IsIn(WRITE_STATUSES) @JSONSchema({ description: 'New status: running, success, failed or canceled.' }) status: string;
}

export class ListDeploymentMergeRequestsDto extends MergeRequestFiltersDto {
  @IsString() @JSONSchema({ description: PROJECT_DOC }) project_id: string;
  @IsInt() @Min(1) @JSONSchema({ description: DEPLOYMENT_DOC }) deployment_id: number;
}

export class ApproveDeploymentDto extends DeploymentRefDto {
  @IsIn(['approved', 'rejected']) @JSONSchema({ description: 'approved lets the blocked deployment run; rejected fails it.' }) status: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Comment to go with the approval or rejection.' }) comment?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Name of the user, group or role to approve as, when you belong to several approval rules.' }) represented_as?: string;
}
