import { Action, Domain, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { projectPath } from '../shared/project-ref.js';
import { ResolvedProjectDto, ResolveRemoteDto } from './dto/discover-project.dto.js';
import { renderResolved } from './discover-project.format.js';
import { InvalidRemoteUrlError } from './invalid-remote-url.error.js';
import { parseRemoteUrl } from './remote-url.parser.js';

interface ProjectAnswer {
  id: number;
  name: string;
  path_with_namespace: string;
  default_branch?: string;
  visibility?: string;
  web_url?: string;
}

@Domain({ name: 'discover_project', description: 'Find the GitLab project behind a local git remote URL.', keywords: ['remote', 'repo', 'git remote', 'origin', 'clone url'], standalone: true })
@Injectable()
export class DiscoverProjectActions {
  @Action({
    id: 'discover_project.resolve',
    title: 'Resolve a git remote',
    description: 'Map a git remote URL (from `git remote get-url origin`) to its GitLab project and numeric project_id.',
    keywords: ['repo url', 'clone url', 'which project', 'current repo', 'local repo'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ResolveRemoteDto,
    output: ResolvedProjectDto,
    operation: 'discoverProject',
    route: 'GET /projects/:id',
    notFound: {
      resource: 'Project',
      identifier: '{remote_url}',
      nextSteps: ["Use action 'project.list' with search to find the project", 'Check that the remote points at the configured GitLab instance'],
    },
    example: { remote_url: 'git@gitlab.example.com:acme/backend.git' },
  })
  async resolve(input: ResolveRemoteDto, ctx: ActionContext): Promise<ActionResult<ResolvedProjectDto>> {
    const parsed = parseRemoteUrl(input.remote_url);
    if (!parsed) throw new InvalidRemoteUrlError(input.remote_url);
    const { data: p } = await ctx.gitlab.rest<ProjectAnswer>({ method: 'GET', path: projectPath(parsed.path), signal: ctx.signal });
    const out: ResolvedProjectDto = {
      project_id: p.id,
      path_with_namespace: p.path_with_namespace,
      name: p.name,
      default_branch: p.default_branch,
      visibility: p.visibility,
      web_url: p.web_url,
      remote_host: parsed.host,
      host_matches_instance: new URL(ctx.caller.instanceUrl).hostname.toLowerCase() === parsed.host,
      next_steps: [`project.get with project_id ${p.id}`, `branch.list with project_id ${p.id}`],
    };
    return respond(out, renderResolved(out));
  }
}
