import { IsBoolean, IsInt, IsOptional, IsString } from 'class-validator';

/** GitLab's basic user entity (`APIEntitiesUserBasic`) as embedded in issues, merge requests and approvals. */
export class UserBasicDto {
  @IsInt() id: number;
  @IsOptional() @IsString() username?: string;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() state?: string;
  @IsOptional() @IsBoolean() locked?: boolean;
  @IsOptional() @IsString() public_email?: string;
  @IsOptional() @IsString() avatar_url?: string;
  @IsOptional() @IsString() avatar_path?: string;
  @IsOptional() @IsString() web_url?: string;
}
