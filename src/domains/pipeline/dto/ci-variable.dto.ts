import { Type } from 'class-transformer';
import { IsArray, IsIn, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { CiVariableDto } from '../../shared/ci-variable.dto.js';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

export const VARIABLE_TYPES = ['env_var', 'file'];
export const VARIABLE_TYPE_DOC = 'env_var (default: an environment variable) or file (the value is written to a file whose path is in the variable).';

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
