import { FieldTier, PageParamsDto } from '@gitlab-mcp/action-kit';
import { ArrayMinSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ProjectIdDto } from '../../shared/project-id.dto.js';
import { GroupIdDto } from '../../shared/group-id.dto.js';
import { MergeRequestRefDto, MR_IID_DOC } from '../../shared/merge-request-ref.dto.js';
import { LabelList } from '../../shared/label-list.js';
import { MergeRequestFiltersDto } from '../../shared/merge-request-filters.dto.js';

const SHA = /^[0-9a-fA-F]{7,64}$/;
const DURATION = /^\s*-?(\d+\s*(mo|[wdhms])\s*)+$/;
const MILESTONE_TITLE_DOC = 'Title of a project or ancestor-group milestone; exclusive with milestone_id.';
const DURATION_DOC = 'Human-readable duration, e.g. "3h30m", "1w2d" or "45m" (mo, w, d, h, m, s).';

/** A paged list scoped to one merge request. */
export class MergeRequestPageDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").' }) project_id: string;
  @IsInt() @Min(1) @JSONSchema({ description: MR_IID_DOC }) merge_request_iid: number;
}

export class ApproveMergeRequestDto extends MergeRequestRefDto {
  @IsOptional() @Matches(SHA) @JSONSchema({ description: 'HEAD SHA of the source branch; the approval fails (409) if the merge request moved on since.' }) sha?: string;
  @IsOptional() @IsString() @JSONSchema({ description: "The current user's password, when the project requires a password to approve." }) approval_password?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Also submit your pending review (draft notes) with the approval.' }) publish_review?: boolean;
}

export class ListMergeRequestsDto extends MergeRequestFiltersDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").' }) project_id: string;
  @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: 'Only the merge requests with these internal IDs (e.g. [7, 8]).' }) iids?: number[];
}

export class ListGroupMergeRequestsDto extends MergeRequestFiltersDto {
  @IsString() @JSONSchema({ description: 'Group numeric ID or full path (e.g. "7" or "my-group").' }) group_id: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Leave out merge requests of archived projects (default true).' }) non_archived?: boolean;
}

export class ListGlobalMergeRequestsDto extends MergeRequestFiltersDto {
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Leave out merge requests of archived projects (default true).' }) non_archived?: boolean;
}

export class GetMergeRequestDto extends MergeRequestRefDto {
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Also return diverged_commits_count (commits the source branch is behind the target).' }) include_diverged_commits_count?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Also return rebase_in_progress.' }) include_rebase_in_progress?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Also return title_html and description_html.' }) render_html?: boolean;
}

export class CreateMergeRequestDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: 'Branch with the changes.' }) source_branch: string;
  @IsString() @JSONSchema({ description: 'Branch to merge into, usually the default branch.' }) target_branch: string;
  @IsString() @JSONSchema({ description: 'Title; start it with "Draft:" to open a draft.' }) title: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Description in Markdown (up to 1,048,576 characters).' }) description?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'ID of the one user to assign.' }) assignee_id?: number;
  @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: 'IDs of the users to assign (several need Premium).' }) assignee_ids?: number[];
  @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: 'IDs of the users to request review from.' }) reviewer_ids?: number[];
  @LabelList('Comma-separated label names; labels that do not exist are created.') labels?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Global ID of a milestone.' }) milestone_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: MILESTONE_TITLE_DOC }) milestone?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Delete the source branch once merged.' }) remove_source_branch?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Squash the commits into one when merging (project settings may override it).' }) squash?: boolean;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Numeric ID of the target project, for a merge request from a fork.' }) target_project_id?: number;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Let members who can merge to the target branch push to the source branch (forks).' }) allow_collaboration?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Deprecated alias of allow_collaboration.' }) allow_maintainer_to_push?: boolean;
  @FieldTier('premium') @IsOptional() @IsInt() @Min(0) @JSONSchema({ description: 'Deprecated: approvals required; use approval rules (Premium).' }) approvals_before_merge?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Do not merge before this time (ISO 8601).' }) merge_after?: string;
}

export class UpdateMergeRequestDto extends MergeRequestRefDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'New title.' }) title?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'New description in Markdown.' }) description?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'New target branch.' }) target_branch?: string;
  @IsOptional() @IsIn(['close', 'reopen']) @JSONSchema({ description: 'close or reopen the merge request.' }) state_event?: string;
  @LabelList('Comma-separated label names replacing all labels; empty string removes them all.') labels?: string;
  @LabelList('Comma-separated label names to add.') add_labels?: string;
  @LabelList('Comma-separated label names to remove.') remove_labels?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'ID of the one user to assign (0 unassigns).' }) assignee_id?: number;
  @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: 'IDs of the users to assign; an empty list unassigns all.' }) assignee_ids?: number[];
  @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: 'IDs of the reviewers; an empty list removes them all.' }) reviewer_ids?: number[];
  @IsOptional() @IsInt() @JSONSchema({ description: 'Global ID of a milestone (0 removes it).' }) milestone_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: MILESTONE_TITLE_DOC }) milestone?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Delete the source branch once merged.' }) remove_source_branch?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Squash the commits into one when merging.' }) squash?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Lock the discussion: only members can comment.' }) discussion_locked?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Let members who can merge to the target branch push to the source branch (forks).' }) allow_collaboration?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Deprecated alias of allow_collaboration.' }) allow_maintainer_to_push?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Do not merge before this time (ISO 8601).' }) merge_after?: string;
}

export class MergeMergeRequestDto extends MergeRequestRefDto {
  @IsOptional() @Matches(SHA) @JSONSchema({ description: 'HEAD SHA the merge request must still have, so only reviewed commits get merged (409 otherwise).' }) sha?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Merge automatically once the checks pass instead of now.' }) auto_merge?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Deprecated: use auto_merge.' }) merge_when_pipeline_succeeds?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Custom merge commit message.' }) merge_commit_message?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Squash the commits into one.' }) squash?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Custom squash commit message.' }) squash_commit_message?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Delete the source branch after merging.' }) should_remove_source_branch?: boolean;
  @FieldTier('premium') @IsOptional() @IsBoolean() @JSONSchema({ description: 'Merge immediately, skipping the merge train (Premium).' }) skip_merge_train?: boolean;
}

export class RebaseMergeRequestDto extends MergeRequestRefDto {
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Do not start a pipeline for the rebased commits.' }) skip_ci?: boolean;
}

export class CreateMrPipelineDto extends MergeRequestRefDto {
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Create the pipeline in the background; the answer then carries no pipeline.' }) async?: boolean;
}

export class TimeEstimateDto extends MergeRequestRefDto {
  @Matches(DURATION) @JSONSchema({ description: DURATION_DOC }) duration: string;
}

export class MrAddSpentTimeDto extends MergeRequestRefDto {
  @Matches(DURATION) @JSONSchema({ description: `${DURATION_DOC} A leading minus subtracts.` }) duration: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'What the time was spent on.' }) summary?: string;
}

export class ContextCommitsDto extends MergeRequestRefDto {
  @IsArray() @ArrayMinSize(1) @Matches(SHA, { each: true }) @JSONSchema({ description: 'Commit SHAs.', items: { type: 'string' } }) commits: string[];
}

export class MrApprovalRuleRefDto extends MergeRequestRefDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the approval rule.' }) approval_rule_id: number;
}

export class CreateMrApprovalRuleDto extends MergeRequestRefDto {
  @IsString() @JSONSchema({ description: 'Name of the rule.' }) name: string;
  @IsInt() @Min(0) @JSONSchema({ description: 'Approvals the rule requires.' }) approvals_required: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'ID of the project rule to copy (the merge request rule then follows it).' }) approval_project_rule_id?: number;
  @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: 'IDs of the users who may approve.' }) user_ids?: number[];
  @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: 'IDs of the groups whose members may approve.' }) group_ids?: number[];
  @IsOptional() @IsArray() @IsString({ each: true }) @JSONSchema({ description: 'Usernames of the users who may approve.' }) usernames?: string[];
}

export class UpdateMrApprovalRuleDto extends MrApprovalRuleRefDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'New name.' }) name?: string;
  @IsOptional() @IsInt() @Min(0) @JSONSchema({ description: 'Approvals the rule requires.' }) approvals_required?: number;
  @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: 'IDs of the users who may approve (replaces the list).' }) user_ids?: number[];
  @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: 'IDs of the groups whose members may approve (replaces the list).' }) group_ids?: number[];
  @IsOptional() @IsArray() @IsString({ each: true }) @JSONSchema({ description: 'Usernames of the users who may approve (replaces the list).' }) usernames?: string[];
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Remove the groups the caller cannot see.' }) remove_hidden_groups?: boolean;
}

const SETTING_DOC = {
  allow_author_approval: 'Let the author approve their own merge request.',
  allow_committer_approval: 'Let users who committed to the merge request approve it.',
  allow_overrides_to_approver_list_per_merge_request: 'Let merge requests override the approval rules.',
  retain_approvals_on_push: 'Keep approvals when new commits are pushed.',
  selective_code_owner_removals: 'Reset only Code Owner approvals whose files changed on push (with retain_approvals_on_push false).',
  require_password_to_approve: 'Deprecated: use require_reauthentication_to_approve.',
  require_reauthentication_to_approve: 'Ask approvers to authenticate again.',
} as const;

export class UpdateProjectApprovalSettingsDto extends ProjectIdDto {
  @IsOptional() @IsBoolean() @JSONSchema({ description: SETTING_DOC.allow_author_approval }) allow_author_approval?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: SETTING_DOC.allow_committer_approval }) allow_committer_approval?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: SETTING_DOC.allow_overrides_to_approver_list_per_merge_request }) allow_overrides_to_approver_list_per_merge_request?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: SETTING_DOC.retain_approvals_on_push }) retain_approvals_on_push?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: SETTING_DOC.selective_code_owner_removals }) selective_code_owner_removals?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: SETTING_DOC.require_password_to_approve }) require_password_to_approve?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: SETTING_DOC.require_reauthentication_to_approve }) require_reauthentication_to_approve?: boolean;
}

export class UpdateGroupApprovalSettingsDto extends GroupIdDto {
  @IsOptional() @IsBoolean() @JSONSchema({ description: SETTING_DOC.allow_author_approval }) allow_author_approval?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: SETTING_DOC.allow_committer_approval }) allow_committer_approval?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: SETTING_DOC.allow_overrides_to_approver_list_per_merge_request }) allow_overrides_to_approver_list_per_merge_request?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: SETTING_DOC.retain_approvals_on_push }) retain_approvals_on_push?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: SETTING_DOC.selective_code_owner_removals }) selective_code_owner_removals?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: SETTING_DOC.require_password_to_approve }) require_password_to_approve?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: SETTING_DOC.require_reauthentication_to_approve }) require_reauthentication_to_approve?: boolean;
}

export class CreateDependencyDto extends MergeRequestRefDto {
  @IsOptional() @IsInt() @Min(1) @JSONSchema({ description: 'Global ID of the merge request that blocks this one.' }) blocking_merge_request_id?: number;
  @IsOptional() @IsInt() @Min(1) @JSONSchema({ description: 'IID of the blocking merge request (with blocking_project_id when it is in another project).' }) blocking_merge_request_iid?: number;
  @IsOptional() @IsInt() @Min(1) @JSONSchema({ description: 'Numeric ID of the project of the blocking merge request (default: this project).' }) blocking_project_id?: number;
}

export class DependencyRefDto extends MergeRequestRefDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the blocking relation (the id of merge_request.dependencies_list items).' }) block_id: number;
}

export class AwardEmojiRefDto extends MergeRequestRefDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the award emoji.' }) award_id: number;
}

export class CreateAwardEmojiDto extends MergeRequestRefDto {
  @IsString() @JSONSchema({ description: 'Emoji name without colons (e.g. "thumbsup").' }) name: string;
}

export class NoteAwardEmojiListDto extends MergeRequestPageDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the comment (note) on the merge request.' }) note_id: number;
}

export class NoteAwardEmojiRefDto extends AwardEmojiRefDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the comment (note) on the merge request.' }) note_id: number;
}

export class CreateNoteAwardEmojiDto extends CreateAwardEmojiDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the comment (note) on the merge request.' }) note_id: number;
}

export class ResourceEventRefDto extends MergeRequestRefDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the event.' }) event_id: number;
}
