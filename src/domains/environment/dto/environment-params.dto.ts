import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Min, MinLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ProjectIdDto } from '../../shared/project-id.dto.js';

const PROJECT_DOC = 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").';
const TIERS = ['production', 'staging', 'testing', 'development', 'other'];
const TIER_DOC = 'Deployment tier: production, staging, testing, development or other (GitLab guesses it from the name when omitted).';
const AUTO_STOP = ['always', 'with_action'];
const AUTO_STOP_DOC = 'always: the environment may stop without running a stop job; with_action: only through its on_stop job.';

export class ListEnvironmentsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: PROJECT_DOC }) project_id: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only the environment with exactly this name. Exclusive with search.' }) name?: string;
  @IsOptional() @IsString() @MinLength(3) @JSONSchema({ description: 'Environments whose name contains this text (at least 3 characters). Exclusive with name.' }) search?: string;
  @IsOptional() @IsIn(['available', 'stopping', 'stopped']) @JSONSchema({ description: 'Only environments in this state: available, stopping or stopped (default all).' }) states?: string;
}

export class EnvironmentRefDto extends ProjectIdDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'Numeric ID of the environment (from environment.list).' }) environment_id: number;
}

export class CreateEnvironmentDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: 'Name of the environment, e.g. "production" or "review/feature-x" (a slash groups review apps in a folder).' }) name: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Description of the environment.' }) description?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'URL where the deployed app can be reached.' }) external_url?: string;
  @IsOptional() @IsIn(TIERS) @JSONSchema({ description: TIER_DOC }) tier?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'ID of the GitLab agent for Kubernetes to associate.' }) cluster_agent_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Kubernetes namespace to associate (needs cluster_agent_id).' }) kubernetes_namespace?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Full Flux resource path to associate, e.g. "helm.toolkit.fluxcd.io/v2/namespaces/gitlab-agent/helmreleases/gitlab-agent".' }) flux_resource_path?: string;
  @IsOptional() @IsIn(AUTO_STOP) @JSONSchema({ description: AUTO_STOP_DOC }) auto_stop_setting?: string;
}

export class UpdateEnvironmentDto extends EnvironmentRefDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'New description.' }) description?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'New URL where the deployed app can be reached.' }) external_url?: string;
  @IsOptional() @IsIn(TIERS) @JSONSchema({ description: TIER_DOC }) tier?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'ID of the GitLab agent for Kubernetes to associate.' }) cluster_agent_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Kubernetes namespace to associate.' }) kubernetes_namespace?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Full Flux resource path to associate.' }) flux_resource_path?: string;
  @IsOptional() @IsIn(AUTO_STOP) @JSONSchema({ description: AUTO_STOP_DOC }) auto_stop_setting?: string;
}

export class StopEnvironmentDto extends EnvironmentRefDto {
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Stop at once without running the on_stop job (the deployed resources are then left running).', default: false }) force?: boolean;
}
