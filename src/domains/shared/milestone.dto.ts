import { IsBoolean, IsInt, IsOptional, IsString } from 'class-validator';

/** GitLab's milestone entity (`APIEntitiesMilestone`), as issues, merge requests and releases carry it. */
export class MilestoneDto {
  @IsInt() id: number;
  @IsOptional() @IsInt() iid?: number;
  @IsOptional() @IsInt() project_id?: number;
  @IsOptional() @IsInt() group_id?: number;
  @IsOptional() @IsString() title?: string;
  @IsOptional() @IsString() description?: string;
  @IsOptional() @IsString() state?: string;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() updated_at?: string;
  @IsOptional() @IsString() due_date?: string;
  @IsOptional() @IsString() start_date?: string;
  @IsOptional() @IsBoolean() expired?: boolean;
  @IsOptional() @IsString() web_url?: string;
}
