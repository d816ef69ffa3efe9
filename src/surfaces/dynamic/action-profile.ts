import { NO_GITLAB_REQUEST } from '@gitlab-mcp/action-kit';
import type { CatalogEntry } from '../../catalog/index.js';
import type { BasicVerb, Scope } from './query-intent.js';

/** What the ranker knows about an action beside its text: its operation, scope and filters. */
export interface ActionProfile {
  /** The basic operation, from the action name or else from the route's method; undefined for other verbs (approve, retry, ...). */
  readonly verb: BasicVerb | undefined;
  /** Whether the action name says no verb at all (`project.members`): it reads, as a list or one object. */
  readonly nounOnly: boolean;
  /** Verbs other than the basic five in the action name (`merge`, `search`): the action is for that operation. */
  readonly otherVerbs: readonly string[];
  readonly scopes: ReadonlySet<Scope>;
  /** A list with a state, status or scope filter. */
  readonly filtersByState: boolean;
  readonly destructive: boolean;
  readonly interactive: boolean;
}

const NAME_VERBS: Readonly<Record<string, BasicVerb>> = {
  list: 'list', all: 'list', get: 'get', show: 'get', view: 'get', retrieve: 'get', create: 'create', add: 'create', new: 'create',
  update: 'update', edit: 'update', set: 'update', modify: 'update', delete: 'delete', remove: 'delete',
};

/** Words of an action name that are verbs other than the basic five: the action is named for that operation. */
const OTHER_VERB = /^(approve|unapprove|merge|rebase|retry|cancel|play|erase|rotate|revoke|protect|unprotect|subscribe|unsubscribe|archive|unarchive|restore|transfer|fork|star|unstar|search|compare|block|unblock|ban|unban|activate|deactivate|reject|accept|deny|request|invite|share|unshare|import|export|download|upload|trigger|run|test|resend|reset|enable|disable|promote|move|reorder|mark|award|revert|cherry|lock|unlock|close|reopen|start|stop|pause|resume|diagnose|render|validate|lint|sync|mirror|clone|leave|join|approve|impersonate|confirm|verify|generate|preview|resolve|unresolve|publish|assign|unassign|link|unlink|housekeeping|follow|unfollow|pin|unpin|duplicate|copy|clear|prune|purge)$/;

const METHOD_VERBS: Readonly<Record<string, BasicVerb>> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

/** Reads the profile of a catalog entry once, when the index is built. */
export function profileOf(entry: CatalogEntry): ActionProfile {
  const name = entry.action.split('_');
  const named = name.map((w) => NAME_VERBS[w]).find((v) => v !== undefined);
  const otherVerbs = name.filter((w) => OTHER_VERB.test(w));
  const otherVerb = otherVerbs.length > 0;
  const [method, path = ''] = entry.options.route === NO_GITLAB_REQUEST ? [] : entry.options.route.split(' ');
  const routeVerb: BasicVerb | undefined = method === 'GET' ? (/:\w+$/.test(path) ? 'get' : 'list') : method === undefined ? undefined : METHOD_VERBS[method];
  const verb = named ?? (otherVerb ? undefined : routeVerb);
  const scopes = new Set<Scope>();
  const text = `${entry.action} ${path}`;
  if (/(^|_)group(s)?(_|$)/.test(entry.action) || entry.domain === 'group' || /^\/groups\//.test(path)) scopes.add('group');
  if (/(^|_)(instance|all|admin)(_|$)/.test(entry.action) || /^\/(admin|application|runners\/all|hooks|deploy_keys|deploy_tokens|broadcast)/.test(path)) scopes.add('instance');
  if (/^\/projects\//.test(path)) scopes.add('project');
  if (/(^|_)(self|own|personal|current|my)(_|$)/.test(entry.action) || /^\/user(\/|$)/.test(path)) scopes.add('self');
  if (/(^|_)(for_user|user)(_|$)/.test(entry.action) || /^\/users\/:/.test(path)) scopes.add('user');
  const params = new Set(entry.params);
  return {
    verb,
    nounOnly: named === undefined && !otherVerb,
    otherVerbs: entry.domain === 'search' ? ['search'] : otherVerbs,
    scopes,
    filtersByState: verb === 'list' && (params.has('state') || params.has('status') || params.has('scope')),
    destructive: entry.options.destructive !== false,
    interactive: entry.domain === 'interactive' || text.includes('interactive'),
  };
}
