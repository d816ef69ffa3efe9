import { IsInt, IsOptional, IsString } from 'class-validator';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

/** Outcome of deleting a board or one of its lists (GitLab answers 204 without a body). */
export class BoardDeletionDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsInt() board_id: number;
  @IsOptional() @IsInt() list_id?: number;
  @IsString() message: string;
}
