import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { WebhookDto } from '../../shared/webhook.dto.js';

/** GitLab's project webhook (`APIEntitiesProjectHook`). */
export class HookDto extends WebhookDto {
  @IsOptional() @IsInt() project_id?: number;
  @IsOptional() @IsBoolean() resource_deploy_token_events?: boolean;
}

/** A page of project webhooks. */
export class HookListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => HookDto) hooks: HookDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** Outcome of deleting a webhook. */
export class HookDeletionDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsInt() hook_id: number;
  @IsString() message: string;
}

/** Outcome of setting or deleting a custom header or URL variable (GitLab answers 204). */
export class HookKeyChangeDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsInt() hook_id: number;
  @IsString() key: string;
  @IsString() message: string;
}

/** Outcome of a test delivery. */
export class HookTestResultDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsInt() hook_id: number;
  @IsString() trigger: string;
  @IsString() @JSONSchema({ description: "GitLab's answer, e.g. \"201 Created\"." }) message: string;
}
