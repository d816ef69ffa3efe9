import { FieldTier, PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

const URL_DOC = 'Repository URL with credentials masked (*****), as GitLab scrubs them.';
const STATUS_DOC = 'none, scheduled, started, finished or failed.';

/** An SSH host key fingerprint GitLab trusts for a mirror (`APIEntitiesMirrorHostKey`). */
export class MirrorHostKeyDto {
  @IsOptional() @IsString() fingerprint_sha256?: string;
}

/** A push mirror (`APIEntitiesRemoteMirror`). */
export class MirrorDto extends WithNextStepsDto {
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: URL_DOC }) url?: string;
  @IsOptional() @IsBoolean() enabled?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'ssh_public_key or password.' }) auth_method?: string;
  @IsOptional() @IsString() @JSONSchema({ description: STATUS_DOC }) update_status?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Error of the last attempt; absent after a success.' }) last_error?: string;
  @IsOptional() @IsString() last_update_at?: string;
  @IsOptional() @IsString() last_update_started_at?: string;
  @IsOptional() @IsString() last_successful_update_at?: string;
  @IsOptional() @IsBoolean() only_protected_branches?: boolean;
  @IsOptional() @IsBoolean() keep_divergent_refs?: boolean;
  @FieldTier('premium') @IsOptional() @IsString() mirror_branch_regex?: string;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => MirrorHostKeyDto) host_keys?: MirrorHostKeyDto[];
}

/** A page of push mirrors. */
export class MirrorListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => MirrorDto) mirrors: MirrorDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** The SSH public key GitLab pushes a mirror with. */
export class MirrorPublicKeyDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsInt() mirror_id: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Add this key to the target repository (deploy key with write access).' }) public_key?: string;
}

/** Outcome of a mirror action GitLab answers without a body (delete, sync, start). */
export class MirrorActionResultDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsOptional() @IsInt() mirror_id?: number;
  @IsString() message: string;
}

/** The pull mirror of a project (`APIEntitiesPullMirror`). */
export class PullMirrorDto extends WithNextStepsDto {
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: URL_DOC }) url?: string;
  @IsOptional() @IsBoolean() enabled?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: STATUS_DOC }) update_status?: string;
  @IsOptional() @IsString() last_error?: string;
  @IsOptional() @IsString() last_update_at?: string;
  @IsOptional() @IsString() last_update_started_at?: string;
  @IsOptional() @IsString() last_successful_update_at?: string;
  @IsOptional() @IsBoolean() mirror_trigger_builds?: boolean;
  @IsOptional() @IsBoolean() only_mirror_protected_branches?: boolean;
  @IsOptional() @IsBoolean() mirror_overwrites_diverged_branches?: boolean;
  @IsOptional() @IsString() mirror_branch_regex?: string;
}
