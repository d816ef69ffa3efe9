import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Min, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { LineRangeDto, LineRangePointDto } from '../../shared/line-range.dto.js';
import { MergeRequestRefDto } from '../../shared/merge-request-ref.dto.js';

const PROJECT_DOC = 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").';
const MR_DOC = 'Internal ID of the merge request in the project (the number after !).';
const SHA = /^[0-9a-f]{7,64}$/;

/** The shared merge request reference, its IID described for the review actions. */
export class MrReviewRefDto extends MergeRequestRefDto {
  @IsInt() @Min(1) @JSONSchema({ description: MR_DOC }) declare merge_request_iid: number;
}

/** One end of a multi-line comment: the shared point, its lines from 1, described for derivation from the diff. */
export class MrLineRangePointDto extends LineRangePointDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'GitLab line code; leave it out: it is derived from the diff ("<sha1 of the file path>_<old line>_<new line>").' }) declare line_code?: string;
  @IsOptional() @IsIn(['new', 'old']) @JSONSchema({ description: 'new for an added line, old otherwise; leave it out: it is read from the diff.' }) declare type?: string;
  @IsOptional() @IsInt() @Min(1) @JSONSchema({ description: 'Line number on the old side (alone for a removed line).' }) declare old_line?: number;
  @IsOptional() @IsInt() @Min(1) @JSONSchema({ description: 'Line number on the new side (alone for an added or unchanged line).' }) declare new_line?: number;
}

/** The shared line range of a multi-line comment, with merge request points. */
export class MrLineRangeDto extends LineRangeDto {
  @ValidateNested() @Type(() => MrLineRangePointDto) declare start: MrLineRangePointDto;
  @ValidateNested() @Type(() => MrLineRangePointDto) declare end: MrLineRangePointDto;
}

/**
 * Where in the diff a comment goes (GitLab's `position` hash). The three SHAs are the merge request's `diff_refs`;
 * they are read from the merge request when left out.
 */
export class PositionParamsDto {
  @IsOptional() @Matches(SHA) @JSONSchema({ description: 'diff_refs.base_sha of the merge request (read from it when omitted).' }) base_sha?: string;
  @IsOptional() @Matches(SHA) @JSONSchema({ description: 'diff_refs.start_sha of the merge request (read from it when omitted).' }) start_sha?: string;
  @IsOptional() @Matches(SHA) @JSONSchema({ description: 'diff_refs.head_sha of the merge request (read from it when omitted).' }) head_sha?: string;
  @IsOptional() @IsIn(['text', 'image', 'file']) @JSONSchema({ description: 'text for a line of a text diff (default), image for a point on an image, file for the whole file.' }) position_type?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'File path after the change (defaults to old_path).' }) new_path?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'File path before the change (defaults to new_path).' }) old_path?: string;
  @IsOptional() @IsInt() @Min(1) @JSONSchema({ description: 'Line number after the change: set it alone for an added line, with old_line for an unchanged one.' }) new_line?: number;
  @IsOptional() @IsInt() @Min(1) @JSONSchema({ description: 'Line number before the change: set it alone for a removed line.' }) old_line?: number;
  @IsOptional() @ValidateNested() @Type(() => MrLineRangeDto) @JSONSchema({ description: 'Lines a multi-line comment spans (text positions), e.g. {"start": {"new_line": 10}, "end": {"new_line": 14}}; line_code and type are derived from the diff.' }) line_range?: MrLineRangeDto;
  @IsOptional() @IsInt() @Min(1) @JSONSchema({ description: 'Width of the image (image positions).' }) width?: number;
  @IsOptional() @IsInt() @Min(1) @JSONSchema({ description: 'Height of the image (image positions).' }) height?: number;
  @IsOptional() @IsInt() @Min(0) @JSONSchema({ description: 'X coordinate on the image (image positions).' }) x?: number;
  @IsOptional() @IsInt() @Min(0) @JSONSchema({ description: 'Y coordinate on the image (image positions).' }) y?: number;
}

// Notes

export class ListMrNotesDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: PROJECT_DOC }) project_id: string;
  @IsInt() @Min(1) @JSONSchema({ description: MR_DOC }) merge_request_iid: number;
  @IsOptional() @IsIn(['asc', 'desc']) @JSONSchema({ description: 'Sort direction (default desc).' }) sort?: string;
  @IsOptional() @IsIn(['created_at', 'updated_at']) @JSONSchema({ description: 'Order by this field (default created_at).' }) order_by?: string;
  @IsOptional() @IsIn(['all_notes', 'only_comments', 'only_activity']) @JSONSchema({ description: 'all_notes (default), only_comments (no system notes) or only_activity (system notes only).' }) activity_filter?: string;
}

export class MrNoteRefDto extends MrReviewRefDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the note (comment).' }) note_id: number;
}

export class CreateMrNoteDto extends MrReviewRefDto {
  @IsString() @JSONSchema({ description: 'Text of the comment in Markdown (up to 1,000,000 characters); quick actions like /approve run.' }) body: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Internal note, visible only to project members with at least the Reporter role.' }) internal?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Deprecated alias of internal.' }) confidential?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Creation time, ISO 8601 (administrators and project owners only).' }) created_at?: string;
  @IsOptional() @Matches(SHA) @JSONSchema({ description: 'HEAD SHA of the merge request diff the comment was written against; needed for /merge in the body.' }) merge_request_diff_head_sha?: string;
}

export class UpdateMrNoteDto extends MrNoteRefDto {
  @IsString() @JSONSchema({ description: 'New text of the comment in Markdown.' }) body: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Deprecated: make the note internal; GitLab may ignore it on update.' }) confidential?: boolean;
}

// Discussions

export class ListMrDiscussionsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: PROJECT_DOC }) project_id: string;
  @IsInt() @Min(1) @JSONSchema({ description: MR_DOC }) merge_request_iid: number;
}

export class MrDiscussionRefDto extends MrReviewRefDto {
  @IsString() @JSONSchema({ description: 'ID of the discussion (thread), a 40-character hex string from mr_review.discussion_list.' }) discussion_id: string;
}

export class CreateMrDiscussionDto extends MrReviewRefDto {
  @IsString() @JSONSchema({ description: 'Text of the first comment of the thread, in Markdown.' }) body: string;
  @IsOptional()
  @ValidateNested()
  @Type(() => PositionParamsDto)
  @JSONSchema({ description: 'Diff position for an inline comment; omit for a general thread. E.g. {"new_path": "src/app.ts", "new_line": 12}: the SHAs are read from the merge request.' })
  position?: PositionParamsDto;
  @IsOptional() @Matches(SHA) @JSONSchema({ description: 'SHA of a commit of the merge request to start the thread on.' }) commit_id?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Creation time, ISO 8601 (administrators and project owners only).' }) created_at?: string;
}

export class ReplyMrDiscussionDto extends MrDiscussionRefDto {
  @IsString() @JSONSchema({ description: 'Text of the reply in Markdown.' }) body: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Creation time, ISO 8601 (administrators and project owners only).' }) created_at?: string;
}

export class ResolveMrDiscussionDto extends MrDiscussionRefDto {
  @IsBoolean() @JSONSchema({ description: 'true resolves the thread, false reopens it.' }) resolved: boolean;
}

export class MrDiscussionNoteRefDto extends MrDiscussionRefDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the note in the thread.' }) note_id: number;
}

export class UpdateMrDiscussionNoteDto extends MrDiscussionNoteRefDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'New text of the note. Give exactly one of body and resolved.' }) body?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Resolve (true) or reopen (false) the note. Give exactly one of body and resolved.' }) resolved?: boolean;
}

// Draft notes

export class MrDraftNoteRefDto extends MrReviewRefDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the draft note.' }) draft_note_id: number;
}

export class CreateMrDraftNoteDto extends MrReviewRefDto {
  @IsString() @JSONSchema({ description: 'Text of the draft comment in Markdown.' }) note: string;
  @IsOptional() @Matches(SHA) @JSONSchema({ description: 'SHA of a commit to attach the draft to.' }) commit_id?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'ID of an existing discussion the draft replies to.' }) in_reply_to_discussion_id?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Resolve the discussion replied to when the draft is published.' }) resolve_discussion?: boolean;
  @IsOptional()
  @ValidateNested()
  @Type(() => PositionParamsDto)
  @JSONSchema({ description: 'Diff position for an inline draft; the SHAs are read from the merge request when omitted.' })
  position?: PositionParamsDto;
}

export class UpdateMrDraftNoteDto extends MrDraftNoteRefDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'New text of the draft.' }) note?: string;
  @IsOptional()
  @ValidateNested()
  @Type(() => PositionParamsDto)
  @JSONSchema({ description: 'New diff position; the SHAs are read from the merge request when omitted.' })
  position?: PositionParamsDto;
}

export class PublishAllMrDraftNotesDto extends MrReviewRefDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Summary comment posted with the review.' }) note?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Make the summary comment internal.' }) internal?: boolean;
  @IsOptional() @IsIn(['reviewed', 'requested_changes', 'approved']) @JSONSchema({ description: 'Review state to set for you as reviewer: reviewed, requested_changes or approved.' }) reviewer_state?: string;
}

// Diffs

export class ListMrDiffsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: PROJECT_DOC }) project_id: string;
  @IsInt() @Min(1) @JSONSchema({ description: MR_DOC }) merge_request_iid: number;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Give the diffs in unified diff format (with the file header).' }) unidiff?: boolean;
}

export class ListMrDiffVersionsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: PROJECT_DOC }) project_id: string;
  @IsInt() @Min(1) @JSONSchema({ description: MR_DOC }) merge_request_iid: number;
}

export class MrDiffVersionRefDto extends MrReviewRefDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the diff version (from mr_review.diff_versions_list).' }) version_id: number;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Give the diffs in unified diff format (with the file header).' }) unidiff?: boolean;
}
