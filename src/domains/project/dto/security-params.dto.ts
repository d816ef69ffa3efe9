import { IsBoolean, IsIn, IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ProjectIdDto } from '../../shared/project-id.dto.js';

export class UpdateSecuritySettingsDto extends ProjectIdDto {
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Turn secret push protection on or off: pushes that contain secrets are rejected.' }) secret_push_protection_enabled?: boolean;
  @IsOptional()
  @IsBoolean()
  @JSONSchema({ description: 'Deprecated name of secret_push_protection_enabled, for GitLab before 17.7.' })
  pre_receive_secret_detection_enabled?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Compute dependency paths faster for dependency scanning results.' }) fast_dependency_paths_enabled?: boolean;
}

/** Package ecosystems the dependency firewall evaluates. */
export const FIREWALL_ECOSYSTEMS = ['npm', 'pypi', 'maven', 'gem', 'composer', 'conan', 'golang', 'nuget', 'cargo', 'swift', 'pub'];

export class EvaluateDependencyDto extends ProjectIdDto {
  @IsIn(FIREWALL_ECOSYSTEMS) @JSONSchema({ description: 'Package ecosystem (package URL type), e.g. npm or pypi.' }) ecosystem: string;
  @IsString() @JSONSchema({ description: 'Package name as the ecosystem writes it (Maven: "group:artifact").' }) name: string;
  @IsString() @JSONSchema({ description: 'Exact package version, e.g. "1.3.0".' }) version: string;
}
