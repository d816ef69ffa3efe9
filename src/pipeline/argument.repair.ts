import { ActionRefusalError } from '@gitlab-mcp/errors';
import { GitlabRequestFailureError, type GitlabClient } from '@gitlab-mcp/gitlab-client';
import type { CatalogEntry, JsonSchema } from '../catalog/index.js';

type Params = Record<string, unknown>;

/**
 * GitLab's own names for what an action names otherwise, by the shape of the name: GitLab's
 * `branch` is `branch_name` on an action that creates one, `sha` is `commit_sha`, `iid` the
 * object's `*_iid`, `id` the project or group of the route.
 */
function ourNameFor(key: string, entry: CatalogEntry, given: readonly string[]): string | undefined {
  const params = entry.params;
  if (key === 'id') {
    const route = entry.options.route;
    if (/ \/projects\/:id(\/|$)/.test(route) && params.includes('project_id')) return 'project_id';
    if (/ \/groups\/:id(\/|$)/.test(route) && params.includes('group_id')) return 'group_id';
    if (/ \/users\/:id(\/|$)/.test(route) && params.includes('user_id')) return 'user_id';
    return undefined;
  }
  const known = new Map<string, readonly string[]>(Object.entries({
    iid: params.filter((p) => p.endsWith('_iid')),
    sha: ['commit_sha'],
    commit: ['commit_sha'],
    branch: ['branch_name', 'ref', 'source_branch'],
    branch_name: ['branch'],
    ref: ['ref_name', 'branch', 'sha'],
    ref_name: ['ref'],
    tag: ['tag_name'],
    name: ['title'],
    project: ['project_id'],
    project_path: ['project_id'],
    group: ['group_id'],
    group_path: ['group_id'],
    mr_id: ['merge_request_iid'],
    merge_request_id: ['merge_request_iid'],
    issue_id: ['issue_iid'],
    path: ['file_path'],
    file: ['file_path'],
    body: ['note', 'description'],
    comment: ['body', 'note'],
    message: ['commit_message'],
  }));
  const candidates = (known.get(key) ?? []).filter((p) => params.includes(p) && !given.includes(p));
  return candidates.length === 1 ? candidates[0] : undefined;
}

/**
 * Extra lines after an E-51/E-53 refusal that say how to fix the call in one retry: `confirm`
 * sent among the parameters, GitLab's name for a parameter where the action's differs. The
 * refusal's own text (E-51, E-53) is left as the spec words it.
 */
export function repairLines(entry: CatalogEntry, given: readonly string[], unknown: readonly string[], source: 'execute_action' | 'meta_tool'): string[] {
  const lines: string[] = [];
  if (source === 'execute_action' && unknown.includes('confirm')) {
    lines.push(`"confirm" is not a parameter of the action: send it at the top level, beside "action" and "params": {"action": "${entry.id}", "params": {...}, "confirm": true}, and only after the user approved.`);
  }
  const renames = unknown.flatMap((k) => {
    const ours = ourNameFor(k, entry, given);
    return ours === undefined ? [] : [`${k} → ${ours}`];
  });
  if (renames.length > 0) lines.push(`${entry.id} names these differently from GitLab's API; rename ${renames.join(', ')}.`);
  return lines;
}

/** The line after the envelope's E-50 refusal when action parameters were written beside `action`. */
export function envelopeRepairLine(args: Readonly<Params>): string | undefined {
  const stray = Object.keys(args).filter((k) => k !== 'action' && k !== 'params' && k !== 'confirm');
  if (stray.length === 0 || typeof args.action !== 'string') return undefined;
  const inside = { ...(typeof args.params === 'object' && args.params !== null && !Array.isArray(args.params) ? (args.params as Params) : {}), ...Object.fromEntries(stray.map((k) => [k, args[k]])) };
  const call = JSON.stringify({ action: args.action, params: inside, ...(args.confirm === undefined ? {} : { confirm: args.confirm }) });
  const shownCall = call.length > 400 ? `{"action": "${args.action}", "params": {${stray.map((k) => `"${k}": ...`).join(', ')}}}` : call;
  return `Action parameters go inside "params", not beside "action": ${shownCall}`;
}

/** Integer parameters that take a user's numeric ID, alone or in a list. */
const USER_ID = /^(user|assignee|author|reviewer|merge_user|closed_by|owner|approver|mirror_user)_ids?$/;
const USERNAME = /^@?([A-Za-z0-9_][A-Za-z0-9_.-]{0,254})$/;

const wantsIntegers = (s: JsonSchema | undefined): boolean => s?.type === 'integer' || (s?.type === 'array' && s.items?.type === 'integer');

/**
 * Usernames given where an action takes user IDs (`assignee_ids: ["@bob"]`, `user_id: "alice"`):
 * each is looked up with GitLab's exact-username search and replaced by the user's ID. A username
 * no user has is refused with the action that finds users. Only where the surface converts values
 * (E-54); a closed schema refuses text for a number first.
 */
export async function resolveUsernames(entry: CatalogEntry, params: Readonly<Params>, client: GitlabClient, signal: AbortSignal): Promise<Params> {
  // A call the decoder will refuse anyway (an unknown name, a required one missing) asks GitLab nothing: the retry resolves them.
  const known = entry.inputSchema.properties ?? {};
  if (Object.keys(params).some((k) => !Object.hasOwn(known, k)) || (entry.inputSchema.required ?? []).some((k) => params[k] === undefined)) return params as Params;
  const names = Object.keys(params).filter((k) => USER_ID.test(k) && wantsIntegers(entry.inputSchema.properties?.[k]) && hasUsername(params[k]));
  if (names.length === 0) return params as Params;
  const out: Params = { ...params };
  const cache = new Map<string, number>();
  const idOf = async (param: string, value: unknown): Promise<unknown> => {
    const m = typeof value === 'string' ? USERNAME.exec(value.trim()) : null;
    if (m === null || /^\d+$/.test(m[1])) return value;
    const username = m[1];
    const known = cache.get(username.toLowerCase());
    if (known !== undefined) return known;
    let found: { id: number; username: string }[];
    try {
      found = (await client.rest<{ id: number; username: string }[]>({ method: 'GET', path: '/users', query: { username }, signal })).data;
    } catch (e) {
      if (!(e instanceof GitlabRequestFailureError)) throw e;
      const answer = e.failure.status === undefined ? 'GitLab did not answer' : `GitLab answered HTTP ${e.failure.status}`;
      throw new ActionRefusalError(`${entry.options.operation}: ${param} takes numeric user IDs; looking up the username "${username}" failed (${answer}); send the user's numeric id`);
    }
    const user = found.find((u) => u.username.toLowerCase() === username.toLowerCase());
    if (user === undefined) {
      throw new ActionRefusalError(`${entry.options.operation}: ${param} takes numeric user IDs, and no GitLab user has the username "${username}"; find the user with user.list {"search": "${username}"} and send its id`);
    }
    cache.set(username.toLowerCase(), user.id);
    return user.id;
  };
  for (const name of names) {
    const raw = params[name];
    const value = typeof raw === 'string' && entry.inputSchema.properties?.[name]?.type === 'array' ? raw.split(',').map((v) => v.trim()).filter((v) => v !== '') : raw;
    if (Array.isArray(value)) {
      const ids: unknown[] = [];
      for (const v of value) ids.push(await idOf(name, v));
      out[name] = ids;
    } else {
      out[name] = await idOf(name, value);
    }
  }
  return out;
}

function hasUsername(value: unknown): boolean {
  const one = (v: unknown): boolean => typeof v === 'string' && !/^\s*\d+\s*$/.test(v) && USERNAME.test(v.trim());
  if (typeof value === 'string' && value.includes(',')) return value.split(',').some((v) => one(v.trim()));
  return Array.isArray(value) ? value.some(one) : one(value);
}
