import { IsString } from 'class-validator';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

/** Outcome of deleting a project's push rule (GitLab answers 204 without a body). */
export class PushRuleDeletionDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsString() message: string;
}
