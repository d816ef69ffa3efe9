import { IsString } from 'class-validator';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

/** Outcome of unprotecting a branch. */
export class UnprotectResultDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsString() branch: string;
  @IsString() message: string;
}
