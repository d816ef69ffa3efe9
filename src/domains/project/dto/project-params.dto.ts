import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ProjectIdDto } from '../../shared/project-id.dto.js';

export class GetProjectDto extends ProjectIdDto {
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include repository and storage statistics (Reporter role or higher).' }) statistics?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include the project licence.' }) license?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include custom attributes (administrators).' }) with_custom_attributes?: boolean;
}

export class ListProjectsDto extends PageParamsDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Return projects whose name or path contains this text.' }) search?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only projects the user is a member of.' }) membership?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only projects the user owns.' }) owned?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only projects the user starred.' }) starred?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Filter by archived state.' }) archived?: boolean;
  @IsOptional() @IsIn(['private', 'internal', 'public']) @JSONSchema({ description: 'Filter by visibility.' }) visibility?: string;
  @IsOptional() @IsIn(['id', 'name', 'path', 'created_at', 'updated_at', 'last_activity_at', 'similarity', 'star_count']) @JSONSchema({ description: 'Order by this field (default created_at).' }) order_by?: string;
  @IsOptional() @IsIn(['asc', 'desc']) @JSONSchema({ description: 'Sort direction (default desc).' }) sort?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Return only a few fields per project (faster).' }) simple?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only projects with this topic.' }) topic?: string;
  @IsOptional() @IsInt() @IsIn([10, 15, 20, 30, 40, 50]) @JSONSchema({ description: 'Minimum access level of the user (10 Guest .. 50 Owner).' }) min_access_level?: number;
}
