import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

/** No parameters. */
export class NoParamsDto {}

/** GitLab's KAS metadata. */
export class KasDto {
  @IsOptional() @IsBoolean() enabled?: boolean;
  @IsOptional() @IsString() externalUrl?: string;
  @IsOptional() @IsString() externalK8sProxyUrl?: string;
  @IsOptional() @IsString() version?: string;
}

/** The connection as this server sees it: instance, caller and token. */
export class ServerStatusDto extends WithNextStepsDto {
  @IsString() server_version: string;
  @IsString() gitlab_url: string;
  @IsOptional() @IsString() gitlab_version?: string;
  @IsOptional() @IsString() gitlab_revision?: string;
  @IsOptional() @IsBoolean() enterprise?: boolean;
  @IsOptional() @ValidateNested() @Type(() => KasDto) kas?: KasDto;
  @IsString() @JSONSchema({ description: 'Resolved tier: free, premium or ultimate.' }) tier: string;
  @IsOptional() @IsString() username?: string;
  @IsOptional() @IsInt() user_id?: number;
  @IsArray() @IsString({ each: true }) token_scopes: string[];
  @IsBoolean() fine_grained_token: boolean;
  @IsBoolean() admin: boolean;
}

/** Whether GitLab answers, and how fast. */
export class HealthCheckDto extends WithNextStepsDto {
  @IsString() @JSONSchema({ description: 'ok when GitLab answered the metadata request.' }) status: string;
  @IsString() gitlab_url: string;
  @IsOptional() @IsString() gitlab_version?: string;
  @IsInt() @JSONSchema({ description: 'Round trip of GET /metadata in milliseconds.' }) latency_ms: number;
}
