import { IsInt, IsOptional, IsString } from 'class-validator';
import { WithNextStepsDto } from './next-steps.dto.js';

/** GitLab's service account entity (`APIEntitiesServiceAccount`): of a project, a group or the instance. */
export class ServiceAccountDto extends WithNextStepsDto {
  @IsInt() id: number;
  @IsOptional() @IsString() username?: string;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() email?: string;
  @IsOptional() @IsString() public_email?: string;
  @IsOptional() @IsString() unconfirmed_email?: string;
}
