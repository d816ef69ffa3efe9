import { IsString } from 'class-validator';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

/** Outcome of removing a group-level protection (a branch rule or an environment); GitLab answers 204 without a body. */
export class GroupUnprotectResultDto extends WithNextStepsDto {
  @IsString() group_id: string;
  @IsString() name: string;
  @IsString() message: string;
}
