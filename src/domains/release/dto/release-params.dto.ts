import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Min, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ProjectIdDto } from '../../shared/project-id.dto.js';

const LINK_TYPES = ['other', 'runbook', 'image', 'package'];
const TAG_DOC = 'Tag of the release (e.g. "v1.2.0").';

export class ListReleasesDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").' }) project_id: string;
  @IsOptional() @IsIn(['released_at', 'created_at']) @JSONSchema({ description: 'Order by release date or creation date (default released_at).' }) order_by?: string;
  @IsOptional() @IsIn(['asc', 'desc']) @JSONSchema({ description: 'Sort direction (default desc).' }) sort?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Also return the notes rendered as HTML (description_html).' }) include_html_description?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Releases updated before this time (ISO 8601).' }) updated_before?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Releases updated after this time (ISO 8601).' }) updated_after?: string;
}

export class ReleaseRefDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: TAG_DOC }) tag_name: string;
}

export class GetReleaseDto extends ReleaseRefDto {
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Also return the notes rendered as HTML (description_html).' }) include_html_description?: boolean;
}

/** One asset link given when creating a release or a link. */
export class ReleaseLinkInputDto {
  @IsString() @JSONSchema({ description: 'Name of the link (e.g. "linux-amd64 binary").' }) name: string;
  @IsString() @JSONSchema({ description: 'URL of the asset (http, https or ftp).' }) url: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Path for a permanent direct asset link (e.g. "/bin/app-linux-amd64").' }) direct_asset_path?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Deprecated alias of direct_asset_path.' }) filepath?: string;
  @IsOptional() @IsIn(LINK_TYPES) @JSONSchema({ description: 'Kind of asset: other (default), runbook, image or package.' }) link_type?: string;
}

/** The `assets` of a new release. */
export class ReleaseAssetsInputDto {
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => ReleaseLinkInputDto) @JSONSchema({ description: 'Asset links to attach.' }) links?: ReleaseLinkInputDto[];
}

export class CreateReleaseDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: `${TAG_DOC} Created from ref when it does not exist yet.` }) tag_name: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Release name (the tag name when left out).' }) name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Release notes in Markdown.' }) description?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Branch, tag or commit SHA to create the tag from when tag_name does not exist yet (required then).' }) ref?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Message of the annotated tag created with the release (only with ref for a new tag).' }) tag_message?: string;
  @IsOptional() @IsArray() @IsString({ each: true }) @JSONSchema({ description: 'Titles of the milestones to associate (e.g. ["v1.2"]).' }) milestones?: string[];
  @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: 'IDs of the milestones to associate (alternative to milestones).' }) milestone_ids?: number[];
  @IsOptional() @ValidateNested() @Type(() => ReleaseAssetsInputDto) @JSONSchema({ description: 'Assets of the release: {"links": [{"name", "url", "direct_asset_path", "link_type"}]}.' }) assets?: ReleaseAssetsInputDto;
  @IsOptional() @IsString() @JSONSchema({ description: 'Release date, ISO 8601 (default now); a future date makes an upcoming release, a past one a historical release.' }) released_at?: string;
  @IsOptional()
  @IsBoolean()
  @JSONSchema({ description: 'Publish the release to the CI/CD Catalog when the project is a catalog resource (legacy option; experimental in GitLab).' })
  legacy_catalog_publish?: boolean;
}

export class UpdateReleaseDto extends ReleaseRefDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'New release name.' }) name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'New release notes in Markdown (replace the old ones).' }) description?: string;
  @IsOptional() @IsArray() @IsString({ each: true }) @JSONSchema({ description: 'Titles of the milestones to associate; an empty array removes them all.' }) milestones?: string[];
  @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: 'IDs of the milestones to associate (alternative to milestones).' }) milestone_ids?: number[];
  @IsOptional() @IsString() @JSONSchema({ description: 'New release date, ISO 8601.' }) released_at?: string;
}

export class ListReleaseLinksDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").' }) project_id: string;
  @IsString() @JSONSchema({ description: TAG_DOC }) tag_name: string;
}

export class ReleaseLinkRefDto extends ReleaseRefDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the asset link (see release.link_list).' }) link_id: number;
}

export class CreateReleaseLinkDto extends ReleaseRefDto {
  @IsString() @JSONSchema({ description: 'Name of the link (e.g. "linux-amd64 binary").' }) name: string;
  @IsString() @JSONSchema({ description: 'URL of the asset (http, https or ftp).' }) url: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Path for a permanent direct asset link (e.g. "/bin/app-linux-amd64").' }) direct_asset_path?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Deprecated alias of direct_asset_path.' }) filepath?: string;
  @IsOptional() @IsIn(LINK_TYPES) @JSONSchema({ description: 'Kind of asset: other (default), runbook, image or package.' }) link_type?: string;
}

export class CreateReleaseLinksBatchDto extends ReleaseRefDto {
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => ReleaseLinkInputDto)
  @JSONSchema({ description: 'Links to add, 1..50; GitLab takes one per request, so they are created in order and the call stops at the first failure.' })
  links: ReleaseLinkInputDto[];
}

export class UpdateReleaseLinkDto extends ReleaseLinkRefDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'New name of the link.' }) name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'New URL of the asset.' }) url?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'New path of the direct asset link.' }) direct_asset_path?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Deprecated alias of direct_asset_path.' }) filepath?: string;
  @IsOptional() @IsIn(LINK_TYPES) @JSONSchema({ description: 'Kind of asset: other, runbook, image or package.' }) link_type?: string;
}
