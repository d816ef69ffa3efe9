import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { LabelDto } from '../../shared/label.dto.js';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

/** GitLab's project label entity (`APIEntitiesProjectLabel`); a promoted label comes back as a group label without the project fields. */
export class ProjectLabelDto extends LabelDto {
  @IsOptional() @IsInt() @JSONSchema({ description: 'Priority (lower is more important); absent for an unprioritized label.' }) priority?: number;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'False for a label inherited from a group.' }) is_project_label?: boolean;
}

/** A page of labels. */
export class ProjectLabelListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => ProjectLabelDto) labels: ProjectLabelDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** Outcome of deleting a label (GitLab answers 204 without a body). */
export class ProjectLabelDeletionDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsString() label_id: string;
  @IsString() message: string;
}
