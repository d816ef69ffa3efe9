import { IsString } from 'class-validator';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

/** Outcome of unprotecting an environment (GitLab answers 204 without a body). */
export class UnprotectEnvironmentResultDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsString() name: string;
  @IsString() message: string;
}
