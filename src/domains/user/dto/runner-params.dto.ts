import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

export class CreateRunnerDto {
  @IsIn(['instance_type', 'group_type', 'project_type']) @JSONSchema({ description: 'Scope of the runner: instance_type (administrators), group_type (with group_id) or project_type (with project_id).' }) runner_type: string;
  @IsOptional() @IsInt() @Min(1) @JSONSchema({ description: 'Group the runner serves (numeric ID), for group_type.' }) group_id?: number;
  @IsOptional() @IsInt() @Min(1) @JSONSchema({ description: 'Project the runner serves (numeric ID), for project_type.' }) project_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Description, e.g. "docker runner on build-01".' }) description?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Create it paused: it takes no jobs until unpaused.' }) paused?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Lock it to the current projects.' }) locked?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Also pick up jobs without tags.' }) run_untagged?: boolean;
  @IsOptional() @IsArray() @IsString({ each: true }) @JSONSchema({ description: 'Tags of the runner, e.g. ["docker", "linux"].' }) tag_list?: string[];
  @IsOptional() @IsIn(['not_protected', 'ref_protected']) @JSONSchema({ description: 'ref_protected: only jobs of protected branches and tags.' }) access_level?: string;
  @IsOptional() @IsInt() @Min(600) @JSONSchema({ description: 'Longest a job may run on it, in seconds (at least 600), e.g. 3600.' }) maximum_timeout?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Free-form maintenance note.' }) maintenance_note?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'When the authentication token expires (ISO 8601).' }) token_expires_at?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Deadline for rotating the authentication token (ISO 8601).' }) token_rotation_deadline?: string;
}

export class CreateInstanceServiceAccountDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Display name, e.g. "Release bot" (default "Service account user").' }) name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Username; generated when left out, e.g. "release-bot".' }) username?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Email; a no-reply address is generated when left out.' }) email?: string;
}

export class UpdateInstanceServiceAccountDto extends CreateInstanceServiceAccountDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'User ID of the service account (user.list_service_accounts gives it).' }) user_id: number;
}

export class ListInstanceServiceAccountsDto extends PageParamsDto {
  @IsOptional() @IsIn(['id', 'username']) @JSONSchema({ description: 'Order by id (default) or username.' }) order_by?: string;
  @IsOptional() @IsIn(['asc', 'desc']) @JSONSchema({ description: 'Sort direction (default desc).' }) sort?: string;
}
