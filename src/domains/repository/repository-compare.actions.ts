import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import type { CommitDto } from '../shared/commit.dto.js';
import { MAX_CONTENT_CHARS } from '../shared/file-content.js';
import { asArray, asBool, asInt, asObject, asString } from '../shared/json-values.js';
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
    id: 'repository.compare', title: 'Compare two refs', tier: 'free', readOnly: true, destructive: false,
    description: `Compare two branches, tags or commits: the commits between them and the file diffs. Diff text over ${MAX_CONTENT_CHARS / 1024} KiB is cut (read single commits with repository.commit_diff or files with repository.file_raw).`,
    keywords: ['changes between', 'what changed', 'git diff', 'delta'],
    input: CompareParamsDto, output: CompareDto, operation: 'repositoryCompare', route: 'GET /projects/:id/repository/compare',
    hints: [{ text: 'from or to may name no branch, tag or commit: use branch.list or tag.list to find the refs', statuses: [400, 404] }],
    example: { project_id: '42', from: 'main', to: 'feature/login' },
    reply: { shape: compareOf, render: renderCompare, nextSteps: ['merge_request.create to propose merging the changes', 'repository.commit_diff for one commit', 'repository.merge_base for the common ancestor'] },
  })
  readonly compare?: Declared;

  @Action({
    id: 'repository.merge_base', title: 'Find the merge base', tier: 'free', readOnly: true, destructive: false,
    description: 'Find the common ancestor commit of two or more branches, tags or commits (git merge-base).',
    keywords: ['fork point', 'branch point'],
    input: MergeBaseParamsDto, output: MergeBaseDto, operation: 'repositoryMergeBase', route: 'GET /projects/:id/repository/merge_base',
    hints: [{ text: 'every ref must name a branch, tag or commit: use branch.list or tag.list', statuses: [400, 404] }],
    example: { project_id: '42', refs: ['main', 'feature/login'] },
    reply: { shape: (answer) => toCommit(answer) ?? { id: '' }, render: (out, input) => renderMergeBase(out, input.refs), nextSteps: ['repository.compare from the merge base to a ref', 'repository.commit_get for the commit in detail'] },
  })
  readonly mergeBase?: Declared;

  @Action({
    id: 'repository.contributors', title: 'List contributors', tier: 'free', readOnly: true, destructive: false,
    description: 'List the contributors of a repository with their commit, addition and deletion counts.',
    keywords: ['authors', 'committers', 'who contributed', 'stats', 'top contributors'],
    input: ContributorsParamsDto, output: ContributorListDto, operation: 'repositoryContributors', route: 'GET /projects/:id/repository/contributors',
    hints: [{ text: 'verify project_id (and ref); use project.list to find the project', statuses: [404] }],
    example: { project_id: '42', order_by: 'commits', sort: 'desc' },
    reply: { list: 'contributors', shape: (answer) => asArray<Json>(answer).map(toContributor), render: (out, input) => renderContributors(out, input.project_id), nextSteps: ['repository.commit_list with author to see one contributor\'s commits'] },
  })
  readonly contributors?: Declared;
}

/** The comparison: its commits and its diffs bounded like file content. */
function compareOf(answer: unknown, input: CompareParamsDto): Omit<CompareDto, 'next_steps'> {
  const data = asObject(answer) ?? {};
  const diffs = boundDiffs(asArray<Json>(data.diffs));
  return {
    from: input.from,
    to: input.to,
    commit: toCommit(data.commit),
    commits: asArray<Json>(data.commits).map(toCommit).filter((c): c is CommitDto => c !== undefined),
    diffs: diffs.diffs,
    compare_timeout: asBool(data.compare_timeout),
    compare_same_ref: asBool(data.compare_same_ref),
    web_url: asString(data.web_url),
    truncated: diffs.truncated,
  };
}

function toContributor(c: Json): ContributorDto {
  return { name: asString(c.name), email: asString(c.email), commits: asInt(c.commits), additions: asInt(c.additions), deletions: asInt(c.deletions) };
}
