import { FieldTier, PageParamsDto } from '@gitlab-mcp/action-kit';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ProjectIdDto } from '../../shared/project-id.dto.js';

export class ListMirrorsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").' }) project_id: string;
}

export class MirrorRefDto extends ProjectIdDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the push mirror (see project.mirror_list).' }) mirror_id: number;
}

/** Settings shared by creating and editing a push mirror. */
export class MirrorSettingsDto extends ProjectIdDto {
  @IsOptional()
  @IsIn(['ssh_public_key', 'password'])
  @JSONSchema({ description: 'How GitLab authenticates to the target: password (credentials in the URL) or ssh_public_key (add the key from project.mirror_get_public_key to the target).' })
  auth_method?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Mirror pushes are made (default false when creating).' }) enabled?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Keep refs that diverged on the target instead of overwriting them.' }) keep_divergent_refs?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Mirror only protected branches.' }) only_protected_branches?: boolean;
  @FieldTier('premium')
  @IsOptional()
  @IsString()
  @JSONSchema({ description: 'Mirror only branches whose names match this regular expression; needs only_protected_branches off (Premium).' })
  mirror_branch_regex?: string;
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  @JSONSchema({ description: 'SSH host keys of the target, bare ("ssh-ed25519 AAAA...") or in known_hosts format ("host ssh-ed25519 AAAA...").' })
  host_keys?: string[];
}

export class CreateMirrorDto extends MirrorSettingsDto {
  @IsString()
  @JSONSchema({
    description: 'Target repository URL, e.g. "https://user:token@example.com/group/repo.git" or "ssh://git@example.com/group/repo.git". Credentials in it are write-only: GitLab and this server show them as *****.',
  })
  url: string;
}

export class EditMirrorDto extends MirrorSettingsDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the push mirror (see project.mirror_list).' }) mirror_id: number;
}

export class ConfigurePullMirrorDto extends ProjectIdDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'URL of the repository to pull from; credentials in it are write-only (shown as *****).' }) url?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Username for the source repository.' }) auth_user?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Password or token for the source repository. Write-only: never shown back.', writeOnly: true }) auth_password?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Turn pull mirroring on (true) or off (false).' }) enabled?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Mirror only branches matching this regular expression; needs only_mirror_protected_branches off.' }) mirror_branch_regex?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Overwrite local branches that diverged from the source.' }) mirror_overwrites_diverged_branches?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Run pipelines for mirror updates.' }) mirror_trigger_builds?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Mirror only protected branches.' }) only_mirror_protected_branches?: boolean;
}
