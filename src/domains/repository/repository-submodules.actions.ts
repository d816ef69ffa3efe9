import { Action, Domain, respond, type ActionContext, type ActionResult, type Declared } from '@gitlab-mcp/action-kit';
import { ActionRefusalError } from '@gitlab-mcp/errors';
import { GitlabRequestFailureError, type RestResponse } from '@gitlab-mcp/gitlab-client';
import { Injectable } from '@nestjs/common';
import { decodeContent, MAX_CONTENT_CHARS } from '../shared/file-content.js';
import { parseGitmodules } from '../shared/gitmodules.js';
import { asArray, asObject, asString } from '../shared/json-values.js';
import { projectPath, segment } from '../shared/project-ref.js';
import { CommitDetailDto } from './dto/commit.dto.js';
import { SubmoduleFileDto } from './dto/file.dto.js';
import { SubmoduleDto, SubmoduleListDto } from './dto/repository.dto.js';
import { ListSubmodulesParamsDto, ReadSubmoduleFileParamsDto, UpdateSubmoduleParamsDto } from './dto/repository-params.dto.js';
import { renderCommit } from './repository-commits.format.js';
import { REPOSITORY_DOMAIN } from './repository.domain.js';
import { EXAMPLE_SHA } from './repository.examples.js';
import { PROTECTED_403 } from './repository.hints.js';
import { fileFields, toCommitDetail, type Json } from './repository.mapping.js';
import { renderSubmoduleFile, renderSubmodules } from './repository-submodules.format.js';

/** Submodules. */
@Domain(REPOSITORY_DOMAIN)
@Injectable()
export class RepositorySubmoduleActions {
  @Action({
    id: 'repository.list_submodules',
    title: 'List submodules',
    description: 'List the Git submodules of a repository at a ref: name, path and URL from .gitmodules, the GitLab project it points to, and the commit the repository pins.',
    keywords: ['nested repos', 'dependencies', 'subprojects'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListSubmodulesParamsDto,
    output: SubmoduleListDto,
    operation: 'listSubmodules',
    route: 'GET /projects/:id/repository/files/:file_path',
    hints: [{ text: 'verify project_id and ref; use branch.list to see the branches', statuses: [404] }],
    example: { project_id: '42', ref: 'main' },
  })
  async listSubmodules(input: ListSubmodulesParamsDto, ctx: ActionContext): Promise<ActionResult<SubmoduleListDto>> {
    const ref = input.ref ?? 'HEAD';
    const gitmodules = await readGitmodules(ctx, input.project_id, ref);
    const submodules = gitmodules === undefined ? [] : parseGitmodules(gitmodules);
    await pinSubmodules(ctx, input.project_id, ref, submodules);
    const out: SubmoduleListDto = {
      project_id: input.project_id,
      ref,
      submodules,
      next_steps:
        submodules.length > 0
          ? ['repository.read_submodule_file to read a file of a submodule', 'repository.update_submodule to move a submodule to another commit']
          : ['branch.list to check the ref, if submodules were expected', 'repository.tree to browse the repository'],
    };
    return respond(out, renderSubmodules(out));
  }

  @Action({
    id: 'repository.read_submodule_file',
    title: 'Read a file of a submodule',
    description: `Read a file inside a submodule at the commit the parent repository pins: resolves the submodule's project from .gitmodules and its commit from the tree. Text over ${MAX_CONTENT_CHARS / 1024} KiB is cut; binary files are described only.`,
    keywords: ['nested repo', 'subproject', 'submodule content'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ReadSubmoduleFileParamsDto,
    output: SubmoduleFileDto,
    operation: 'readSubmoduleFile',
    route: 'GET /projects/:id/repository/files/:file_path',
    hints: [{ text: 'verify project_id, ref, submodule_path (see repository.list_submodules) and file_path', statuses: [404] }],
    example: { project_id: '42', submodule_path: 'libs/shared', file_path: 'README.md', ref: 'main' },
  })
  async readSubmoduleFile(input: ReadSubmoduleFileParamsDto, ctx: ActionContext): Promise<ActionResult<SubmoduleFileDto>> {
    const op = 'readSubmoduleFile';
    const ref = input.ref ?? 'HEAD';
    const gitmodules = await readGitmodules(ctx, input.project_id, ref);
    if (gitmodules === undefined) {
      throw new ActionRefusalError(
        `${op}: not found: GitLab has no .gitmodules for project ${input.project_id} at ${ref}, so there is no submodule to read (or project_id or ref is wrong). Suggestion: check the ref with branch.list and the submodules with repository.list_submodules`,
      );
    }
    const entries = parseGitmodules(gitmodules);
    const entry = entries.find((e) => e.path === input.submodule_path);
    if (!entry) {
      const known = entries.map((e) => e.path ?? e.name).join(', ') || 'none';
      throw new ActionRefusalError(`${op}: not found: no submodule at "${input.submodule_path}" in .gitmodules (submodules: ${known}). Suggestion: use repository.list_submodules`);
    }
    if (!entry.resolved_project) {
      throw new ActionRefusalError(`${op}: the URL of submodule "${input.submodule_path}" (${entry.url ?? 'none'}) names no GitLab project path; read the file from its own project with repository.file_get`);
    }
    await pinSubmodules(ctx, input.project_id, ref, [entry]);
    if (!entry.commit_sha) {
      throw new ActionRefusalError(`${op}: not found: "${input.submodule_path}" is not a submodule entry of the tree at ${ref}. Suggestion: use repository.list_submodules`);
    }
    const res = await ctx.gitlab.rest<Json>({
      method: 'GET',
      path: `${projectPath(entry.resolved_project)}/repository/files/${segment(input.file_path)}`,
      query: { ref: entry.commit_sha },
      signal: ctx.signal,
    });
    const out: SubmoduleFileDto = {
      ...fileFields(res.data, input.file_path),
      submodule_path: input.submodule_path,
      resolved_project: entry.resolved_project,
      commit_sha: entry.commit_sha,
      next_steps: ['repository.list_submodules to see every submodule', 'repository.tree of the submodule project at commit_sha to browse it'],
    };
    return respond(out, renderSubmoduleFile(out));
  }

  @Action({
    id: 'repository.update_submodule', title: 'Update a submodule', tier: 'free', readOnly: false, destructive: false,
    description: 'Point a submodule at another commit of its repository, with one commit on a branch of the parent repository.',
    keywords: ['bump submodule', 'submodule pointer', 'sync submodule', 'subproject'],
    input: UpdateSubmoduleParamsDto, output: CommitDetailDto, operation: 'updateSubmodule', route: 'PUT /projects/:id/repository/submodules/:submodule',
    hints: [{ text: 'the submodule path or commit_sha may be wrong: use repository.list_submodules', statuses: [400, 404] }, PROTECTED_403],
    example: { project_id: '42', submodule: 'libs/shared', branch: 'main', commit_sha: EXAMPLE_SHA, commit_message: 'Update the shared submodule' },
    reply: { shape: (answer) => toCommitDetail(asObject(answer) ?? {}), render: (out) => renderCommit(out, 'Submodule updated by commit'), nextSteps: ['repository.list_submodules to check the pinned commit'] },
  })
  readonly updateSubmodule?: Declared;
}

/** The decoded `.gitmodules` of a ref, or undefined when the repository has none there. */
async function readGitmodules(ctx: ActionContext, projectId: string, ref: string): Promise<string | undefined> {
  let res: RestResponse<Json>;
  try {
    res = await ctx.gitlab.rest<Json>({
      method: 'GET',
      path: `${projectPath(projectId)}/repository/files/${segment('.gitmodules')}`,
      query: { ref },
      signal: ctx.signal,
    });
  } catch (e) {
    // No .gitmodules means no submodules. The client keeps no 404 body (E-03), so a wrong
    // project_id or ref reads the same way; the answers say so.
    if (e instanceof GitlabRequestFailureError && e.failure.status === 404 && !e.failure.canceled && !e.failure.deadlineExceeded) return undefined;
    throw e;
  }
  const d = asObject(res.data) ?? {};
  return decodeContent(asString(d.content), asString(d.encoding)).toString('utf8');
}

/** Fills `commit_sha` from the tree entries of type `commit` (gitlinks) of each submodule's directory. */
async function pinSubmodules(ctx: ActionContext, projectId: string, ref: string, submodules: SubmoduleDto[]): Promise<void> {
  const dirs = new Set(submodules.filter((s) => s.path).map((s) => (s.path!.includes('/') ? s.path!.slice(0, s.path!.lastIndexOf('/')) : '')));
  for (const dir of dirs) {
    const res = await ctx.gitlab.rest<Json[]>({
      method: 'GET',
      path: `${projectPath(projectId)}/repository/tree`,
      query: { path: dir === '' ? undefined : dir, ref, per_page: 100 },
      signal: ctx.signal,
    });
    for (const entry of asArray<Json>(res.data)) {
      if (asString(entry.type) !== 'commit') continue;
      const sub = submodules.find((s) => s.path === asString(entry.path));
      if (sub) sub.commit_sha = asString(entry.id);
    }
  }
}
