import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ProjectIdDto } from '../../shared/project-id.dto.js';
import { CustomAttributeFilterDto, ProjectFilterDto } from './project-params.dto.js';
import { VISIBILITIES } from './project-settings.dto.js';

export class ForkProjectDto extends ProjectIdDto {
  @IsOptional() @IsInt() @JSONSchema({ description: 'ID of the namespace to fork into; defaults to your personal namespace.' }) namespace_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Full path of the namespace to fork into (instead of namespace_id).' }) namespace_path?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Deprecated: ID or path of the namespace to fork into; use namespace_id or namespace_path.' }) namespace?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Name of the fork (default: the name of the project).' }) name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Path of the fork (default: the path of the project).' }) path?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Description of the fork.' }) description?: string;
  @IsOptional() @IsIn(VISIBILITIES) @JSONSchema({ description: 'Visibility of the fork: private, internal or public (at most that of the project).' }) visibility?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Branches to fork (comma-separated); all branches when omitted.' }) branches?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Merge requests of the fork target the fork itself by default, not the upstream.' }) mr_default_target_self?: boolean;
}

export class ListForksDto extends ProjectFilterDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").' }) project_id: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include custom attributes (administrators).' }) with_custom_attributes?: boolean;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => CustomAttributeFilterDto) @JSONSchema({ description: 'Only forks with all these custom attributes (administrators), e.g. [{"key": "team", "value": "payments"}].' }) custom_attributes?: CustomAttributeFilterDto[];
}

export class ForkRelationDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: 'ID or full path of the project that project_id is to be a fork of.' }) forked_from_id: string;
}
