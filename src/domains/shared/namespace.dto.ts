import { IsInt, IsOptional, IsString } from 'class-validator';

/** GitLab's basic namespace entity (`APIEntitiesNamespaceBasic`): a group or a user namespace. */
export class NamespaceBasicDto {
  @IsInt() id: number;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() path?: string;
  @IsOptional() @IsString() kind?: string;
  @IsOptional() @IsString() full_path?: string;
  @IsOptional() @IsInt() parent_id?: number;
  @IsOptional() @IsString() avatar_url?: string;
  @IsOptional() @IsString() web_url?: string;
}
