import { Action, Domain, pageOf, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import type { CommitDto } from '../shared/commit.dto.js';
import { MAX_CONTENT_CHARS } from '../shared/file-content.js';
import { asArray, asBool, asInt, asObject, asString } from '../shared/json-values.js';
import { projectPath } from '../shared/project-ref.js';
import { CompareDto, ContributorDto, ContributorListDto, MergeBaseDto } from './dto/repository.dto.js';
import { CompareParamsDto, ContributorsParamsDto, MergeBaseParamsDto } from './dto/repository-params.dto.js';
import { renderCompare, renderContributors, renderMergeBase } from './repository-compare.format.js';
import { REPOSITORY_DOMAIN } from './repository.domain.js';
import { boundDiffs, toCommit, type Json } from './repository.mapping.js';

/** Compare, merge base, contributors. */
@Domain(REPOSITORY_DOMAIN)
@Injectable()
export class RepositoryCompareActions {
  @Action({
    id: 'repository.compare',
    title: 'Compare two refs',
    description: `Compare two branches, tags or commits: the commits between them and the file diffs. Diff text over ${MAX_CONTENT_CHARS / 1024} KiB is cut (read single commits with repository.commit_diff or files with repository.file_raw).`,
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: CompareParamsDto,
    output: CompareDto,
    operation: 'repositoryCompare',
    route: 'GET /projects/:id/repository/compare',
    hints: [{ text: 'from or to may name no branch, tag or commit: use branch.list or tag.list to find the refs', statuses: [400, 404] }],
    example: { project_id: '42', from: 'main', to: 'feature/login' },
  })
  async compare(input: CompareParamsDto, ctx: ActionContext): Promise<ActionResult<CompareDto>> {
    const res = await ctx.gitlab.rest<Json>({
      method: 'GET',
      path: `${projectPath(input.project_id)}/repository/compare`,
      query: { from: input.from, to: input.to, from_project_id: input.from_project_id, straight: input.straight, unidiff: input.unidiff },
      signal: ctx.signal,
    });
    const data = asObject(res.data) ?? {};
    const diffs = boundDiffs(asArray<Json>(data.diffs));
    const out: CompareDto = {
      from: input.from,
      to: input.to,
      commit: toCommit(data.commit),
      commits: asArray<Json>(data.commits).map(toCommit).filter((c): c is CommitDto => c !== undefined),
      diffs: diffs.diffs,
      compare_timeout: asBool(data.compare_timeout),
      compare_same_ref: asBool(data.compare_same_ref),
      web_url: asString(data.web_url),
      truncated: diffs.truncated,
      next_steps: ['merge_request.create to propose merging the changes', 'repository.commit_diff for one commit', 'repository.merge_base for the common ancestor'],
    };
    return respond(out, renderCompare(out));
  }

  @Action({
    id: 'repository.merge_base',
    title: 'Find the merge base',
    description: 'Find the common ancestor commit of two or more branches, tags or commits (git merge-base).',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: MergeBaseParamsDto,
    output: MergeBaseDto,
    operation: 'repositoryMergeBase',
    route: 'GET /projects/:id/repository/merge_base',
    hints: [{ text: 'every ref must name a branch, tag or commit: use branch.list or tag.list', statuses: [400, 404] }],
    example: { project_id: '42', refs: ['main', 'feature/login'] },
  })
  async mergeBase(input: MergeBaseParamsDto, ctx: ActionContext): Promise<ActionResult<MergeBaseDto>> {
    const res = await ctx.gitlab.rest<Json>({
      method: 'GET',
      path: `${projectPath(input.project_id)}/repository/merge_base`,
      query: { refs: input.refs },
      signal: ctx.signal,
    });
    const out: MergeBaseDto = { ...(toCommit(res.data) ?? { id: '' }), next_steps: ['repository.compare from the merge base to a ref', 'repository.commit_get for the commit in detail'] };
    return respond(out, renderMergeBase(out, input.refs));
  }

  @Action({
    id: 'repository.contributors',
    title: 'List contributors',
    description: 'List the contributors of a repository with their commit, addition and deletion counts.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ContributorsParamsDto,
    output: ContributorListDto,
    operation: 'repositoryContributors',
    route: 'GET /projects/:id/repository/contributors',
    hints: [{ text: 'verify project_id (and ref); use project.list to find the project', statuses: [404] }],
    example: { project_id: '42', order_by: 'commits', sort: 'desc' },
  })
  async contributors(input: ContributorsParamsDto, ctx: ActionContext): Promise<ActionResult<ContributorListDto>> {
    const res = await ctx.gitlab.rest<Json[]>({
      method: 'GET',
      path: `${projectPath(input.project_id)}/repository/contributors`,
      query: { ref: input.ref, order_by: input.order_by, sort: input.sort, page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: ContributorListDto = {
      contributors: asArray<Json>(res.data).map(
        (c): ContributorDto => ({ name: asString(c.name), email: asString(c.email), commits: asInt(c.commits), additions: asInt(c.additions), deletions: asInt(c.deletions) }),
      ),
      pagination: pageOf(res, input),
      next_steps: ['repository.commit_list with author to see one contributor\'s commits'],
    };
    return respond(out, renderContributors(out, input.project_id));
  }
}
