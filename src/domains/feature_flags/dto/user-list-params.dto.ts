import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { IsInt, IsOptional, IsString, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ProjectIdDto } from '../../shared/project-id.dto.js';

const XIDS_DOC = 'Comma-separated user IDs as the application knows its users, e.g. "user1,user2,42".';

export class ListUserListsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").' }) project_id: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only lists whose name contains this text.' }) search?: string;
}

export class UserListRefDto extends ProjectIdDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'Number of the user list within the project (iid, from feature_flags.ff_user_list_list).' }) iid: number;
}

export class CreateUserListDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: 'Name of the list, e.g. "beta testers".' }) name: string;
  @IsString() @JSONSchema({ description: XIDS_DOC }) user_xids: string;
}

export class UpdateUserListDto extends UserListRefDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'New name of the list.' }) name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: `The whole new set of users. ${XIDS_DOC}` }) user_xids?: string;
}
