import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { LabelDetailDto } from './label-details.js';
import { MilestoneDto } from './milestone.dto.js';
import { WithNextStepsDto } from './next-steps.dto.js';
import { UserBasicDto } from './user-basic.dto.js';

/** Fields every resource event of an issue or a merge request has. */
export class ResourceEventDto extends WithNextStepsDto {
  @IsInt() id: number;
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) user?: UserBasicDto;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() resource_type?: string;
  @IsOptional() @IsInt() resource_id?: number;
}

/** A label added or removed (`APIEntitiesResourceLabelEvent`). */
export class LabelEventDto extends ResourceEventDto {
  @IsOptional() @ValidateNested() @Type(() => LabelDetailDto) label?: LabelDetailDto;
  @IsOptional() @IsString() @JSONSchema({ description: 'add or remove.' }) action?: string;
}

/** A milestone set or removed (`APIEntitiesResourceMilestoneEvent`). */
export class MilestoneEventDto extends ResourceEventDto {
  @IsOptional() @ValidateNested() @Type(() => MilestoneDto) milestone?: MilestoneDto;
  @IsOptional() @IsString() @JSONSchema({ description: 'add or remove.' }) action?: string;
  @IsOptional() @IsString() state?: string;
}

/** A state change (`APIEntitiesResourceStateEvent`). */
export class StateEventDto extends ResourceEventDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'opened, closed, reopened, merged or locked.' }) state?: string;
  @IsOptional() @IsString() source_commit?: string;
  @IsOptional() @IsInt() source_merge_request_id?: number;
}

/** A page of label events. */
export class LabelEventListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => LabelEventDto) events: LabelEventDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** A page of milestone events. */
export class MilestoneEventListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => MilestoneEventDto) events: MilestoneEventDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** A page of state events. */
export class StateEventListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => StateEventDto) events: StateEventDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}
