import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

export const VARIABLE_TYPES = ['env_var', 'file'];
export const VARIABLE_TYPE_DOC = 'env_var (default: an environment variable) or file (the value is written to a file whose path is in the variable).';

/** A CI/CD variable (`APIEntitiesCiVariable`) of a pipeline or a pipeline schedule. */
export class CiVariableDto extends WithNextStepsDto {
  @IsString() key: string;
  @IsOptional() @IsString() value?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'env_var or file.' }) variable_type?: string;
  @IsOptional() @IsBoolean() protected?: boolean;
  @IsOptional() @IsBoolean() masked?: boolean;
  @IsOptional() @IsBoolean() hidden?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'The value is not expanded ($VAR stays as written).' }) raw?: boolean;
  @IsOptional() @IsString() environment_scope?: string;
  @IsOptional() @IsString() description?: string;
}

/** The variables a pipeline was started with. */
export class PipelineVariableListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => CiVariableDto) variables: CiVariableDto[];
}

/** One variable given when starting a pipeline. */
export class PipelineVariableInputDto {
  @IsString() @JSONSchema({ description: 'Variable name, e.g. "DEPLOY_ENV".' }) key: string;
  @IsString() @JSONSchema({ description: 'Variable value.' }) value: string;
  @IsOptional() @IsIn(VARIABLE_TYPES) @JSONSchema({ description: VARIABLE_TYPE_DOC }) variable_type?: string;
}
