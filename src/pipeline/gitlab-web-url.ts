/** What a GitLab web URL points at. */
export type WebUrlKind =
  | 'group'
  | 'namespace'
  | 'project'
  | 'merge_request'
  | 'issue'
  | 'pipeline'
  | 'job'
  | 'file'
  | 'tree'
  | 'commit'
  | 'commits'
  | 'compare'
  | 'tag'
  | 'release'
  | 'branch'
  | 'milestone'
  | 'epic'
  | 'environment'
  | 'wiki'
  | 'list';

/**
 * A GitLab web URL read as the object it shows. `values` holds what the URL fixes, under this
 * server's parameter names (`project_id`, `merge_request_iid`, `file_path`, ...).
 */
export interface GitlabWebUrl {
  readonly url: string;
  /** `host[:port]` as written, lower case. */
  readonly host: string;
  readonly kind: WebUrlKind;
  /** The parameter that names the object itself (`merge_request_iid` for a merge request URL). */
  readonly key: string | undefined;
  readonly values: Readonly<Record<string, string | number>>;
  /** Words that say what the URL shows, for the action search ("merge request"). */
  readonly words: string;
}

const KIND_WORDS: Readonly<Record<WebUrlKind, string>> = {
  group: 'group',
  namespace: 'group',
  project: 'project',
  merge_request: 'merge request',
  issue: 'issue',
  pipeline: 'pipeline',
  job: 'job',
  file: 'file',
  tree: 'repository tree',
  commit: 'commit',
  commits: 'commits',
  compare: 'compare',
  tag: 'tag',
  release: 'release',
  branch: 'branches',
  milestone: 'milestone',
  epic: 'epic',
  environment: 'environment',
  wiki: 'wiki page',
  list: '',
};

/** Lists a URL may show, by their segment after `/-/` (`/-/merge_requests` is the MR list). */
const LISTS: Readonly<Record<string, string>> = {
  merge_requests: 'merge requests',
  issues: 'issues',
  pipelines: 'pipelines',
  jobs: 'jobs',
  branches: 'branches',
  tags: 'tags',
  releases: 'releases',
  milestones: 'milestones',
  environments: 'environments',
  epics: 'epics',
  labels: 'labels',
  wikis: 'wiki pages',
  project_members: 'members',
  group_members: 'members',
  commits: 'commits',
};

/** The list a `/-/<segment>` names, never an inherited property ("constructor" is a segment like any other). */
const listOf = (segment: string | undefined): string | undefined => (segment !== undefined && Object.prototype.hasOwnProperty.call(LISTS, segment) ? LISTS[segment] : undefined);

const POSITIVE = /^[1-9]\d{0,15}$/;
const SHA = /^[0-9a-f]{7,64}$/i;

const decode = (s: string): string => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/**
 * Reads `text` as a GitLab web URL: a group (`/groups/acme`, `/acme`), a project (`/acme/backend`)
 * or an object of one (`/-/merge_requests/42`, `/-/issues/7`, `/-/pipelines/881`, `/-/jobs/5`,
 * `/-/blob/<ref>/<path>#L10`, `/-/tree/<ref>/<path>`, `/-/commit/<sha>`, `/-/tags/<name>`,
 * `/-/releases/<tag>`, `/-/milestones/<iid>`, `/groups/<g>/-/epics/<iid>`, `/-/environments/<id>`,
 * `/-/wikis/<slug>`), also in the older form without `/-/`. With `instanceUrl`, a GitLab served
 * under a path (`https://host/gitlab`) has that prefix removed. Undefined for anything else.
 * A ref with a slash in a blob or tree URL cannot be told from its path: the first segment is read
 * as the ref, as GitLab's own short links do.
 */
export function parseGitlabWebUrl(text: string, instanceUrl?: string): GitlabWebUrl | undefined {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  let path = url.pathname.replace(/\/+$/, '');
  const root = instanceRoot(instanceUrl, url.host);
  if (root !== '' && (path === root || path.startsWith(`${root}/`))) path = path.slice(root.length);
  if (path.startsWith('/api/')) return undefined;
  const segments = path.split('/').filter((s) => s !== '').map(decode);
  if (segments.length === 0) return undefined;
  const line = /^#L(\d+)/.exec(url.hash)?.[1];
  const base = { url: text.trim(), host: url.host.toLowerCase() };
  const built = read(segments, line === undefined ? undefined : Number(line));
  return built === undefined ? undefined : { ...base, ...built, words: built.words || KIND_WORDS[built.kind] };
}

/** `host[:port]` of a URL in lower case, undefined when it does not parse. */
export function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return undefined;
  }
}

/** The path a GitLab under a relative URL is served at, when `host` is its host ('' otherwise). */
function instanceRoot(instanceUrl: string | undefined, host: string): string {
  if (instanceUrl === undefined) return '';
  try {
    const u = new URL(instanceUrl);
    return u.host.toLowerCase() === host.toLowerCase() ? u.pathname.replace(/\/+$/, '') : '';
  } catch {
    return '';
  }
}

type Read = Omit<GitlabWebUrl, 'url' | 'host'>;

function read(segments: readonly string[], line: number | undefined): Read | undefined {
  const dash = segments.indexOf('-');
  if (segments[0] === 'groups' && segments.length >= 2) {
    const groupPath = (dash === -1 ? segments.slice(1) : segments.slice(1, dash)).join('/');
    if (groupPath === '') return undefined;
    if (dash === -1) return { kind: 'group', key: 'group_id', values: { group_id: groupPath }, words: '' };
    return groupObject(groupPath, segments.slice(dash + 1));
  }
  if (dash === 0) return undefined;
  if (dash > 0) return projectObject(segments.slice(0, dash).join('/'), segments.slice(dash + 1), line);
  const legacy = legacyObject(segments, line);
  if (legacy !== undefined) return legacy;
  const full = segments.join('/');
  if (segments.length === 1) return { kind: 'namespace', key: 'group_id', values: { group_id: full }, words: '' };
  // A path of two or more segments is a project or a subgroup; the action decides which it names.
  return { kind: 'project', key: 'project_id', values: { project_id: full, group_id: full }, words: '' };
}

/** The pre-`/-/` form GitLab still redirects: `/acme/backend/merge_requests/42`, `/acme/backend/issues/7`, ... */
function legacyObject(segments: readonly string[], line: number | undefined): Read | undefined {
  for (const marker of ['merge_requests', 'issues', 'pipelines', 'jobs', 'commit', 'blob', 'tree']) {
    const at = segments.lastIndexOf(marker);
    if (at >= 2 && at < segments.length - 1) return projectObject(segments.slice(0, at).join('/'), segments.slice(at), line);
  }
  return undefined;
}

function groupObject(group: string, rest: readonly string[]): Read | undefined {
  const [what, id] = rest;
  const values = { group_id: group };
  if (what === 'epics' && id !== undefined && POSITIVE.test(id)) return { kind: 'epic', key: 'epic_iid', values: { ...values, epic_iid: Number(id) }, words: '' };
  if (what === 'milestones' && id !== undefined && POSITIVE.test(id)) return { kind: 'milestone', key: 'milestone_iid', values: { ...values, milestone_iid: Number(id) }, words: '' };
  const list = listOf(what);
  if (list !== undefined && id === undefined) return { kind: 'list', key: 'group_id', values, words: `group ${list}` };
  return { kind: 'group', key: 'group_id', values, words: '' };
}

function projectObject(project: string, rest: readonly string[], line: number | undefined): Read | undefined {
  const [what, first] = rest;
  const values = { project_id: project };
  const numbered = first !== undefined && POSITIVE.test(first) ? Number(first) : undefined;
  const tail = rest.slice(2).join('/');
  switch (what) {
    case 'merge_requests':
      // `/diffs` is the Changes tab: a comment there is on a line of the diff.
      if (numbered !== undefined) return { kind: 'merge_request', key: 'merge_request_iid', values: { ...values, merge_request_iid: numbered }, words: rest[2] === 'diffs' ? 'merge request diff' : '' };
      break;
    case 'issues':
    case 'work_items': {
      // `/-/issues/incident/7` is the incident view of issue 7.
      const iid = numbered ?? (first === 'incident' && rest[2] !== undefined && POSITIVE.test(rest[2]) ? Number(rest[2]) : undefined);
      if (iid !== undefined) return { kind: 'issue', key: 'issue_iid', values: { ...values, issue_iid: iid }, words: '' };
      break;
    }
    case 'pipelines':
      if (numbered !== undefined) return { kind: 'pipeline', key: 'pipeline_id', values: { ...values, pipeline_id: numbered }, words: '' };
      break;
    case 'jobs':
      if (numbered !== undefined) return { kind: 'job', key: 'job_id', values: { ...values, job_id: numbered }, words: '' };
      break;
    case 'environments':
      if (numbered !== undefined) return { kind: 'environment', key: 'environment_id', values: { ...values, environment_id: numbered }, words: '' };
      break;
    case 'milestones':
      // A project milestone's page shows its IID; the REST API names milestones by ID, so only the project is known.
      if (numbered !== undefined) return { kind: 'milestone', key: 'project_id', values, words: '' };
      break;
    case 'blob':
    case 'raw':
      if (first !== undefined && tail !== '') return { kind: 'file', key: 'file_path', values: { ...values, ref: first, file_path: tail, ...(line === undefined ? {} : { line }) }, words: '' };
      break;
    case 'tree':
      if (first !== undefined) return { kind: 'tree', key: 'ref', values: { ...values, ref: first, ...(tail === '' ? {} : { path: tail }) }, words: '' };
      break;
    case 'commit':
      if (first !== undefined && SHA.test(first)) return { kind: 'commit', key: 'commit_sha', values: { ...values, commit_sha: first }, words: '' };
      break;
    case 'commits':
      if (first !== undefined) return { kind: 'commits', key: 'ref', values: { ...values, ref: rest.slice(1).join('/') }, words: '' };
      break;
    case 'compare': {
      const range = /^(.+?)\.\.\.?(.+)$/.exec(rest.slice(1).join('/'));
      if (range) return { kind: 'compare', key: 'from', values: { ...values, from: range[1], to: range[2] }, words: '' };
      break;
    }
    case 'tags':
      if (first !== undefined) return { kind: 'tag', key: 'tag_name', values: { ...values, tag_name: rest.slice(1).join('/') }, words: '' };
      break;
    case 'releases':
      if (first !== undefined) return { kind: 'release', key: 'tag_name', values: { ...values, tag_name: rest.slice(1).join('/') }, words: '' };
      break;
    case 'wikis':
      if (first !== undefined) return { kind: 'wiki', key: 'slug', values: { ...values, slug: rest.slice(1).join('/') }, words: '' };
      break;
    default:
      break;
  }
  const list = listOf(what);
  if (list !== undefined) return { kind: 'list', key: 'project_id', values, words: `project ${list}` };
  return { kind: 'project', key: 'project_id', values, words: '' };
}

/** Every http(s) URL written in `text`, without the punctuation that closes a sentence around it. */
export function urlsIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"'`]+/g)].map((m) => m[0].replace(/[.,;:!?)\]}]+$/, ''));
}

/**
 * Other names an action may give a value the URL fixes (`sha` for a commit, `ref_name` for a ref,
 * `path` for a file of a tree, `id` for an issue read by its global ID is not one of them).
 */
const ALTERNATES: Readonly<Record<string, readonly string[]>> = {
  commit_sha: ['commit_sha', 'sha'],
  ref: ['ref', 'ref_name'],
};

/** The URL's values an action takes, under the action's own parameter names. */
export function urlValuesFor(url: GitlabWebUrl, params: readonly string[]): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  // A bare path of two or more segments is a project or a subgroup: one of them, the project where the action takes both.
  const ambiguous = 'project_id' in url.values && 'group_id' in url.values;
  for (const [name, value] of Object.entries(url.values)) {
    if (ambiguous && name === 'group_id' && params.includes('project_id')) continue;
    const target = (ALTERNATES[name] ?? [name]).find((p) => params.includes(p));
    if (target !== undefined && !(target in out)) out[target] = value;
  }
  return out;
}
