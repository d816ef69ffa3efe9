import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from './next-steps.dto.js';

/** A badge with its placeholders resolved (`APIEntitiesBasicBadgeDetails`): what badge_preview returns. */
export class BadgePreviewDto extends WithNextStepsDto {
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Target URL as written, placeholders such as %{project_path} included.' }) link_url?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Image URL as written, placeholders included.' }) image_url?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Target URL with the placeholders filled in for this project.' }) rendered_link_url?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Image URL with the placeholders filled in for this project.' }) rendered_image_url?: string;
}

/** GitLab's badge entity (`APIEntitiesBadge`), of a project or a group. */
export class BadgeDto extends BadgePreviewDto {
  @IsInt() id: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'project, or group for a badge inherited from the group (managed there).' }) kind?: string;
}

/** A page of badges. */
export class BadgeListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => BadgeDto) badges: BadgeDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}
