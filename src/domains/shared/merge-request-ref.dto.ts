import { IsInt, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ProjectIdDto } from './project-id.dto.js';

export const MR_IID_DOC = 'Internal ID of the merge request (the number after !). Alias: mr_iid.';

/** A merge request of a project: every MR-scoped action takes these two. */
export class MergeRequestRefDto extends ProjectIdDto {
  @IsInt() @Min(1) @JSONSchema({ description: MR_IID_DOC }) merge_request_iid: number;
}
