import { IsArray, IsBoolean, IsInt, IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from './next-steps.dto.js';

/** GitLab's deploy token entity (`APIEntitiesDeployToken`); never carries the token value. */
export class DeployTokenDto extends WithNextStepsDto {
  @IsInt() id: number;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'The username to authenticate with, together with the token value.' }) username?: string;
  @IsOptional() @IsString() expires_at?: string;
  @IsOptional() @IsBoolean() revoked?: boolean;
  @IsOptional() @IsBoolean() expired?: boolean;
  @IsOptional() @IsArray() @IsString({ each: true }) scopes?: string[];
}

/** A deploy token just created (`APIEntitiesDeployTokenWithToken`): the value is shown this once. */
export class NewDeployTokenDto extends DeployTokenDto {
  @IsOptional()
  @IsString()
  @JSONSchema({ description: 'The token value (gldt-...). GitLab returns it only now: store it in a secret manager or a masked CI/CD variable at once; it cannot be read again.' })
  token?: string;
}
