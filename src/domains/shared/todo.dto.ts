import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { MergeRequestBasicDto } from './merge-request-basic.dto.js';
import { NamespaceBasicDto } from './namespace.dto.js';
import { WithNextStepsDto } from './next-steps.dto.js';
import { UserBasicDto } from './user-basic.dto.js';

/** `APIEntitiesProjectIdentity`: the project a to-do item (or another entity) belongs to. */
export class ProjectIdentityDto {
  @IsInt() id: number;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() name_with_namespace?: string;
  @IsOptional() @IsString() path?: string;
  @IsOptional() @IsString() path_with_namespace?: string;
  @IsOptional() @IsString() description?: string;
  @IsOptional() @IsString() created_at?: string;
}

/** GitLab's to-do entity (`APIEntitiesTodo`); `target` is the merge request of a merge request's to-do. */
export class TodoDto extends WithNextStepsDto {
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @ValidateNested() @Type(() => ProjectIdentityDto) project?: ProjectIdentityDto;
  @IsOptional() @ValidateNested() @Type(() => NamespaceBasicDto) group?: NamespaceBasicDto;
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) author?: UserBasicDto;
  @IsOptional() @IsString() action_name?: string;
  @IsOptional() @IsString() target_type?: string;
  @IsOptional() @ValidateNested() @Type(() => MergeRequestBasicDto) target?: MergeRequestBasicDto;
  @IsOptional() @IsString() target_url?: string;
  @IsOptional() @IsString() body?: string;
  @IsOptional() @IsString() state?: string;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() updated_at?: string;
}
