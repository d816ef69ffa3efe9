import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, ValidateNested } from 'class-validator';
import { LabelDto } from '../../shared/label.dto.js';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

/** A page of group labels. */
export class GroupLabelListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => LabelDto) labels: LabelDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}
