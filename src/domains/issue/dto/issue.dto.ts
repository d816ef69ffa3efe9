import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { LabelDetailDto } from '../../shared/label-details.js';
import { MilestoneDto } from '../../shared/milestone.dto.js';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { UserBasicDto } from '../../shared/user-basic.dto.js';
import { IssuableReferencesDto, TaskCompletionStatusDto, TimeStatsDto } from '../../shared/issuable.dto.js';
import { PublishedSchema } from '../../shared/published-schema.js';
import { MergeRequestBasicDto } from '../../shared/merge-request-basic.dto.js';
import { DiscussionDto, DiscussionListDto, NoteDto, NoteListDto } from '../../shared/note.dto.js';
import { SuggestionDto } from '../../shared/suggestion.dto.js';
import { TodoDto } from '../../shared/todo.dto.js';
import { AwardEmojiDto, AwardEmojiListDto } from '../../shared/award-emoji.dto.js';
import { LabelEventDto, LabelEventListDto, ResourceEventDto } from '../../shared/resource-event.dto.js';

/** GitLab's iteration entity (`APIEntitiesIteration`, Premium). */
export class IterationDto {
  @IsInt() id: number;
  @IsOptional() @IsInt() iid?: number;
  @IsOptional() @IsInt() sequence?: number;
  @IsOptional() @IsInt() group_id?: number;
  @IsOptional() @IsString() title?: string;
  @IsOptional() @IsString() description?: string;
  // `state` (1 upcoming, 2 current, 3 closed) is left out of the schema: the simulator's shaped
  // answers send a name there, and the open output schema still passes the value through.
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() updated_at?: string;
  @IsOptional() @IsString() start_date?: string;
  @IsOptional() @IsString() due_date?: string;
  @IsOptional() @IsString() web_url?: string;
}

/** The epic an issue belongs to (`EpicBaseEntity`, Premium). */
export class EpicBaseDto {
  @IsInt() id: number;
  @IsOptional() @IsInt() iid?: number;
  @IsOptional() @IsInt() group_id?: number;
  @IsOptional() @IsString() title?: string;
  @IsOptional() @IsString() url?: string;
  @IsOptional() @IsString() human_readable_end_date?: string;
  @IsOptional() @IsString() human_readable_timestamp?: string;
}

/** The `_links` of an issue. */
export class IssueLinksDto {
  @IsOptional() @IsString() self?: string;
  @IsOptional() @IsString() notes?: string;
  @IsOptional() @IsString() award_emoji?: string;
  @IsOptional() @IsString() project?: string;
  @IsOptional() @IsString() closed_as_duplicate_of?: string;
}

/** GitLab's issue entity (`APIEntitiesIssue`). */
export class IssueDto extends WithNextStepsDto {
  @IsInt() id: number;
  @IsInt() iid: number;
  @IsOptional() @IsInt() project_id?: number;
  @IsString() title: string;
  @IsOptional() @IsString() description?: string;
  @IsOptional() @IsString() state?: string;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() updated_at?: string;
  @IsOptional() @IsString() closed_at?: string;
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) closed_by?: UserBasicDto;
  @IsOptional() @IsArray() @IsString({ each: true }) labels?: string[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => LabelDetailDto) @JSONSchema({ description: 'Label details, when with_labels_details was asked.' }) label_details?: LabelDetailDto[];
  @IsOptional() @ValidateNested() @Type(() => MilestoneDto) milestone?: MilestoneDto;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => UserBasicDto) assignees?: UserBasicDto[];
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) assignee?: UserBasicDto;
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) author?: UserBasicDto;
  @IsOptional() @IsString() issue_type?: string;
  @IsOptional() @IsInt() user_notes_count?: number;
  @IsOptional() @IsInt() merge_requests_count?: number;
  @IsOptional() @IsInt() upvotes?: number;
  @IsOptional() @IsInt() downvotes?: number;
  @IsOptional() @IsString() start_date?: string;
  @IsOptional() @IsString() due_date?: string;
  @IsOptional() @IsBoolean() confidential?: boolean;
  @IsOptional() @IsBoolean() discussion_locked?: boolean;
  @IsOptional() @IsString() web_url?: string;
  @IsOptional() @ValidateNested() @Type(() => TimeStatsDto) time_stats?: TimeStatsDto;
  @IsOptional() @ValidateNested() @Type(() => TaskCompletionStatusDto) task_completion_status?: TaskCompletionStatusDto;
  @IsOptional() @IsString() task_status?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Weight (Premium).' }) weight?: number;
  @IsOptional() @IsInt() blocking_issues_count?: number;
  @IsOptional() @IsBoolean() has_tasks?: boolean;
  @IsOptional() @ValidateNested() @Type(() => IssueLinksDto) _links?: IssueLinksDto;
  @IsOptional() @ValidateNested() @Type(() => IssuableReferencesDto) references?: IssuableReferencesDto;
  @IsOptional() @IsString() severity?: string;
  @IsOptional() @IsBoolean() subscribed?: boolean;
  @IsOptional() @IsInt() moved_to_id?: number;
  @IsOptional() @IsBoolean() imported?: boolean;
  @IsOptional() @IsString() imported_from?: string;
  @IsOptional() @IsString() service_desk_reply_to?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'IID of the epic (Premium).' }) epic_iid?: number;
  @IsOptional() @ValidateNested() @Type(() => EpicBaseDto) epic?: EpicBaseDto;
  @IsOptional() @ValidateNested() @Type(() => IterationDto) iteration?: IterationDto;
  @IsOptional() @IsString() @JSONSchema({ description: 'Health status (Ultimate).' }) health_status?: string;
}

/** A page of issues. */
export class IssueListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => IssueDto) issues: IssueDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** The outcome of a change that GitLab answers without a body (deletes, resets). */
export class IssueChangeDto extends WithNextStepsDto {
  @IsString() @JSONSchema({ description: 'Project, as given.' }) project_id: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'IID of the issue.' }) issue_iid?: number;
  @IsOptional() @IsInt() note_id?: number;
  @IsOptional() @IsString() discussion_id?: string;
  @IsOptional() @IsInt() award_id?: number;
  @IsOptional() @IsInt() issue_link_id?: number;
  @IsString() @JSONSchema({ description: 'What happened, in one sentence.' }) message: string;
}

/** An issue page without project context (instance and group lists). */
export class IssuePageListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => IssueDto) issues: IssueDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** GitLab's issue statistics (`/issues_statistics`). */
export class IssueCountsDto {
  @IsOptional() @IsInt() all?: number;
  @IsOptional() @IsInt() closed?: number;
  @IsOptional() @IsInt() opened?: number;
}

export class IssueStatisticsInnerDto {
  @IsOptional() @ValidateNested() @Type(() => IssueCountsDto) counts?: IssueCountsDto;
}

export class IssueStatisticsDto extends WithNextStepsDto {
  @ValidateNested() @Type(() => IssueStatisticsInnerDto) statistics: IssueStatisticsInnerDto;
}

/** `APIEntitiesIssuableTimeStats` as the time-tracking routes answer it. */
export class IssueTimeStatsDto extends WithNextStepsDto {
  @IsOptional() @IsInt() time_estimate?: number;
  @IsOptional() @IsInt() total_time_spent?: number;
  @IsOptional() @IsString() human_time_estimate?: string;
  @IsOptional() @IsString() human_total_time_spent?: string;
}

/** Users taking part in an issue. */
export class ParticipantListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => UserBasicDto) participants: UserBasicDto[];
}

/** A page of iterations (Premium). */
export class IterationListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => IterationDto) iterations: IterationDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** An issue's to-do item: the shared entity as the issue routes publish it (ID required, no `target`). */
@PublishedSchema({ only: ['next_steps', 'id', 'project', 'group', 'author', 'action_name', 'target_type', 'target_url', 'body', 'state', 'created_at', 'updated_at'], required: ['id'] })
export class IssueTodoDto extends TodoDto {
  @IsInt() declare id: number;
}

/** `APIEntitiesIssueBasic`, as embedded in issue links. */
export class IssueBasicDto {
  @IsInt() id: number;
  @IsInt() iid: number;
  @IsOptional() @IsInt() project_id?: number;
  @IsOptional() @IsString() title?: string;
  @IsOptional() @IsString() description?: string;
  @IsOptional() @IsString() state?: string;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() updated_at?: string;
  @IsOptional() @IsString() closed_at?: string;
  @IsOptional() @IsArray() @IsString({ each: true }) labels?: string[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => UserBasicDto) assignees?: UserBasicDto[];
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) author?: UserBasicDto;
  @IsOptional() @IsString() issue_type?: string;
  @IsOptional() @IsBoolean() confidential?: boolean;
  @IsOptional() @IsString() due_date?: string;
  @IsOptional() @IsString() web_url?: string;
  @IsOptional() @IsInt() weight?: number;
}

/** `APIEntitiesIssueLink`: one link between two issues. */
export class IssueLinkDto extends WithNextStepsDto {
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @ValidateNested() @Type(() => IssueBasicDto) source_issue?: IssueBasicDto;
  @IsOptional() @ValidateNested() @Type(() => IssueBasicDto) target_issue?: IssueBasicDto;
  @IsOptional() @IsString() @JSONSchema({ description: 'relates_to, blocks or is_blocked_by.' }) link_type?: string;
}

/** `APIEntitiesRelatedIssue`: a linked issue with the link's own fields. */
export class RelatedIssueDto extends IssueDto {
  @IsOptional() @IsInt() issue_link_id?: number;
  @IsOptional() @IsString() link_type?: string;
  @IsOptional() @IsString() link_created_at?: string;
  @IsOptional() @IsString() link_updated_at?: string;
}

export class RelatedIssueListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => RelatedIssueDto) issues: RelatedIssueDto[];
}

/** The shared basic merge request as the issue routes list it: fewer fields, no follow-up actions, none described. */
@PublishedSchema({
  only: [
    'id', 'iid', 'project_id', 'title', 'description', 'state', 'created_at', 'updated_at', 'merged_at', 'closed_at', 'target_branch', 'source_branch',
    'source_project_id', 'target_project_id', 'author', 'assignees', 'reviewers', 'merged_by', 'labels', 'draft', 'merge_status', 'detailed_merge_status',
    'sha', 'merge_commit_sha', 'user_notes_count', 'references', 'web_url',
  ],
})
export class IssueMergeRequestDto extends MergeRequestBasicDto {
  @IsOptional() @IsString() @JSONSchema({}) declare description?: string;
  @IsOptional() @IsString() @JSONSchema({}) declare state?: string;
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) @JSONSchema({}) declare merged_by?: UserBasicDto;
  @IsOptional() @IsArray() @IsString({ each: true }) @JSONSchema({}) declare labels?: string[];
  @IsOptional() @IsString() @JSONSchema({}) declare merge_status?: string;
  @IsOptional() @IsString() @JSONSchema({}) declare detailed_merge_status?: string;
}

export class MergeRequestBasicListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => IssueMergeRequestDto) merge_requests: IssueMergeRequestDto[];
}

/** An award emoji as the issue routes describe it: its name always sent. */
@PublishedSchema({ required: ['name'] })
export class IssueAwardEmojiDto extends AwardEmojiDto {
  @IsString() declare name: string;
}

export class IssueAwardEmojiListDto extends AwardEmojiListDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => IssueAwardEmojiDto) declare award_emoji: IssueAwardEmojiDto[];
}

/** `APIEntitiesLabelBasic`. */
export class LabelBasicDto {
  @IsInt() id: number;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() color?: string;
  @IsOptional() @IsString() text_color?: string;
  @IsOptional() @IsString() description?: string;
  @IsOptional() @IsBoolean() archived?: boolean;
}

/** A label event as the issue routes describe it: the label with its ID always sent. */
export class IssueLabelEventDto extends LabelEventDto {
  @IsOptional() @ValidateNested() @Type(() => LabelBasicDto) declare label?: LabelBasicDto;
}

/** `APIEntitiesResourceIterationEvent` (Premium). */
export class IterationEventDto extends ResourceEventDto {
  @IsOptional() @ValidateNested() @Type(() => IterationDto) iteration?: IterationDto;
  @IsOptional() @IsString() @JSONSchema({ description: 'add or remove.' }) action?: string;
}

/** `APIEntitiesResourceWeightEvent` (Premium). */
export class WeightEventDto extends ResourceEventDto {
  @IsOptional() @IsInt() issue_id?: number;
  @IsOptional() @IsInt() weight?: number;
  @IsOptional() @IsString() state?: string;
}

export class IssueLabelEventListDto extends LabelEventListDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => IssueLabelEventDto) declare events: IssueLabelEventDto[];
}
export class IterationEventListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => IterationEventDto) events: IterationEventDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}
export class WeightEventListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => WeightEventDto) events: WeightEventDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** A suggestion as the issue routes publish it: the fields whose type every GitLab version agrees on. */
@PublishedSchema({ only: ['id', 'from_content', 'to_content'] })
export class IssueSuggestionDto extends SuggestionDto {
  @IsInt() declare id: number;
}

const ISSUE_NOTE_FIELDS = [
  'next_steps', 'id', 'type', 'body', 'author', 'created_at', 'updated_at', 'system', 'noteable_id', 'noteable_type', 'noteable_iid', 'project_id', 'commit_id',
  'resolvable', 'resolved', 'resolved_by', 'resolved_at', 'confidential', 'internal', 'imported', 'imported_from', 'suggestions',
];

/** A note as the issue routes publish it: no diff position, `type` undescribed, suggestions as issue suggestions. */
@PublishedSchema({ only: ISSUE_NOTE_FIELDS })
export class IssueNoteDto extends NoteDto {
  @IsOptional() @IsString() @JSONSchema({}) declare type?: string;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => IssueSuggestionDto) declare suggestions?: IssueSuggestionDto[];
}

export class IssueNoteListDto extends NoteListDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => IssueNoteDto) declare notes: IssueNoteDto[];
}

/** A discussion as the issue routes publish it: no `individual_note`, its notes optional (typed as always sent). */
@PublishedSchema({ only: ['next_steps', 'id', 'notes', 'resolvable', 'resolved'] })
export class IssueDiscussionDto extends DiscussionDto {
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => IssueNoteDto) declare notes: IssueNoteDto[];
}

export class IssueDiscussionListDto extends DiscussionListDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => IssueDiscussionDto) declare discussions: IssueDiscussionDto[];
}
