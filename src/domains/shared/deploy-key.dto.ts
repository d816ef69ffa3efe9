import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from './next-steps.dto.js';
import { ProjectIdentityDto } from './todo.dto.js';

/**
 * GitLab's deploy key entity (`APIEntitiesDeployKey`; `APIEntitiesDeployKeysProject` adds `can_push`
 * for the project it is read from). `key` is the public SSH key, not a secret.
 */
export class DeployKeyDto extends WithNextStepsDto {
  @IsInt() id: number;
  @IsOptional() @IsString() title?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'The public SSH key.' }) key?: string;
  @IsOptional() @IsString() fingerprint?: string;
  @IsOptional() @IsString() fingerprint_sha256?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'auth, signing or auth_and_signing.' }) usage_type?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Whether the key may push to the project it is read from (read-only otherwise).' }) can_push?: boolean;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() expires_at?: string;
  @IsOptional() @IsString() last_used_at?: string;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => ProjectIdentityDto) projects_with_write_access?: ProjectIdentityDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => ProjectIdentityDto) projects_with_readonly_access?: ProjectIdentityDto[];
}
