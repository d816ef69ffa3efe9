import { parseGitlabWebUrl, urlsIn, urlValuesFor } from './gitlab-web-url';

const H = 'https://gitlab.example.com';

describe('GitLab web URLs (issue 14, URL-first input)', () => {
  it.each([
    [`${H}/acme/backend/-/merge_requests/42`, 'merge_request', { project_id: 'acme/backend', merge_request_iid: 42 }],
    [`${H}/acme/backend/-/merge_requests/42/diffs`, 'merge_request', { project_id: 'acme/backend', merge_request_iid: 42 }],
    [`${H}/acme/platform/api/-/issues/7`, 'issue', { project_id: 'acme/platform/api', issue_iid: 7 }],
    [`${H}/acme/backend/-/issues/incident/9`, 'issue', { project_id: 'acme/backend', issue_iid: 9 }],
    [`${H}/acme/backend/-/work_items/11`, 'issue', { project_id: 'acme/backend', issue_iid: 11 }],
    [`${H}/acme/backend/-/pipelines/881`, 'pipeline', { project_id: 'acme/backend', pipeline_id: 881 }],
    [`${H}/acme/backend/-/jobs/5`, 'job', { project_id: 'acme/backend', job_id: 5 }],
    [`${H}/acme/backend/-/blob/main/src/a.ts#L10`, 'file', { project_id: 'acme/backend', ref: 'main', file_path: 'src/a.ts', line: 10 }],
    [`${H}/acme/backend/-/tree/v1.2.0/docs`, 'tree', { project_id: 'acme/backend', ref: 'v1.2.0', path: 'docs' }],
    [`${H}/acme/backend/-/commit/0b4bc9a49b562e85de7cc9e834518ea6828729b9`, 'commit', { project_id: 'acme/backend', commit_sha: '0b4bc9a49b562e85de7cc9e834518ea6828729b9' }],
    [`${H}/acme/backend/-/compare/main...feature%2Flogin`, 'compare', { project_id: 'acme/backend', from: 'main', to: 'feature/login' }],
    [`${H}/acme/backend/-/tags/v1.2.0`, 'tag', { project_id: 'acme/backend', tag_name: 'v1.2.0' }],
    [`${H}/acme/backend/-/releases/v1.2.0`, 'release', { project_id: 'acme/backend', tag_name: 'v1.2.0' }],
    [`${H}/acme/backend/-/environments/3`, 'environment', { project_id: 'acme/backend', environment_id: 3 }],
    [`${H}/acme/backend/-/wikis/home`, 'wiki', { project_id: 'acme/backend', slug: 'home' }],
    [`${H}/groups/acme/-/epics/12`, 'epic', { group_id: 'acme', epic_iid: 12 }],
    [`${H}/groups/acme/platform/-/milestones/4`, 'milestone', { group_id: 'acme/platform', milestone_iid: 4 }],
    [`${H}/groups/acme/platform`, 'group', { group_id: 'acme/platform' }],
    [`${H}/acme`, 'namespace', { group_id: 'acme' }],
    [`${H}/acme/backend`, 'project', { project_id: 'acme/backend', group_id: 'acme/backend' }],
    [`${H}/acme/backend/-/merge_requests`, 'list', { project_id: 'acme/backend' }],
    [`${H}/acme/backend/merge_requests/42`, 'merge_request', { project_id: 'acme/backend', merge_request_iid: 42 }],
  ])('reads %s as a %s', (url, kind, values) => {
    const read = parseGitlabWebUrl(url);
    expect(read?.kind).toBe(kind);
    expect(read?.values).toEqual(values);
    expect(read?.host).toBe('gitlab.example.com');
  });

  it('removes the path of a GitLab served under a relative URL, only on its own host', () => {
    expect(parseGitlabWebUrl('https://corp.example/gitlab/acme/backend/-/jobs/5', 'https://corp.example/gitlab')?.values).toEqual({ project_id: 'acme/backend', job_id: 5 });
    expect(parseGitlabWebUrl('https://other.example/gitlab/acme/backend/-/jobs/5', 'https://corp.example/gitlab')?.values).toEqual({ project_id: 'gitlab/acme/backend', job_id: 5 });
  });

  it.each(['not a url', 'ftp://gitlab.example.com/acme/backend', `${H}/`, `${H}/api/v4/projects/1`, `${H}/-/profile`])('does not read %s', (text) => {
    expect(parseGitlabWebUrl(text)).toBeUndefined();
  });

  it('reads a segment named like an object property as any other ("constructor", "__proto__")', () => {
    expect(parseGitlabWebUrl(`${H}/a/b/-/constructor`)?.kind).toBe('project');
    expect(parseGitlabWebUrl(`${H}/groups/a/-/__proto__`)?.kind).toBe('group');
  });

  it('finds URLs in a sentence without its closing punctuation', () => {
    expect(urlsIn(`review ${H}/a/b/-/merge_requests/1, then (${H}/a/b/-/issues/2).`)).toEqual([`${H}/a/b/-/merge_requests/1`, `${H}/a/b/-/issues/2`]);
  });

  it('gives an action the values under its own names, a bare path as the project where it takes both', () => {
    const commit = parseGitlabWebUrl(`${H}/a/b/-/commit/0b4bc9a`)!;
    expect(urlValuesFor(commit, ['project_id', 'sha'])).toEqual({ project_id: 'a/b', sha: '0b4bc9a' });
    const bare = parseGitlabWebUrl(`${H}/a/b`)!;
    expect(urlValuesFor(bare, ['project_id', 'group_id', 'group_access'])).toEqual({ project_id: 'a/b' });
    expect(urlValuesFor(bare, ['group_id'])).toEqual({ group_id: 'a/b' });
  });
});
