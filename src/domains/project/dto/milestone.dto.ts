import { IsInt, IsString } from 'class-validator';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

/** Outcome of deleting a milestone (GitLab answers 204 without a body). */
export class ProjectMilestoneDeletionDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsInt() milestone_iid: number;
  @IsString() message: string;
}
