import { Type } from 'class-transformer';
import { IsArray, IsInt, IsOptional, IsString, Matches, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { CursorPageInfoDto, CursorPageParamsDto } from '../../shared/cursor-page.dto.js';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { ProjectIdDto } from '../../shared/project-id.dto.js';

export class ListTargetBranchRulesDto extends CursorPageParamsDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").' }) project_id: string;
}

export class CreateTargetBranchRuleDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: 'Source branch name or wildcard pattern the rule matches (e.g. "hotfix/*").' }) name: string;
  @IsString() @JSONSchema({ description: 'Branch that merge requests from matching branches target by default (e.g. "release/1.x").' }) target_branch: string;
}

export class DeleteTargetBranchRuleDto {
  @IsString()
  @Matches(/^(\d+|gid:\/\/gitlab\/Projects::TargetBranchRule\/\d+)$/, { message: 'id must be a target branch rule ID: a number or gid://gitlab/Projects::TargetBranchRule/<n>' })
  @JSONSchema({ description: 'ID of the rule, from project.target_branch_rule_list: its global ID (gid://gitlab/Projects::TargetBranchRule/3) or the number at its end.' })
  id: string;
}

/** GitLab's `ProjectTargetBranchRule`. */
export class TargetBranchRuleDto extends WithNextStepsDto {
  @IsString() @JSONSchema({ description: 'Global ID of the rule.' }) id: string;
  @IsString() @JSONSchema({ description: 'Source branch name or pattern the rule matches.' }) name: string;
  @IsString() @JSONSchema({ description: 'Default target branch of merge requests from matching branches.' }) target_branch: string;
  @IsOptional() @IsString() created_at?: string;
}

/** A page of a project's target branch rules. */
export class TargetBranchRuleListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => TargetBranchRuleDto) target_branch_rules: TargetBranchRuleDto[];
  @IsInt() @JSONSchema({ description: 'How many rules the project has in all.' }) count: number;
  @ValidateNested() @Type(() => CursorPageInfoDto) page_info: CursorPageInfoDto;
}

/** Outcome of deleting a target branch rule. */
export class TargetBranchRuleDeletionDto extends WithNextStepsDto {
  @IsString() id: string;
  @IsString() message: string;
}
