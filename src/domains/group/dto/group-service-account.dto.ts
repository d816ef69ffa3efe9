import { IsBoolean, IsInt, IsString } from 'class-validator';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

/** Outcome of deleting a group service account (GitLab answers 202/204 without a body). */
export class GroupServiceAccountDeletionDto extends WithNextStepsDto {
  @IsString() group_id: string;
  @IsInt() user_id: number;
  @IsBoolean() hard_delete: boolean;
  @IsString() message: string;
}

/** Outcome of revoking a group service account's token (GitLab answers 204 without a body). */
export class GroupServiceAccountTokenRevocationDto extends WithNextStepsDto {
  @IsString() group_id: string;
  @IsInt() user_id: number;
  @IsInt() token_id: number;
  @IsString() message: string;
}
