import { FieldTier, PageParamsDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { ArrayMinSize, IsArray, IsIn, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ProjectIdDto } from '../../shared/project-id.dto.js';

const CREATE_LEVELS = [0, 30, 40];
const LEVEL_DOC = 'Access level: 0 no one, 30 Developer, 40 Maintainer.';

export class ListTagsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").' }) project_id: string;
  @IsOptional() @IsIn(['name', 'updated', 'version']) @JSONSchema({ description: 'Order by tag name, last update or semantic version (default updated).' }) order_by?: string;
  @IsOptional() @IsIn(['asc', 'desc']) @JSONSchema({ description: 'Sort direction (default desc).' }) sort?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Return tags whose name contains this text; ^term matches the start, term$ the end.' }) search?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Keyset pagination cursor: name of the tag to start after (GitLab honours it only when it pages tags by keyset).' }) page_token?: string;
}

export class TagRefDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: 'Name of the tag (e.g. "v1.2.0").' }) tag_name: string;
}

export class CreateTagDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: 'Name of the new tag (e.g. "v1.2.0").' }) tag_name: string;
  @IsString() @JSONSchema({ description: 'Branch name, tag name or commit SHA to tag.' }) ref: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Message of an annotated tag; without it the tag is lightweight.' }) message?: string;
}

export class ListProtectedTagsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").' }) project_id: string;
}

export class ProtectedTagRefDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: 'Name of the protected tag or wildcard (e.g. "v1.0.0" or "release-*").' }) name: string;
}

/** One entry of `allowed_to_create`: a user, a group, a deploy key or an access level. */
export class AllowedToCreateDto {
  @IsOptional() @IsInt() @JSONSchema({ description: 'ID of a user allowed to create matching tags.' }) user_id?: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'ID of a group whose members may create matching tags.' }) group_id?: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'ID of a deploy key allowed to create matching tags.' }) deploy_key_id?: number;
  @IsOptional() @IsInt() @IsIn(CREATE_LEVELS) @JSONSchema({ description: LEVEL_DOC }) access_level?: number;
}

export class ProtectTagDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: 'Tag name or wildcard to protect (e.g. "v*" or "release-*").' }) name: string;
  @IsOptional() @IsInt() @IsIn(CREATE_LEVELS) @JSONSchema({ description: `Who may create matching tags. ${LEVEL_DOC} Default 40.`, default: 40 }) create_access_level?: number;
  @FieldTier('premium')
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ValidateNested({ each: true })
  @Type(() => AllowedToCreateDto)
  @JSONSchema({ description: 'Users, groups, deploy keys or access levels allowed to create matching tags (Premium), e.g. [{"user_id": 7}, {"access_level": 40}].' })
  allowed_to_create?: AllowedToCreateDto[];
}
