import { IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { NewAccessTokenDto } from '../../shared/access-token.dto.js';

/** A runner just created (`APIEntitiesCiRunnerRegistrationDetails`): its authentication token (glrt-...) is shown this once. */
export class RunnerRegistrationDto extends NewAccessTokenDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'When the runner authentication token expires.' }) token_expires_at?: string;
}
