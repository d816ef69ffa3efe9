import { IsString } from 'class-validator';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

/** Outcome of deleting something of a group (GitLab answers 204 without a body): what was removed and what that means. */
export class GroupDeletionDto extends WithNextStepsDto {
  @IsString() group_id: string;
  @IsString() deleted: string;
  @IsString() message: string;
}
