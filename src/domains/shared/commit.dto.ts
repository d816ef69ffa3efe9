import { IsArray, IsOptional, IsString } from 'class-validator';

/** GitLab's commit entity (`APIEntitiesCommit`) as embedded in other answers. */
export class CommitDto {
  @IsString() id: string;
  @IsOptional() @IsString() short_id?: string;
  @IsOptional() @IsString() title?: string;
  @IsOptional() @IsString() message?: string;
  @IsOptional() @IsString() author_name?: string;
  @IsOptional() @IsString() author_email?: string;
  @IsOptional() @IsString() authored_date?: string;
  @IsOptional() @IsString() committer_name?: string;
  @IsOptional() @IsString() committer_email?: string;
  @IsOptional() @IsString() committed_date?: string;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsArray() @IsString({ each: true }) parent_ids?: string[];
  @IsOptional() @IsString() web_url?: string;
}
