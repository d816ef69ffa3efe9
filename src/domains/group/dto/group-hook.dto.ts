import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { WebhookDto } from '../../shared/webhook.dto.js';

/** GitLab's group webhook (`APIEntitiesGroupHook`). */
export class GroupHookDto extends WebhookDto {
  @IsOptional() @IsInt() group_id?: number;
  @IsOptional() @IsInt() organization_id?: number;
  @IsOptional() @IsBoolean() member_events?: boolean;
  @IsOptional() @IsBoolean() project_events?: boolean;
  @IsOptional() @IsBoolean() subgroup_events?: boolean;
}

/** A page of group webhooks. */
export class GroupHookListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => GroupHookDto) hooks: GroupHookDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** Outcome of a group webhook request GitLab answers without a webhook: delete, header or variable change, test, resend. */
export class GroupHookOutcomeDto extends WithNextStepsDto {
  @IsString() group_id: string;
  @IsInt() hook_id: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'The custom header or URL variable name, for those changes.' }) key?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'The event a test delivery simulated.' }) trigger?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'The recorded delivery that was sent again.' }) hook_log_id?: number;
  @IsString() message: string;
}
