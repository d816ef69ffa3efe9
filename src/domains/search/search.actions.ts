import { Action, Domain, pageOf, respond, type ActionContext, type ActionHint, type ActionResult } from '@gitlab-mcp/action-kit';
import type { QueryValue, RestResponse } from '@gitlab-mcp/gitlab-client';
import { Injectable } from '@nestjs/common';
import { projectPath, segment } from '../shared/project-ref.js';
import type { UserBasicDto } from '../shared/user-basic.dto.js';
import type { MilestoneDto } from '../shared/milestone.dto.js';
import {
  ScopedSearchDto,
  SearchCodeDto,
  SearchCommitsDto,
  SearchIssuesDto,
  SearchMergeRequestsDto,
  SearchProjectsDto,
  SearchSnippetsDto,
  SearchWikiDto,
  type SearchBaseDto,
} from './dto/search-params.dto.js';
import {
  SearchCodeResultDto,
  SearchCommitResultDto,
  SearchIssueResultDto,
  SearchMergeRequestResultDto,
  SearchMilestoneResultDto,
  SearchNoteResultDto,
  SearchProjectResultDto,
  SearchSnippetResultDto,
  SearchUserResultDto,
  SearchWikiResultDto,
  type SearchBlobDto,
  type SearchCommitDto,
  type SearchIssueDto,
  type SearchLevel,
  type SearchMergeRequestDto,
  type SearchNoteDto,
  type SearchProjectDto,
  type SearchSnippetDto,
} from './dto/search.dto.js';
import {
  renderBlobs,
  renderCommits,
  renderIssues,
  renderMergeRequests,
  renderMilestones,
  renderNotes,
  renderProjects,
  renderSnippets,
  renderUsers,
} from './search.format.js';

/** The parameters of GitLab's search endpoints that travel in the query string. */
type SearchInput = SearchBaseDto & {
  project_id?: string;
  group_id?: string;
  include_archived?: boolean;
  ref?: string;
  regex?: boolean;
  num_context_lines?: number;
  exclude_forks?: boolean;
  state?: string;
  confidential?: boolean;
  fields?: string[];
};

interface SearchRun<T> {
  res: RestResponse<T[]>;
  head: { scope: string; search: string; level: SearchLevel; within?: string };
}

/**
 * Runs one search scope at the narrowest level given: project (project_id), then group (group_id), else the whole
 * instance. Pagination is derived from the page received (A-33: GitLab sends no totals for search).
 */
async function runSearch<T>(scope: string, input: SearchInput, ctx: ActionContext): Promise<SearchRun<T>> {
  const { project_id, group_id, ...params } = input;
  let path = '/search';
  let level: SearchLevel = 'global';
  let within: string | undefined;
  if (project_id) {
    path = `${projectPath(project_id)}/search`;
    level = 'project';
    within = project_id;
  } else if (group_id) {
    path = `/groups/${segment(group_id)}/search`;
    level = 'group';
    within = group_id;
  }
  const query: Record<string, QueryValue> = { scope };
  for (const [key, value] of Object.entries(params)) query[key] = value as QueryValue;
  const res = await ctx.gitlab.rest<T[]>({ method: 'GET', path, query, signal: ctx.signal });
  return { res, head: { scope, search: input.search, level, within } };
}

const SCOPE_400: ActionHint = {
  text: 'the scope may not be searchable at this level: code (blobs), commits, comments (notes) and wikis need advanced or exact code search (Premium) in a group or globally, and basic search only covers the default branch; search one project with project_id, or drop search_type',
  statuses: [400],
};
const ID_404: ActionHint = { text: 'verify project_id or group_id; use project.list to find the project or group.get for the group', statuses: [404] };
const DISABLED_403: ActionHint = {
  text: 'an administrator can disable global search or one of its scopes; search within a group (group_id) or a project (project_id) instead',
  statuses: [403],
  namesRole: true,
};
const HINTS = [SCOPE_400, ID_404, DISABLED_403];

@Domain({ name: 'search', description: "GitLab's search: code, commits, issues, merge requests, milestones, comments, projects, snippets, users and wikis, in a project, a group or the whole instance.", keywords: ['find', 'lookup', 'grep', 'query'] })
@Injectable()
export class SearchActions {
  @Action({
    id: 'search.code',
    title: 'Search code',
    description:
      'Search file contents (scope blobs) in a project (any ref), a group or the whole instance, returning matching lines with their path and line number. Group and global code search need advanced or exact code search (Premium); exact code search adds regex and context lines.',
    keywords: ['grep', 'find in files', 'source', 'text search'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: SearchCodeDto,
    output: SearchCodeResultDto,
    operation: 'searchCode',
    route: 'GET /projects/:id/search',
    hints: HINTS,
    example: { project_id: '42', search: 'login', ref: 'main', per_page: 10 },
  })
  async code(input: SearchCodeDto, ctx: ActionContext): Promise<ActionResult<SearchCodeResultDto>> {
    const { res, head } = await runSearch<SearchBlobDto>('blobs', input, ctx);
    const out: SearchCodeResultDto = {
      ...head,
      results: res.data,
      pagination: pageOf(res, input),
      next_steps: ['repository.file_get to read a whole file', 'search.commits to find when the code changed'],
    };
    return respond(out, renderBlobs('Code', out));
  }

  @Action({
    id: 'search.commits',
    title: 'Search commits',
    description: 'Search commit messages in a project (any ref), a group or the whole instance. Group and global commit search need advanced search (Premium).',
    keywords: ['git log', 'grep', 'history', 'find commit'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: SearchCommitsDto,
    output: SearchCommitResultDto,
    operation: 'searchCommits',
    route: 'GET /projects/:id/search',
    hints: HINTS,
    example: { project_id: '42', search: 'login', per_page: 10 },
  })
  async commits(input: SearchCommitsDto, ctx: ActionContext): Promise<ActionResult<SearchCommitResultDto>> {
    const { res, head } = await runSearch<SearchCommitDto>('commits', input, ctx);
    const out: SearchCommitResultDto = {
      ...head,
      // The commit ID is its SHA: a string, whatever the search backend serialised.
      results: res.data.map((c) => ({ ...c, id: String(c.id) })),
      pagination: pageOf(res, input),
      next_steps: ['repository.commit_get for one commit', 'repository.commit_diff for its changes'],
    };
    return respond(out, renderCommits(out));
  }

  @Action({
    id: 'search.issues',
    title: 'Search issues',
    description: 'Search issues by title and description in a project, a group or the whole instance, optionally by state and confidentiality.',
    keywords: ['find issues', 'tickets', 'bugs', 'grep'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: SearchIssuesDto,
    output: SearchIssueResultDto,
    operation: 'searchIssues',
    route: 'GET /projects/:id/search',
    hints: HINTS,
    example: { project_id: '42', search: 'login', state: 'opened', per_page: 10 },
  })
  async issues(input: SearchIssuesDto, ctx: ActionContext): Promise<ActionResult<SearchIssueResultDto>> {
    const { res, head } = await runSearch<SearchIssueDto>('issues', input, ctx);
    const out: SearchIssueResultDto = { ...head, results: res.data, pagination: pageOf(res, input), next_steps: ['issue.get for one issue with its description'] };
    return respond(out, renderIssues(out));
  }

  @Action({
    id: 'search.merge_requests',
    title: 'Search merge requests',
    description: 'Search merge requests by title and description in a project, a group or the whole instance, optionally by state.',
    keywords: ['find MR', 'MRs', 'PR', 'pull requests', 'find merge request'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: SearchMergeRequestsDto,
    output: SearchMergeRequestResultDto,
    operation: 'searchMergeRequests',
    route: 'GET /projects/:id/search',
    hints: HINTS,
    example: { project_id: '42', search: 'login', state: 'opened', per_page: 10 },
  })
  async mergeRequests(input: SearchMergeRequestsDto, ctx: ActionContext): Promise<ActionResult<SearchMergeRequestResultDto>> {
    const { res, head } = await runSearch<SearchMergeRequestDto>('merge_requests', input, ctx);
    const out: SearchMergeRequestResultDto = {
      ...head,
      results: res.data,
      pagination: pageOf(res, input),
      next_steps: ['merge_request.get for one merge request', 'mr_review.discussion_list for its threads'],
    };
    return respond(out, renderMergeRequests(out));
  }

  @Action({
    id: 'search.milestones',
    title: 'Search milestones',
    description: 'Search milestones by title and description in a project, a group or the whole instance.',
    keywords: ['find milestone', 'sprint', 'iteration'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ScopedSearchDto,
    output: SearchMilestoneResultDto,
    operation: 'searchMilestones',
    route: 'GET /projects/:id/search',
    hints: HINTS,
    example: { project_id: '42', search: 'v1', per_page: 10 },
  })
  async milestones(input: ScopedSearchDto, ctx: ActionContext): Promise<ActionResult<SearchMilestoneResultDto>> {
    const { res, head } = await runSearch<MilestoneDto>('milestones', input, ctx);
    const out: SearchMilestoneResultDto = { ...head, results: res.data, pagination: pageOf(res, input), next_steps: ['project.milestone_get for one project milestone'] };
    return respond(out, renderMilestones(out));
  }

  @Action({
    id: 'search.notes',
    title: 'Search comments',
    description: 'Search comments (notes) on issues, merge requests, commits and snippets of a project; group and global comment search need advanced search (Premium).',
    keywords: ['find comments', 'discussions', 'threads', 'grep'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ScopedSearchDto,
    output: SearchNoteResultDto,
    operation: 'searchNotes',
    route: 'GET /projects/:id/search',
    hints: HINTS,
    example: { project_id: '42', search: 'password', per_page: 10 },
  })
  async notes(input: ScopedSearchDto, ctx: ActionContext): Promise<ActionResult<SearchNoteResultDto>> {
    const { res, head } = await runSearch<SearchNoteDto>('notes', input, ctx);
    const out: SearchNoteResultDto = {
      ...head,
      results: res.data,
      pagination: pageOf(res, input),
      next_steps: ['issue.note_get or mr_review.note_get to read one comment in full'],
    };
    return respond(out, renderNotes(out));
  }

  @Action({
    id: 'search.projects',
    title: 'Search projects',
    description: 'Search projects by name, path and description in a group or the whole instance (projects cannot be searched inside a project).',
    keywords: ['find project', 'repos', 'repositories', 'lookup'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: SearchProjectsDto,
    output: SearchProjectResultDto,
    operation: 'searchProjects',
    route: 'GET /groups/:id/search',
    hints: HINTS,
    example: { group_id: 'acme', search: 'backend', per_page: 10 },
  })
  async projects(input: SearchProjectsDto, ctx: ActionContext): Promise<ActionResult<SearchProjectResultDto>> {
    const { res, head } = await runSearch<SearchProjectDto>('projects', input, ctx);
    const out: SearchProjectResultDto = { ...head, results: res.data, pagination: pageOf(res, input), next_steps: ['project.get for one project'] };
    return respond(out, renderProjects(out));
  }

  @Action({
    id: 'search.snippets',
    title: 'Search snippets',
    description: 'Search the titles of the snippets you can see across the whole instance (scope snippet_titles, global only).',
    keywords: ['gists', 'find snippet', 'paste'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: SearchSnippetsDto,
    output: SearchSnippetResultDto,
    operation: 'searchSnippets',
    route: 'GET /search',
    hints: [SCOPE_400, DISABLED_403],
    example: { search: 'deploy', per_page: 10 },
  })
  async snippets(input: SearchSnippetsDto, ctx: ActionContext): Promise<ActionResult<SearchSnippetResultDto>> {
    const { res, head } = await runSearch<SearchSnippetDto>('snippet_titles', input, ctx);
    const out: SearchSnippetResultDto = { ...head, results: res.data, pagination: pageOf(res, input), next_steps: ['snippet.get for one snippet', 'snippet.content for its content'] };
    return respond(out, renderSnippets(out));
  }

  @Action({
    id: 'search.users',
    title: 'Search users',
    description: 'Find users by name, username or public email: members of a project, of a group, or anyone on the instance.',
    keywords: ['people', 'lookup', 'who'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ScopedSearchDto,
    output: SearchUserResultDto,
    operation: 'searchUsers',
    route: 'GET /projects/:id/search',
    hints: HINTS,
    example: { project_id: '42', search: 'alice', per_page: 10 },
  })
  async users(input: ScopedSearchDto, ctx: ActionContext): Promise<ActionResult<SearchUserResultDto>> {
    const { res, head } = await runSearch<UserBasicDto>('users', input, ctx);
    const out: SearchUserResultDto = { ...head, results: res.data, pagination: pageOf(res, input), next_steps: ['user.get for one user profile'] };
    return respond(out, renderUsers(out));
  }

  @Action({
    id: 'search.wiki',
    title: 'Search wikis',
    description: 'Search wiki page contents (scope wiki_blobs) in a project, a group or the whole instance; group and global wiki search need advanced search (Premium).',
    keywords: ['find docs', 'documentation', 'wiki pages', 'grep'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: SearchWikiDto,
    output: SearchWikiResultDto,
    operation: 'searchWiki',
    route: 'GET /projects/:id/search',
    hints: HINTS,
    example: { project_id: '42', search: 'setup', per_page: 10 },
  })
  async wiki(input: SearchWikiDto, ctx: ActionContext): Promise<ActionResult<SearchWikiResultDto>> {
    const { res, head } = await runSearch<SearchBlobDto>('wiki_blobs', input, ctx);
    const out: SearchWikiResultDto = { ...head, results: res.data, pagination: pageOf(res, input), next_steps: ['wiki.get to read a whole page'] };
    return respond(out, renderBlobs('Wiki pages', out));
  }
}
