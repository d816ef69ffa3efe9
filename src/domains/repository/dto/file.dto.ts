import { IsString } from 'class-validator';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

/** GitLab's answer to a file create or update: the file and the branch committed to. */
export class FileCommitDto extends WithNextStepsDto {
  @IsString() file_path: string;
  @IsString() branch: string;
}
