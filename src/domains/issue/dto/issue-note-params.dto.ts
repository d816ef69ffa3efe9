import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { IssueRefDto } from './issue-params.dto.js';

const PROJECT_DOC = 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").';
const IID_DOC = 'Internal ID of the issue in the project (the number after #).';

/** A page of something that belongs to one issue. */
export class IssuePageDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: PROJECT_DOC }) project_id: string;
  @IsInt() @Min(1) @JSONSchema({ description: IID_DOC }) issue_iid: number;
}

export class ListIssueNotesDto extends IssuePageDto {
  @IsOptional() @IsIn(['asc', 'desc']) @JSONSchema({ description: 'Sort direction (default desc).' }) sort?: string;
  @IsOptional() @IsIn(['created_at', 'updated_at']) @JSONSchema({ description: 'Order by this field (default created_at).' }) order_by?: string;
  @IsOptional() @IsIn(['all_notes', 'only_comments', 'only_activity']) @JSONSchema({ description: 'all_notes (default), only_comments (no system notes) or only_activity (system notes only).' }) activity_filter?: string;
}

export class IssueNoteRefDto extends IssueRefDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the comment (note) on the issue.' }) note_id: number;
}

export class CreateIssueNoteDto extends IssueRefDto {
  @IsString() @JSONSchema({ description: 'Comment text in Markdown (up to 1,000,000 characters). Quick actions such as /label ~bug run too.' }) body: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Deprecated: use internal. Make the comment visible only to project members.' }) confidential?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Make the comment internal: visible only to members with at least the Reporter role.' }) internal?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Creation time, ISO 8601 (administrators and project or group owners only).' }) created_at?: string;
}

export class UpdateIssueNoteDto extends IssueNoteRefDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'New comment text in Markdown.' }) body?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Deprecated: make the comment confidential.' }) confidential?: boolean;
}

export class IssueDiscussionRefDto extends IssueRefDto {
  @IsString() @JSONSchema({ description: 'ID of the discussion thread (a 40-character hex string).' }) discussion_id: string;
}

export class CreateIssueDiscussionDto extends IssueRefDto {
  @IsString() @JSONSchema({ description: 'Text of the first comment of the thread, in Markdown.' }) body: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Creation time, ISO 8601 (administrators and project or group owners only).' }) created_at?: string;
}

export class AddDiscussionNoteDto extends IssueDiscussionRefDto {
  @IsString() @JSONSchema({ description: 'Text of the reply, in Markdown.' }) body: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Creation time, ISO 8601 (administrators and project or group owners only).' }) created_at?: string;
}

export class DiscussionNoteRefDto extends IssueDiscussionRefDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the note in the thread.' }) note_id: number;
}

export class UpdateDiscussionNoteDto extends DiscussionNoteRefDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'New text of the note, in Markdown.' }) body?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Resolve (true) or unresolve (false) the note; give body or resolved.' }) resolved?: boolean;
}

export class AwardRefDto extends IssueRefDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the award emoji (from issue.emoji_issue_list).' }) award_id: number;
}

export class AwardEmojiCreateDto extends IssueRefDto {
  @IsString() @JSONSchema({ description: 'Emoji name without colons (e.g. "thumbsup", "tada").' }) name: string;
}

export class NoteEmojiPageDto extends IssuePageDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the comment (note) on the issue.' }) note_id: number;
}

export class NoteAwardRefDto extends IssueNoteRefDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the award emoji (from issue.emoji_issue_note_list).' }) award_id: number;
}

export class NoteAwardEmojiCreateDto extends IssueNoteRefDto {
  @IsString() @JSONSchema({ description: 'Emoji name without colons (e.g. "thumbsup", "tada").' }) name: string;
}
