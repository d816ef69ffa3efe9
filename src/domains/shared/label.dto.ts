import { IsBoolean, IsInt, IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from './next-steps.dto.js';

/** GitLab's label entity as a group has it (`APIEntitiesGroupLabel`); a project label adds its priority and scope. */
export class LabelDto extends WithNextStepsDto {
  @IsInt() id: number;
  @IsString() name: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Background colour, "#RRGGBB".' }) color?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Text colour GitLab picks for the background.' }) text_color?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Description (written by a user).' }) description?: string;
  @IsOptional() @IsString() description_html?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'With with_counts on label_list.' }) open_issues_count?: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'With with_counts on label_list.' }) closed_issues_count?: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'With with_counts on label_list.' }) open_merge_requests_count?: number;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Whether you get notifications for items with this label.' }) subscribed?: boolean;
  @IsOptional() @IsBoolean() archived?: boolean;
}

/** What a project label adds to a label, optional so that a shared renderer can show either. */
export interface LabelRanking {
  priority?: number;
  is_project_label?: boolean;
}
