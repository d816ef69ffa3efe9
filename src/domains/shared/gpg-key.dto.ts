import { IsInt, IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from './next-steps.dto.js';

/** GitLab's GPG key entity (`APIEntitiesGpgKey`): a public key that verifies a user's signed commits. */
export class GpgKeyDto extends WithNextStepsDto {
  @IsInt() id: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'The ASCII-armored public key.' }) key?: string;
  @IsOptional() @IsString() created_at?: string;
}
