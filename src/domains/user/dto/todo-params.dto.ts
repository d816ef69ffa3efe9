import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

const TODO_ACTIONS = ['assigned', 'mentioned', 'build_failed', 'marked', 'approval_required', 'unmergeable', 'directly_addressed', 'merge_train_removed', 'member_access_requested'];
const TODO_TYPES = ['Issue', 'MergeRequest', 'Commit', 'Epic', 'DesignManagement::Design', 'AlertManagement::Alert', 'Project', 'Namespace', 'Vulnerability', 'WikiPage::Meta'];

export class ListTodosDto extends PageParamsDto {
  @IsOptional() @IsIn(['pending', 'done']) @JSONSchema({ description: 'pending (default) or done.' }) state?: string;
  @IsOptional() @IsIn(TODO_ACTIONS) @JSONSchema({ description: 'Only to-dos raised by this action, e.g. "assigned" or "mentioned".' }) action?: string;
  @IsOptional() @IsIn(TODO_TYPES) @JSONSchema({ description: 'Only to-dos on this kind of target, e.g. "MergeRequest".' }) type?: string;
  @IsOptional() @IsInt() @Min(1) @JSONSchema({ description: 'Only to-dos raised by this user (numeric ID), e.g. 3.' }) author_id?: number;
  @IsOptional() @IsInt() @Min(1) @JSONSchema({ description: 'Only to-dos in this project (numeric ID), e.g. 42.' }) project_id?: number;
  @IsOptional() @IsInt() @Min(1) @JSONSchema({ description: 'Only to-dos in this group (numeric ID), e.g. 10.' }) group_id?: number;
}

export class TodoRefDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the to-do (user.todo_list gives it).' }) todo_id: number;
}
