import { IsInt, IsString } from 'class-validator';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

/** Outcome of removing a member (GitLab answers 204 without a body). */
export class ProjectMemberRemovalDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsInt() user_id: number;
  @IsString() message: string;
}
