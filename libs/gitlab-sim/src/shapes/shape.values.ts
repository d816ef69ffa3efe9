import { createHash } from 'node:crypto';
import { presentNamespaceBasic, presentProjectBasic } from '../presenters/project.presenter';
import { presentUserBasic } from '../presenters/user.presenter';
import type { SimNamespace, SimProject, SimUser } from '../store/sim-model.interface';
import type { SimStore } from '../store/sim.store';

/** What a synthesized entity may draw on: the resolved project, group or user of the path, and the caller. */
export interface ShapeScope {
  store: SimStore;
  base: string;
  caller: SimUser;
  project?: SimProject;
  group?: SimNamespace;
  user?: SimUser;
  /** The resource the route is about, singular, from its last static segment (`issue`, `merge_request`). */
  noun: string;
  /** URL segment of the resource (`issues`), for `web_url`. */
  segment: string;
}

/** Where in the answer a value goes: the list index (0 for an object) and the enclosing nested field, if any. */
export interface ValueSlot {
  index: number;
  parent?: string;
}

const BOOLEAN_NAMES = new Set([
  'active', 'admin', 'allow_failure', 'archived', 'blocked', 'bot', 'confidential', 'default', 'developers_can_merge',
  'developers_can_push', 'draft', 'empty_repo', 'enabled', 'exists', 'expired', 'external', 'hidden', 'imported',
  'inherited', 'internal', 'locked', 'manual', 'masked', 'merged', 'mirror', 'private_profile', 'protected', 'public',
  'raw', 'resolvable', 'resolved', 'revoked', 'shared', 'squash', 'starred', 'subscribed', 'success', 'system', 'tag',
  'trial', 'valid', 'verified', 'work_in_progress', 'overridden', 'override', 'deleted', 'paused', 'online', 'is_shared',
]);
const BOOLEAN_PREFIX = /^(is|can|has|allow|allows|only|enable|should|show|skip|use|require|requires|prevent|reject|remove|force|auto|lfs|emails|mirror|keep|disable|restrict)_/;
const BOOLEAN_SUFFIX = /_(enabled|disabled|allowed|required|protected|locked|visible|active|events|available|enforced|blocked|verified|confidential|expired|overwrite|public|private)$/;
const NUMBER_NAMES = new Set([
  'count', 'size', 'weight', 'duration', 'position', 'total', 'upvotes', 'downvotes', 'additions', 'deletions',
  'coverage', 'priority', 'score', 'line', 'old_line', 'new_line', 'startline', 'limit', 'percentage', 'followers',
  'following', 'sequence', 'serial', 'lines', 'progress', 'seconds', 'minutes', 'access_level',
  'total_time_spent', 'time_estimate', 'queued_duration', 'relative_position', 'level', 'number', 'page',
]);
const NUMBER_SUFFIX = /_(count|size|level|duration|limit|seconds|minutes|hours|days|percent|percentage|number|position|total|bytes|ttl|weight|score|interval|timeout|threshold|max|min|depth|before_merge)$/;
const STRING_ARRAYS: Record<string, string[]> = {
  labels: ['bug'],
  tag_list: ['example'],
  tags: ['example'],
  topics: ['example'],
  scopes: ['api'],
  parent_ids: [],
  aliases: ['latest'],
  emails: ['demo@example.com'],
};
const SINGULAR_S = /(ss|us|status|stats|settings|_access|analysis|news|statistics|metrics|_links|links)$/;
/** Field names that are objects in GitLab; without a nested shape they are `null`, not a made-up string. */
const OBJECT_NAMES = new Set([
  'author', 'user', 'owner', 'assignee', 'namespace', 'project', 'group', 'commit', 'pipeline', 'milestone', 'runner',
  'job', 'release', 'merge_request', 'issue', 'deployable', 'environment', 'last_commit', 'head_pipeline', 'closed_by',
  'merged_by', 'merge_user', 'creator', 'updated_by', 'last_edited_by', 'resolved_by', 'epic', 'iteration',
]);
/** Boolean-looking names that are usually false. */
const FALSE_BOOLEANS =
  /(disabled|blocked|locked|expired|revoked|hidden|archived|confidential|draft|work_in_progress|masked|system|deleted|paused|external|bot|private_profile|imported|^tag$|^manual$|^allow_failure$|^empty_repo$|^mirror$|^overridden$|^override$)/;

const DAY = 86_400_000;
const EPOCH = Date.UTC(2025, 4, 1, 10, 0, 0);

/** A deterministic 40-hex SHA for a seed. */
export function fakeSha(seed: string): string {
  return createHash('sha1').update(seed).digest('hex');
}

function humanize(noun: string): string {
  return noun.replace(/_/g, ' ');
}

function fullPath(scope: ShapeScope): string | undefined {
  if (scope.project) return scope.store.projectFullPath(scope.project);
  if (scope.group) return scope.store.namespaceFullPath(scope.group);
  return undefined;
}

/** `web_url` of the resource: under the project or the group of the path, else the instance. */
function webUrl(scope: ShapeScope, slot: ValueSlot): string {
  const parent = slot.parent;
  const segment = parent === undefined ? scope.segment : parent === 'commit' || parent.endsWith('s') ? parent : `${parent}s`;
  const key = slot.index + 1;
  if (scope.project) return `${scope.base}/${scope.store.projectFullPath(scope.project)}/-/${segment}/${key}`;
  if (scope.group) return `${scope.base}/groups/${scope.store.namespaceFullPath(scope.group)}/-/${segment}/${key}`;
  return `${scope.base}/${segment}/${key}`;
}

function isPlural(name: string): boolean {
  return name.endsWith('s') && !SINGULAR_S.test(name);
}

export function isBooleanName(name: string): boolean {
  return BOOLEAN_NAMES.has(name) || BOOLEAN_PREFIX.test(name) || BOOLEAN_SUFFIX.test(name);
}

/**
 * A plausible value for a field, from its name only: ids are integers, `*_at` ISO timestamps, `*_url` URLs on the
 * simulator, boolean-looking names booleans, counts numbers, known plural names arrays.
 */
export function valueFor(name: string, scope: ShapeScope, slot: ValueSlot): unknown {
  const n = slot.index + 1;
  const nounKey = slot.parent ?? scope.noun;
  if (slot.parent === '_links' || slot.parent === 'links') {
    const api = `${scope.base}/api/v4`;
    let self: string;
    if (scope.project && scope.segment === 'projects') self = `${api}/projects/${scope.project.id}`;
    else if (scope.project) self = `${api}/projects/${scope.project.id}/${scope.segment}/${n}`;
    else if (scope.group && scope.segment === 'groups') self = `${api}/groups/${scope.group.id}`;
    else if (scope.group) self = `${api}/groups/${scope.group.id}/${scope.segment}/${n}`;
    else self = `${api}/${scope.segment}/${n}`;
    return name === 'self' ? self : `${self}/${name}`;
  }
  if (slot.parent === 'member_role' || scope.noun === 'member_role') {
    if (/^(admin|read|manage|destroy|archive|remove|apply|create|delete)_/.test(name)) return false;
  }
  if (name === 'id') {
    if (/commit|discussion/.test(nounKey)) return fakeSha(`${nounKey}:${n}`);
    return n;
  }
  if (name === 'iid' || name.endsWith('_iid')) return n;
  if (name === 'project_id') return scope.project?.id ?? 1;
  if (name === 'group_id') return scope.group?.id ?? 1;
  if (name === 'namespace_id') return scope.group?.id ?? scope.project?.namespaceId ?? 1;
  if (name === 'user_id' || name === 'author_id') return scope.caller.id;
  if (name === 'short_id') return fakeSha(`${nounKey}:${n}`).slice(0, 8);
  if (name === 'parent_ids') return [fakeSha(`${nounKey}:${n}:parent`)];
  if (/(^|_)sha$/.test(name) || name === 'commit_id' || name === 'sha256' || name === 'checksum') return fakeSha(`${name}:${n}`);
  if (name.endsWith('_ids')) return [1];
  if (/(^|_)id$/.test(name)) return 1;
  if (name.endsWith('_at')) {
    const at = name === 'expires_at' ? Date.UTC(2026, 11, 31) : EPOCH + slot.index * DAY;
    return new Date(at).toISOString();
  }
  if (name === 'authored_date' || name === 'committed_date') return new Date(EPOCH + slot.index * DAY).toISOString();
  if (name.endsWith('_date') || name.endsWith('_on') || name === 'date') {
    return new Date(EPOCH + (30 + slot.index) * DAY).toISOString().slice(0, 10);
  }
  if (name === 'web_url' || name === 'url') return webUrl(scope, slot);
  if (name === 'avatar_url') return `${scope.base}/uploads/-/system/${nounKey}/avatar/${n}/avatar.png`;
  if (name === 'http_url_to_repo') return `${scope.base}/${fullPath(scope) ?? `${scope.caller.username}/example`}.git`;
  if (name.endsWith('_url')) return `${webUrl(scope, slot)}/${name.slice(0, -4).replace(/_/g, '-')}`;
  if (isBooleanName(name)) return !FALSE_BOOLEANS.test(name);
  if (name === 'visibility' || name === 'visibility_level') return scope.project?.visibility ?? 'private';
  if (name === 'access_level') return 30;
  if (name.endsWith('_access_level')) return 'enabled';
  if (NUMBER_NAMES.has(name) || NUMBER_SUFFIX.test(name)) return name.endsWith('_level') ? 30 : n;
  if (name === 'state') return /issue|merge_request|epic|alert|incident/.test(nounKey) ? 'opened' : 'active';
  if (name === 'status') return /pipeline|job|deployment|bridge|status|check/.test(nounKey) ? 'success' : 'active';
  if (name === 'ref' || name === 'default_branch' || name === 'target_branch' || name === 'branch') return scope.project?.defaultBranch ?? 'main';
  if (name === 'source_branch') return 'feature';
  if (name === 'email' || name.endsWith('_email')) return scope.caller.email;
  if (name === 'username') return scope.caller.username;
  if (name === 'author_name' || name === 'committer_name') return scope.caller.name;
  if (name === 'color') return '#428BCA';
  if (name.endsWith('_html')) return `<p>Example ${humanize(nounKey)} ${name.slice(0, -5)}</p>`;
  if (name === 'ip_address') return '10.0.0.1';
  if (name === 'version') return '1.0.0';
  if (name === 'text_color') return '#FFFFFF';
  if (name === 'source') return 'push';
  if (name === 'ref_type') return 'branch';
  if (name === 'path_with_namespace' || name === 'full_path') return fullPath(scope) ?? `${scope.caller.username}/example`;
  if (name === 'file_path' || name === 'file_name' || name === 'filename') return 'README.md';
  if (name === 'path') return `${nounKey.replace(/_/g, '-')}-${n}`;
  if (name === 'name' || name.endsWith('_name')) return `${nounKey.replace(/_/g, '-')}-${n}`;
  if (name === 'title') return `Example ${humanize(nounKey)} ${n}`;
  if (/^(description|body|note|message|content|summary|text)$/.test(name)) return `Example ${humanize(nounKey)} ${name} ${n}`;
  if (name in STRING_ARRAYS) return [...(STRING_ARRAYS[name] as string[])];
  if (OBJECT_NAMES.has(name)) return null;
  if (isPlural(name)) return [];
  return `${name.replace(/_/g, '-')}-${n}`;
}

/** Seeded records an entity that looks like a user, project or group takes its values from. */
export function seededValues(fields: readonly string[], scope: ShapeScope, slot: ValueSlot): Record<string, unknown> {
  const { store, base } = scope;
  if (fields.includes('username')) {
    let user = scope.caller;
    if (slot.parent === undefined) {
      if (scope.user) user = scope.user;
      else {
        const humans = store.data.users.filter((u) => !u.bot).sort((a, b) => a.id - b.id);
        user = humans[slot.index % humans.length] ?? scope.caller;
      }
    }
    return { ...presentUserBasic(base, user), email: user.email, created_at: user.createdAt, bot: user.bot };
  }
  if (fields.includes('path_with_namespace')) {
    const project = slot.parent === undefined && slot.index > 0 ? undefined : (scope.project ?? store.data.projects[0]);
    return project ? presentProjectBasic(store, base, project) : {};
  }
  if (fields.includes('full_path') && fields.includes('parent_id') && slot.parent === undefined && slot.index === 0 && scope.group) {
    return presentNamespaceBasic(store, base, scope.group);
  }
  return {};
}
