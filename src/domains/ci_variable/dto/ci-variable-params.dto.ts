import { FieldTier, PageParamsDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, Matches, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ProjectIdDto } from '../../shared/project-id.dto.js';

const KEY = /^[A-Za-z0-9_]{1,255}$/;
const KEY_DOC = 'Name of the variable: letters, digits and _ only, at most 255 characters (e.g. "DEPLOY_TOKEN").';
const TYPES = ['env_var', 'file'];
const VALUE_DOC =
  'Value of the variable. A masked one must be a single line of at least 8 characters from the Base64 alphabet plus @ : . ~ - (other characters are refused).';
const TYPE_DOC = 'env_var (default): an environment variable; file: the value is written to a temporary file whose path the variable holds.';
const PROTECTED_DOC = 'Only pipelines on protected branches and tags receive it (default false).';
const MASKED_DOC = 'Mask the value in job logs (default false). This server never shows masked values.';
const HIDDEN_DOC = 'Mask the value and hide it for good: it cannot be read back, in the UI or the API; implies masked (default false).';
const RAW_DOC = 'Treat the value as raw text: $ references are not expanded (default false).';
const SCOPE_DOC = 'Environments the variable applies to: "*" (default) for all, or a name or wildcard such as "production" or "review/*".';
const DESCRIPTION_DOC = 'Description of the variable.';
const GROUP_DOC = 'Group numeric ID or full path (e.g. "10" or "my-group").';

/** `filter[environment_scope]`: picks one variable when several share the key in different environments. */
export class VariableFilterDto {
  @IsString() @JSONSchema({ description: 'Environment scope of the variable meant, e.g. "production".' }) environment_scope: string;
}

export class ListProjectVariablesDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").' }) project_id: string;
}

export class ProjectVariableRefDto extends ProjectIdDto {
  @Matches(KEY) @JSONSchema({ description: KEY_DOC }) key: string;
  @IsOptional() @ValidateNested() @Type(() => VariableFilterDto) @JSONSchema({ description: 'Which variable, when several have this key in different environment scopes, e.g. {"environment_scope": "production"}.' }) filter?: VariableFilterDto;
}

export class CreateProjectVariableDto extends ProjectIdDto {
  @Matches(KEY) @JSONSchema({ description: KEY_DOC }) key: string;
  @IsString() @JSONSchema({ description: VALUE_DOC, writeOnly: true }) value: string;
  @IsOptional() @IsIn(TYPES) @JSONSchema({ description: TYPE_DOC }) variable_type?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: PROTECTED_DOC }) protected?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: MASKED_DOC }) masked?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: HIDDEN_DOC }) masked_and_hidden?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: RAW_DOC }) raw?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: SCOPE_DOC }) environment_scope?: string;
  @IsOptional() @IsString() @JSONSchema({ description: DESCRIPTION_DOC }) description?: string;
}

export class UpdateProjectVariableDto extends ProjectVariableRefDto {
  @IsOptional() @IsString() @JSONSchema({ description: `New value. ${VALUE_DOC}`, writeOnly: true }) value?: string;
  @IsOptional() @IsIn(TYPES) @JSONSchema({ description: TYPE_DOC }) variable_type?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: PROTECTED_DOC }) protected?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: MASKED_DOC }) masked?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: RAW_DOC }) raw?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: `New environment scope. ${SCOPE_DOC}` }) environment_scope?: string;
  @IsOptional() @IsString() @JSONSchema({ description: DESCRIPTION_DOC }) description?: string;
}

export class ListGroupVariablesDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: GROUP_DOC }) group_id: string;
}

export class GroupVariableRefDto {
  @IsString() @JSONSchema({ description: GROUP_DOC }) group_id: string;
  @Matches(KEY) @JSONSchema({ description: KEY_DOC }) key: string;
}

export class CreateGroupVariableDto {
  @IsString() @JSONSchema({ description: GROUP_DOC }) group_id: string;
  @Matches(KEY) @JSONSchema({ description: KEY_DOC }) key: string;
  @IsString() @JSONSchema({ description: VALUE_DOC, writeOnly: true }) value: string;
  @IsOptional() @IsIn(TYPES) @JSONSchema({ description: TYPE_DOC }) variable_type?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: PROTECTED_DOC }) protected?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: MASKED_DOC }) masked?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: HIDDEN_DOC }) masked_and_hidden?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: RAW_DOC }) raw?: boolean;
  @FieldTier('premium') @IsOptional() @IsString() @JSONSchema({ description: `${SCOPE_DOC} (Premium).` }) environment_scope?: string;
  @IsOptional() @IsString() @JSONSchema({ description: DESCRIPTION_DOC }) description?: string;
}

export class UpdateGroupVariableDto extends GroupVariableRefDto {
  @IsOptional() @IsString() @JSONSchema({ description: `New value. ${VALUE_DOC}`, writeOnly: true }) value?: string;
  @IsOptional() @IsIn(TYPES) @JSONSchema({ description: TYPE_DOC }) variable_type?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: PROTECTED_DOC }) protected?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: MASKED_DOC }) masked?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: RAW_DOC }) raw?: boolean;
  @FieldTier('premium') @IsOptional() @IsString() @JSONSchema({ description: `New environment scope. ${SCOPE_DOC} (Premium).` }) environment_scope?: string;
  @IsOptional() @IsString() @JSONSchema({ description: DESCRIPTION_DOC }) description?: string;
}

export class ListInstanceVariablesDto extends PageParamsDto {}

export class InstanceVariableRefDto {
  @Matches(KEY) @JSONSchema({ description: KEY_DOC }) key: string;
}

export class CreateInstanceVariableDto extends InstanceVariableRefDto {
  @IsString() @JSONSchema({ description: VALUE_DOC, writeOnly: true }) value: string;
  @IsOptional() @IsIn(TYPES) @JSONSchema({ description: TYPE_DOC }) variable_type?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: PROTECTED_DOC }) protected?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: MASKED_DOC }) masked?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: RAW_DOC }) raw?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: DESCRIPTION_DOC }) description?: string;
}

export class UpdateInstanceVariableDto extends InstanceVariableRefDto {
  @IsOptional() @IsString() @JSONSchema({ description: `New value. ${VALUE_DOC}`, writeOnly: true }) value?: string;
  @IsOptional() @IsIn(TYPES) @JSONSchema({ description: TYPE_DOC }) variable_type?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: PROTECTED_DOC }) protected?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: MASKED_DOC }) masked?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: RAW_DOC }) raw?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: DESCRIPTION_DOC }) description?: string;
}
