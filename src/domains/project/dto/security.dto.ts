import { IsBoolean, IsInt, IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

/** A project's security settings (GitLab's `ProjectSecuritySetting`). */
export class SecuritySettingsDto extends WithNextStepsDto {
  @IsOptional() @IsInt() project_id?: number;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() updated_at?: string;
  @IsOptional() @IsBoolean() secret_push_protection_enabled?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Name of secret_push_protection_enabled before GitLab 17.7.' }) pre_receive_secret_detection_enabled?: boolean;
  @IsOptional() @IsBoolean() auto_fix_container_scanning?: boolean;
  @IsOptional() @IsBoolean() auto_fix_dast?: boolean;
  @IsOptional() @IsBoolean() auto_fix_dependency_scanning?: boolean;
  @IsOptional() @IsBoolean() auto_fix_sast?: boolean;
  @IsOptional() @IsBoolean() continuous_vulnerability_scans_enabled?: boolean;
  @IsOptional() @IsBoolean() container_scanning_for_registry_enabled?: boolean;
  @IsOptional() @IsBoolean() fast_dependency_paths_enabled?: boolean;
}

/** The dependency firewall's verdict on one package version. */
export class DependencyEvaluationDto extends WithNextStepsDto {
  @IsString() ecosystem: string;
  @IsString() name: string;
  @IsString() version: string;
  @IsOptional()
  @IsString()
  @JSONSchema({ description: 'allowed: fetched as usual; warned: fetched and reported; blocked: refused by the firewall.' })
  outcome?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Why a package is warned or blocked: the matching policy rule.' }) reason?: string;
}
