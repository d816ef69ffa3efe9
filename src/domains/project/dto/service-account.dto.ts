import { IsBoolean, IsInt, IsString } from 'class-validator';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

/** Outcome of deleting a service account (GitLab answers 204 without a body). */
export class ServiceAccountDeletionDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsInt() user_id: number;
  @IsBoolean() hard_delete: boolean;
  @IsString() message: string;
}

/** Outcome of revoking a token (GitLab answers 204 without a body). */
export class ServiceAccountTokenRevocationDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsInt() user_id: number;
  @IsInt() token_id: number;
  @IsString() message: string;
}
