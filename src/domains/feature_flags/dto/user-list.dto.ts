import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

/** GitLab's feature flag user list entity (`APIEntitiesFeatureFlagUserList`). */
export class UserListDto extends WithNextStepsDto {
  @IsInt() id: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Number of the list within the project: the iid the user list actions take.' }) iid?: number;
  @IsOptional() @IsInt() project_id?: number;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Comma-separated user IDs, as the application identifies its users.' }) user_xids?: string;
  @IsOptional() @IsString() path?: string;
  @IsOptional() @IsString() edit_path?: string;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() updated_at?: string;
}

/** A page of user lists. */
export class UserListListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => UserListDto) user_lists: UserListDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** Outcome of deleting a user list (GitLab answers 204 without a body). */
export class UserListDeletionDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsInt() iid: number;
  @IsString() message: string;
}
