import { ActionRefusalError } from '@gitlab-mcp/errors';
import type { CatalogEntry } from '../catalog/index.js';
import { hostOf, parseGitlabWebUrl, urlValuesFor } from './gitlab-web-url.js';

type Params = Record<string, unknown>;

/** Parameters that name a GitLab object and so may be given as the object's web URL. */
const URL_NAMED = new Set(['project_id', 'group_id', 'merge_request_iid', 'issue_iid', 'pipeline_id', 'job_id', 'commit_sha', 'sha', 'file_path', 'epic_iid', 'environment_id', 'tag_name', 'slug', 'milestone_iid']);

const looksLikeUrl = (v: unknown): v is string => typeof v === 'string' && /^\s*https?:\/\//i.test(v);
const shown = (v: string | number): string => (typeof v === 'number' ? String(v) : `"${v}"`);

/**
 * Reads GitLab web URLs given where an object is named (`project_id`,
 * `merge_request_iid`, ...): the parameter gets the URL's value for it (`acme/backend`, 42), and the
 * other values the URL fixes fill the action's parameters the call left out. A URL of another
 * GitLab, one that does not name what the parameter wants, or one that contradicts a value the
 * call gave is refused with what to send instead. `typed` says which schema types a URL may
 * replace: `string` alone where the schema is closed (a number never passes for a string there),
 * also `integer` where the surface converts values (E-54).
 */
export function resolveUrlArguments(entry: CatalogEntry, params: Readonly<Params>, instanceUrl: string, typed: ReadonlySet<string>): Params {
  const named = Object.keys(params).filter((k) => URL_NAMED.has(k) && looksLikeUrl(params[k]) && typed.has(String(entry.inputSchema.properties?.[k]?.type)));
  if (named.length === 0) return params as Params;
  const out: Params = { ...params };
  const operation = entry.options.operation;
  const instanceHost = hostOf(instanceUrl);
  for (const name of named) {
    const text = String(params[name]).trim();
    const url = parseGitlabWebUrl(text, instanceUrl);
    if (url === undefined) throw new ActionRefusalError(`${operation}: ${name} is a URL that does not name a GitLab project or object; send ${name} itself (for a project, its path such as "group/project")`);
    if (instanceHost !== undefined && url.host !== instanceHost) {
      throw new ActionRefusalError(`${operation}: ${name} is a URL of ${url.host}, but this server works with the GitLab at ${instanceHost}; send ${name} itself or a URL of ${instanceHost}`);
    }
    const values = urlValuesFor(url, entry.params);
    const own = values[name] ?? url.values[name];
    if (own === undefined) throw new ActionRefusalError(`${operation}: ${name} was given the URL of ${url.kind === 'list' ? `a list of ${url.words}` : `a ${url.words}`}, which does not say which ${name} to use; send ${name} itself`);
    out[name] = own;
    // A project or group URL names only itself; an object's URL also names its project or group.
    if (url.kind === 'project' || url.kind === 'namespace' || url.kind === 'group') continue;
    for (const [p, v] of Object.entries(values)) {
      if (p === name || named.includes(p)) continue;
      const given = params[p];
      if (given === undefined || given === null || given === '') out[p] = v;
      else if (contradicts(given, v)) throw new ActionRefusalError(`${operation}: ${p} is ${shown(typeof given === 'number' ? given : String(given))} but the URL given as ${name} says ${shown(v)}; send one of them`);
    }
  }
  return out;
}

/** A value given beside the URL names something else: compared as text, a path without regard to case; a numeric ID beside a path cannot be compared and is kept. */
function contradicts(given: unknown, fromUrl: string | number): boolean {
  if (typeof fromUrl === 'number') return String(given).trim() !== String(fromUrl);
  const text = String(given).trim();
  if (/^\d+$/.test(text)) return false;
  return text.toLowerCase() !== fromUrl.toLowerCase();
}
