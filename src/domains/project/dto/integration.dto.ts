import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsObject, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

/** GitLab's integration summary (`APIEntitiesIntegrationBasic`). */
export class IntegrationDto extends WithNextStepsDto {
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @IsString() title?: string;
  @IsOptional() @IsString() slug?: string;
  @IsOptional() @IsBoolean() active?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'The settings come from the group or instance default.' }) inherited?: boolean;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() updated_at?: string;
  @IsOptional() @IsBoolean() commit_events?: boolean;
  @IsOptional() @IsBoolean() push_events?: boolean;
  @IsOptional() @IsBoolean() issues_events?: boolean;
  @IsOptional() @IsBoolean() incident_events?: boolean;
  @IsOptional() @IsBoolean() alert_events?: boolean;
  @IsOptional() @IsBoolean() confidential_issues_events?: boolean;
  @IsOptional() @IsBoolean() merge_requests_events?: boolean;
  @IsOptional() @IsBoolean() tag_push_events?: boolean;
  @IsOptional() @IsBoolean() deployment_events?: boolean;
  @IsOptional() @IsBoolean() note_events?: boolean;
  @IsOptional() @IsBoolean() confidential_note_events?: boolean;
  @IsOptional() @IsBoolean() pipeline_events?: boolean;
  @IsOptional() @IsBoolean() wiki_page_events?: boolean;
  @IsOptional() @IsBoolean() job_events?: boolean;
  @IsOptional() @IsBoolean() vulnerability_events?: boolean;
  @IsOptional() @IsBoolean() comment_on_event_enabled?: boolean;
}

/** One integration with its settings (`APIEntitiesIntegration`). */
export class IntegrationDetailDto extends IntegrationDto {
  @IsOptional()
  @IsObject()
  @JSONSchema({ description: 'The non-secret settings of the integration (names as GitLab spells them); credentials in URLs are masked.' })
  properties?: Record<string, unknown>;
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  @JSONSchema({ description: 'Names of credential settings left out of properties (write-only).' })
  hidden_properties?: string[];
}

/** The active integrations of a project or group (GitLab sends them all; pages are cut here). */
export class IntegrationListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => IntegrationDto) integrations: IntegrationDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** Outcome of disabling an integration (GitLab answers 204). */
export class IntegrationDeletionDto extends WithNextStepsDto {
  @IsString() @JSONSchema({ description: 'The project or group.' }) owner: string;
  @IsString() slug: string;
  @IsString() message: string;
}
