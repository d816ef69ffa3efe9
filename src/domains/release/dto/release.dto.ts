import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { CommitDto } from '../../shared/commit.dto.js';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { UserBasicDto } from '../../shared/user-basic.dto.js';
import { MilestoneDto } from '../../shared/milestone.dto.js';

/** An asset link of a release (`APIEntitiesReleasesLink`). */
export class ReleaseLinkDto extends WithNextStepsDto {
  @IsInt() id: number;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() url?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Permanent URL of the asset through the release (direct_asset_path).' }) direct_asset_url?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'other, runbook, image or package.' }) link_type?: string;
}

/** A source-code archive of a release. */
export class ReleaseSourceDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'zip, tar.gz, tar.bz2 or tar.' }) format?: string;
  @IsOptional() @IsString() url?: string;
}

/** The assets of a release. */
export class ReleaseAssetsDto {
  @IsOptional() @IsInt() count?: number;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => ReleaseSourceDto) sources?: ReleaseSourceDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => ReleaseLinkDto) links?: ReleaseLinkDto[];
}

/** Issue counts of a release milestone. */
export class MilestoneIssueStatsDto {
  @IsOptional() @IsInt() total?: number;
  @IsOptional() @IsInt() closed?: number;
}

/** A milestone of a release (`APIEntitiesMilestoneWithStats`). */
export class ReleaseMilestoneDto extends MilestoneDto {
  @IsOptional() @ValidateNested() @Type(() => MilestoneIssueStatsDto) issue_stats?: MilestoneIssueStatsDto;
}

/** Release evidence (`APIEntitiesReleasesEvidence`, Premium collects it). */
export class ReleaseEvidenceDto {
  @IsOptional() @IsString() sha?: string;
  @IsOptional() @IsString() filepath?: string;
  @IsOptional() @IsString() collected_at?: string;
}

/** The `_links` of a release. */
export class ReleaseLinksDto {
  @IsOptional() @IsString() self?: string;
  @IsOptional() @IsString() edit_url?: string;
  @IsOptional() @IsString() opened_issues_url?: string;
  @IsOptional() @IsString() closed_issues_url?: string;
  @IsOptional() @IsString() opened_merge_requests_url?: string;
  @IsOptional() @IsString() merged_merge_requests_url?: string;
  @IsOptional() @IsString() closed_merge_requests_url?: string;
}

/** GitLab's release entity (`APIEntitiesRelease`). */
export class ReleaseDto extends WithNextStepsDto {
  @IsString() tag_name: string;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Release notes (Markdown written by a user).' }) description?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Release notes as HTML (include_html_description).' }) description_html?: string;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() released_at?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'released_at is in the future.' }) upcoming_release?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'released_at is before the release was created.' }) historical_release?: boolean;
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) author?: UserBasicDto;
  @IsOptional() @ValidateNested() @Type(() => CommitDto) commit?: CommitDto;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => ReleaseMilestoneDto) milestones?: ReleaseMilestoneDto[];
  @IsOptional() @IsString() commit_path?: string;
  @IsOptional() @IsString() tag_path?: string;
  @IsOptional() @ValidateNested() @Type(() => ReleaseAssetsDto) assets?: ReleaseAssetsDto;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => ReleaseEvidenceDto) evidences?: ReleaseEvidenceDto[];
  @IsOptional() @ValidateNested() @Type(() => ReleaseLinksDto) _links?: ReleaseLinksDto;
}

/** A page of releases. */
export class ReleaseListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => ReleaseDto) releases: ReleaseDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** A page of asset links. */
export class ReleaseLinkListDto extends WithNextStepsDto {
  @IsString() tag_name: string;
  @IsArray() @ValidateNested({ each: true }) @Type(() => ReleaseLinkDto) links: ReleaseLinkDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** The links created by one batch call. */
export class ReleaseLinkBatchDto extends WithNextStepsDto {
  @IsString() tag_name: string;
  @IsArray() @ValidateNested({ each: true }) @Type(() => ReleaseLinkDto) links: ReleaseLinkDto[];
}
