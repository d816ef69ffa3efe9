import { IsBoolean, IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from './next-steps.dto.js';

/** A CI/CD variable (`APIEntitiesCiVariable`) as GitLab answers it: of a pipeline, a pipeline schedule, a project, a group or the instance. */
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
