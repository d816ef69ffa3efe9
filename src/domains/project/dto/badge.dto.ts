import { IsInt, IsString } from 'class-validator';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

/** Outcome of deleting a badge (GitLab answers 204 without a body). */
export class ProjectBadgeDeletionDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsInt() badge_id: number;
  @IsString() message: string;
}
