import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { CiVariableDto } from '../../shared/ci-variable.dto.js';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

/**
 * The shared CI/CD variable as this server shows it: `value` only on a read of one variable that
 * is neither masked nor hidden; otherwise `value_withheld` says why it is absent.
 */
export class CiVariableViewDto extends CiVariableDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'env_var (an environment variable) or file (the value is written to a file whose path is the variable).' }) declare variable_type?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only pipelines on protected branches and tags receive it.' }) declare protected?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Job logs mask the value; this server never shows it.' }) declare masked?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Masked and hidden: nobody can read the value back after creation.' }) declare hidden?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'true: $ references in the value are not expanded.' }) declare raw?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Environments the variable applies to: "*" for all, or a name or wildcard such as "review/*".' }) declare environment_scope?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'The value: present only when one unmasked variable was read with a get action.' }) declare value?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Why value is absent (masked or hidden, or not shown in lists and write results).' }) value_withheld?: string;
}

/** A page of CI/CD variables, without their values. */
export class CiVariableListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => CiVariableViewDto) variables: CiVariableViewDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** Outcome of deleting a CI/CD variable (GitLab answers 204 without a body). */
export class CiVariableDeletionDto extends WithNextStepsDto {
  @IsString() @JSONSchema({ description: 'Where the variable was: "project 42", "group acme" or "instance".' }) owner: string;
  @IsString() key: string;
  @IsOptional() @IsString() environment_scope?: string;
  @IsString() message: string;
}
