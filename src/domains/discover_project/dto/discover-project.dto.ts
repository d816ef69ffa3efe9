import { IsBoolean, IsInt, IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

export class ResolveRemoteDto {
  @IsString()
  @JSONSchema({
    description: 'A git remote URL as `git remote get-url origin` prints it: https://host/group/project.git, git@host:group/project.git or ssh://git@host/group/project.git.',
  })
  remote_url: string;
}

/** The GitLab project a remote URL points at. */
export class ResolvedProjectDto extends WithNextStepsDto {
  @IsInt() @JSONSchema({ description: 'Use it as project_id in other actions.' }) project_id: number;
  @IsString() path_with_namespace: string;
  @IsString() name: string;
  @IsOptional() @IsString() default_branch?: string;
  @IsOptional() @IsString() visibility?: string;
  @IsOptional() @IsString() web_url?: string;
  @IsString() remote_host: string;
  @IsBoolean() @JSONSchema({ description: 'False when the remote names another host than the configured GitLab instance.' }) host_matches_instance: boolean;
}
