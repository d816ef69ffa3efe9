import { IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { LabelList } from '../../shared/label-list.js';

const PREFILL = 'Optional: a value given here is not asked.';

export class InteractiveIssueDto {
  @IsOptional() @IsString() @JSONSchema({ description: `Project numeric ID or full path. ${PREFILL}` }) project_id?: string;
  @IsOptional() @IsString() @JSONSchema({ description: `Issue title. ${PREFILL}` }) title?: string;
  @IsOptional() @IsString() @JSONSchema({ description: `Issue description in Markdown. ${PREFILL}` }) description?: string;
  @LabelList(`Comma-separated labels. ${PREFILL}`) labels?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: `Make the issue confidential. ${PREFILL}` }) confidential?: boolean;
}

export class InteractiveMergeRequestDto {
  @IsOptional() @IsString() @JSONSchema({ description: `Project numeric ID or full path. ${PREFILL}` }) project_id?: string;
  @IsOptional() @IsString() @JSONSchema({ description: `Branch with the changes. ${PREFILL}` }) source_branch?: string;
  @IsOptional() @IsString() @JSONSchema({ description: `Branch to merge into. ${PREFILL}` }) target_branch?: string;
  @IsOptional() @IsString() @JSONSchema({ description: `Merge request title. ${PREFILL}` }) title?: string;
  @IsOptional() @IsString() @JSONSchema({ description: `Merge request description in Markdown. ${PREFILL}` }) description?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: `Delete the source branch once merged. ${PREFILL}` }) remove_source_branch?: boolean;
}

export class InteractiveProjectDto {
  @IsOptional() @IsString() @JSONSchema({ description: `Project name. ${PREFILL}` }) name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: `URL path of the project (derived from the name when empty). ${PREFILL}` }) path?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Namespace (group) ID to create the project in; the user\'s own namespace when absent. Not asked.' }) namespace_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: `Project description. ${PREFILL}` }) description?: string;
  @IsOptional() @IsIn(['private', 'internal', 'public']) @JSONSchema({ description: `Visibility: private, internal or public. ${PREFILL}` }) visibility?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: `Create an initial README commit. ${PREFILL}` }) initialize_with_readme?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: `Built-in template to start from (e.g. express, rails, spring). ${PREFILL}` }) template_name?: string;
}

export class InteractiveReleaseDto {
  @IsOptional() @IsString() @JSONSchema({ description: `Project numeric ID or full path. ${PREFILL}` }) project_id?: string;
  @IsOptional() @IsString() @JSONSchema({ description: `Tag of the release (e.g. v1.2.0). ${PREFILL}` }) tag_name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: `Release name. ${PREFILL}` }) name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: `Release notes in Markdown. ${PREFILL}` }) description?: string;
  @IsOptional() @IsString() @JSONSchema({ description: `Branch or commit to create the tag from when it does not exist yet. ${PREFILL}` }) ref?: string;
}

/** The outcome of a guided flow: which plain action ran and what it returned. */
export class InteractiveResultDto extends WithNextStepsDto {
  @IsString() @JSONSchema({ description: 'The guided flow, e.g. interactive.issue_create.' }) flow: string;
  @IsString() @JSONSchema({ description: 'The plain action that created the object, e.g. issue.create.' }) action: string;
  @IsObject() @JSONSchema({ description: 'The structured output of that action.' }) result: Record<string, unknown>;
}
