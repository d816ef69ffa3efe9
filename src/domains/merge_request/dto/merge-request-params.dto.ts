import { IsInt, IsOptional, IsString, Matches, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ProjectIdDto } from '../../shared/project-id.dto.js';

export class ApproveMergeRequestDto extends ProjectIdDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'Internal ID of the merge request (the number after !). Alias: mr_iid.' }) merge_request_iid: number;
  @IsOptional() @Matches(/^[0-9a-fA-F]{7,64}$/) @JSONSchema({ description: 'HEAD SHA of the source branch; the approval fails (409) if the merge request moved on since.' }) sha?: string;
  @IsOptional() @IsString() @JSONSchema({ description: "The current user's password, when the project requires a password to approve." }) approval_password?: string;
}
