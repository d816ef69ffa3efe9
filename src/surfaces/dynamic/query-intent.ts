import { isOneTypoOf, stem, wordTerms } from './text-tokens.js';

/** The five basic operations a query may ask for; other verbs (approve, retry, ...) are searched as words. */
export type BasicVerb = 'list' | 'get' | 'create' | 'update' | 'delete';

/** Where the object lives: picks the project, group, instance or own-user variant of an action. */
export type Scope = 'project' | 'group' | 'instance' | 'self' | 'user';

/** GitLab's reference prefixes and what they name (`!42` a merge request, `#7` an issue, `&3` an epic). */
export type ObjectRef = 'merge_request' | 'issue' | 'epic' | 'user' | 'commit' | 'tag' | 'variable';

/** What a query asks for, read before the lexical search. */
export interface QueryIntent {
  /** Search terms with their weight (values, ids and basic verbs are not searched). */
  readonly terms: ReadonlyMap<string, number>;
  readonly verb: BasicVerb | undefined;
  /** State words (`open`, `merged`, `failed`): a filter of a list, never a verb. */
  readonly states: readonly string[];
  readonly scopes: ReadonlySet<Scope>;
  readonly refs: ReadonlySet<ObjectRef>;
  /** The query names one object (an id, a reference, a quoted name). */
  readonly singular: boolean;
  /** The query names objects in the plural ("pipelines", "members"). */
  readonly plural: boolean;
  /** The user asked to be guided ("walk me through", "step by step"). */
  readonly guided: boolean;
  /** Words that ask for a destructive operation, spelled out (never reached by a typo). */
  readonly destructiveWords: ReadonlySet<string>;
  /** The query points at a line of a file ("line 10", "inline"): a comment there is a diff thread. */
  readonly line: boolean;
  /** The query is a question ("when was v1.0 released?"): it asks to read, not to change. */
  readonly question: boolean;
  /** The query names a git remote (`git@host:group/project.git`): the project behind it is asked for. */
  readonly remote: boolean;
}

/** Compound words written with a hyphen, read as words (never as a value like `my-org`). */
const COMPOUNDS = /\b(group-level|instance-level|instance-wide|project-level|read-only|fine-grained|two-factor|sign-in|log-in|re-run|re-open|sub-group|self-managed|step-by-step|follow-up|built-in|merge-request|pull-request|code-owners?|web-hooks?|deploy-keys?|access-tokens?|dry-run|multi-project|cherry-pick|cherry-picks|merge-train|merge-trains|two-fa|2-fa|sign-up|sign-out|pre-receive|post-receive|check-in|ssh-key|gpg-key)\b/g;

/** Verb words that also name an operation of their own (`close`, `reopen`): searched as words too. */
const KEPT_VERBS = new Set(['close', 'reopen', 'assign', 'unassign', 'move', 'mark', 'post', 'write', 'register', 'generate', 'comment', 'reply']);

const verbOf = (w: string): BasicVerb | undefined => (Object.prototype.hasOwnProperty.call(VERBS, w) ? VERBS[w] : undefined);
/**
 * A basic verb, also in its -ing form. A past participle ("assigned", "created") is a filter and an
 * -s form a noun ("changes", "updates"), not a verb.
 */
const basicVerb = (w: string): BasicVerb | undefined => {
  if (!w.endsWith('ing')) return verbOf(w);
  const s = stem(w);
  return verbOf(s) ?? verbOf(`${s}e`);
};

const VERBS: Readonly<Record<string, BasicVerb>> = {
  close: 'update', reopen: 'update', assign: 'update', unassign: 'update',
  list: 'list', enumerate: 'list', browse: 'list', all: 'list', every: 'list', which: 'list',
  give: 'create', grant: 'create',
  get: 'get', view: 'get', fetch: 'get', read: 'get', detail: 'get', details: 'get', info: 'get', inspect: 'get', describe: 'get', display: 'get',
  create: 'create', add: 'create', new: 'create', make: 'create', register: 'create', generate: 'create', post: 'create', write: 'create', comment: 'create', reply: 'create',
  put: 'update',
  update: 'update', edit: 'update', change: 'update', modify: 'update', rename: 'update', set: 'update', mark: 'update', move: 'update', configure: 'update', adjust: 'update', tweak: 'update',
  delete: 'delete', remove: 'delete', erase: 'delete', drop: 'delete', destroy: 'delete', del: 'delete', rm: 'delete', purge: 'delete', wipe: 'delete', discard: 'delete',
};

/** Attributes of an issue or merge request that are added or removed by changing it. */
const ATTRIBUTES = new Set(['label', 'labels', 'reviewer', 'reviewers', 'assignee', 'assignees', 'milestone']);

/** Plural words that name one thing ("the changes of an MR", "project settings"). */
const SINGULAR_PLURALS = new Set(['changes', 'settings', 'statistics', 'stats', 'analytics', 'details', 'diffs', 'permissions', 'metrics', 'contents', 'news']);

/** Words before `'s` that make a contraction ("what's"), not someone's object ("bob's"). */
const CONTRACTED = new Set(['what', 'that', 'it', 'there', 'here', 'who', 'where', 'how', 'let', 'he', 'she']);

/** Words that only mean "show": a list for plurals, one object otherwise. */
const SHOW = new Set(['show', 'see', 'display', 'check', 'look', 'give', 'tell']);

const STATES = new Set(['open', 'opened', 'closed', 'merged', 'failed', 'failing', 'running', 'pending', 'success', 'successful', 'succeeded', 'passed', 'passing', 'canceled', 'cancelled', 'stale', 'active', 'inactive', 'expired', 'locked', 'draft', 'drafts', 'stuck', 'broken', 'red', 'green']);

const STOP = new Set(['a', 'an', 'the', 'of', 'in', 'on', 'for', 'to', 'me', 'i', 'and', 'or', 'with', 'from', 'by', 'is', 'it', 'this', 'that', 'what', 'how', 'do', 'does', 'did', 'can', 'could', 'would', 'please', 'gitlab', 'we', 'us', 'our', 'you', 'your', 'be', 'are', 'there', 'some', 'any', 'at', 'as', 'into', 'about', 'its', 'want', 'need', 'let', 'lets', 'just', 'now', 'also', 'so', 'out', 'have', 'has', 'got', 'im', 'they', 'them', 'who', 'where', 'when', 'why', 'should', 'will', 'my', 'mine', 'own', 'here', 'one']);

const DESTRUCTIVE = new Set(['delete', 'remove', 'erase', 'drop', 'destroy', 'del', 'rm', 'purge', 'wipe', 'discard', 'revoke', 'ban', 'block', 'unprotect', 'archive', 'cancel', 'reset', 'disable', 'deactivate', 'reject', 'deny', 'unshare', 'unlink', 'transfer', 'close', 'prune', 'clean', 'cleanup', 'expire', 'leave', 'kick']);

const GUIDED = /\b(guide me|walk me|step by step|step-by-step|interactive(ly)?|wizard|help me (create|set up|open|make))\b/;

/** Weight of a search term derived from a reference (`!42` → merge request) rather than typed. */
const REF_TERM_WEIGHT = 0.6;
const REF_TERMS: Readonly<Record<ObjectRef, readonly string[]>> = {
  merge_request: ['merge', 'request'], issue: ['issue'], epic: ['epic'], user: ['user'], commit: ['commit'], tag: ['tag'], variable: ['variable'],
};

/**
 * Reads the verb, the object references, the state and scope words and the search terms of a
 * query. `namesOne`: the query already names one object (a GitLab URL of it, read by the caller).
 */
export function parseQuery(query: string, namesOne = false): QueryIntent {
  const refs = new Set<ObjectRef>();
  const scopes = new Set<Scope>();
  let singular = namesOne;
  let text = ` ${query.toLowerCase()} `.replace(/\bci\/cd\b/g, 'ci cd').replace(/\bto-?dos?\b/g, 'todo').replace(/\be-mail/g, 'email').replace(COMPOUNDS, (m) => m.replace(/-/g, ' '));
  const guided = GUIDED.test(text);
  const question = /^\s*(what|which|who|whom|whose|when|where|how|is|are|does|do|did|has|have|was|were)\b/.test(text) || /\?\s*$/.test(text);
  const line = /\b(line|lines)\s+\d+|\binline\b|#l\d+/.test(text);
  let remote = false;
  text = text.replace(/\b(?:ssh:\/\/)?git@[\w.-]+[:/]\S+|\bhttps?:\/\/\S+\.git\b/g, () => ((remote = true), ' git remote '));
  text = text.replace(/https?:\/\/\S+/g, ' ');
  // "who has access to", "access level": membership, not access tokens.
  text = text.replace(/\bwho (has|have) access\b/g, ' members ').replace(/\baccess level\b/g, ' member role ');
  // "why is the pipeline red": a diagnosis of a failure.
  if (/\b(why|find out|what went wrong|figure out)\b/.test(text) && /\b(fail\w*|broken|red|crash\w*|error\w*)\b/.test(text)) text += ' diagnose ';
  // "comments on issue 88": the plural names what is asked for, the number its parent.
  const pluralOfParent = [...text.matchAll(/\b([a-z]{3,}[^s\s']s)\s+(?:on|of|in|for|from|under|at)\b/g)].some((m) => !SINGULAR_PLURALS.has(m[1]));
  // "between v1.0 and v1.1": a comparison of two refs.
  if (/\bbetween\b.{1,40}?\band\b/.test(text)) text += ' compare ';
  // "where is parseToken defined": a code search.
  if (/\bwhere\b/.test(text) && /\b(defined|declared|implemented|used|function|class|method|symbol)\b/.test(text)) text += ' search code ';
  // "make my-org/docs public": a setting of the project.
  text = text.replace(/\bmake\b(?!\s+(a|an|new)\b)(?=.*\b(public|private|internal)\b)/g, ' change ').replace(/\b(public|private|internal)\b/g, ' visibility ');
  // A file named by its name ("the README", "package.json"): a file of the repository.
  if (/(^|\s)(readme|dockerfile|makefile|changelog|codeowners|gemfile|[\w/-]+\.(md|ts|js|json|ya?ml|rb|py|go|java|txt|toml|lock|xml|sh|cfg|ini))\b/.test(text)) text += ' file ';
  // "the last 10 commits": a number that counts a list, not an object's ID.
  const counted = /\b(last|latest|first|top|recent|newest|oldest)\s+\d+\b/.test(text);
  text = text.replace(/\b(last|latest|first|top|recent|newest|oldest)\s+\d+\b/g, ' $1 ');
  text = text.replace(/"[^"]*"|“[^”]*”|'[^'\s][^']*'(?=\s|$|[.,;:])/g, () => ((singular = true), ' '));
  const take = (re: RegExp, ref: ObjectRef | undefined, scope?: Scope): void => {
    text = text.replace(re, () => {
      if (ref) refs.add(ref);
      if (scope) scopes.add(scope);
      singular ||= ref !== undefined && ref !== 'user' && ref !== 'variable';
      return ' ';
    });
  };
  take(/(?:^|\s)[\w.-]*!\d+\b/g, 'merge_request');
  take(/(?:^|\s)[\w.-]*&\d+\b/g, 'epic');
  take(/(?:^|\s)[\w./-]*#\d+\b/g, 'issue');
  take(/(?:^|\s)@[\w.-]+/g, 'user', 'user');
  take(/\b[a-z0-9_-]+(?:\/[a-z0-9_.-]+)+/g, undefined, 'project');
  take(/\b[a-z_][a-z0-9_]*=\S*/g, 'variable');
  take(/\bv\d+(?:\.\d+)+\S*/g, 'tag');
  take(/\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}\b/g, 'commit');
  text = text.replace(/\b\d[\w.:-]*\b/g, () => ((singular = true), ' '));
  text = text.replace(/\b(called|named|titled|saying|labell?ed)\s+\S+/g, (m) => (m.startsWith('label') ? ' ' : ` ${m.split(/\s+/)[0]} `));
  text = text.replace(/(?:^|\s)(?=\S*[a-z])\S*[-_.]\S*/g, () => ' ');
  text = text.replace(/\b([a-z]+)'s\b/g, (_m, name: string) => (CONTRACTED.has(name) ? ' ' : (scopes.add('user'), ` ${name} `)));

  const raw = text.split(/[^a-z0-9-]+/).filter((w) => w.length > 0);
  if (raw.some((w) => w === 'my' || w === 'mine' || w === 'own' || w === 'me' || w === 'i' || w === 'myself')) scopes.add('self');
  if (raw.some((w) => w === 'group' || w === 'groups' || w === 'subgroup' || w === 'subgroups' || w === 'namespace' || w === 'org' || w === 'orgs' || w === 'organization' || w === 'organisation')) scopes.add('group');
  if (raw.some((w) => /^(instance|admin|administrator|sitewide|global|globally)$/.test(w))) scopes.add('instance');

  let verb: BasicVerb | undefined;
  let show = false;
  const states: string[] = [];
  const terms = new Map<string, number>();
  const destructiveWords = new Set<string>();
  let plural = false;
  raw.forEach((w, i) => {
    if (DESTRUCTIVE.has(w)) destructiveWords.add(w);
    const next = raw[i + 1];
    if (w === 'open' && (next === 'a' || next === 'an' || next === 'new')) {
      verb ??= 'create';
      return;
    }
    if (STATES.has(w) && !(w.startsWith('draft') && next !== undefined && /^(note|notes|comment|comments)$/.test(next))) {
      states.push(w);
      return;
    }
    const v = basicVerb(w) ?? typoVerb(w);
    if (v !== undefined) {
      verb ??= v;
      if (!KEPT_VERBS.has(w)) return;
    }
    if (SHOW.has(w) || (w.length >= 4 && [...SHOW].some((x) => x.length >= 4 && isOneTypoOf(w, x)))) {
      show = true;
      return;
    }
    if (STOP.has(w)) return;
    if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w) && !SINGULAR_PLURALS.has(w)) plural = true;
    for (const t of wordTerms(w)) if (!STOP.has(t)) terms.set(t, Math.max(terms.get(t) ?? 0, 1));
  });
  for (const ref of refs) for (const t of REF_TERMS[ref]) if (!terms.has(t)) terms.set(t, REF_TERM_WEIGHT);
  if (counted) plural = true;
  // "add the label x to #7", "add @bob as reviewer on !42": an attribute of the issue or MR is changed.
  const namesIssueOrMr = refs.has('merge_request') || refs.has('issue') || (singular && raw.some((w) => w === 'issue' || w === 'mr' || w === 'merge'));
  if ((verb === 'create' || verb === 'delete') && namesIssueOrMr && raw.some((w) => ATTRIBUTES.has(w))) verb = 'update';
  if (pluralOfParent && verb === undefined) singular = false;
  if (verb === undefined && show) verb = plural && !singular ? 'list' : 'get';
  if (verb === undefined && plural && !singular) verb = 'list';
  return { terms, verb, states, scopes, refs, singular, plural, guided, destructiveWords, line, remote, question: question && verb === undefined };
}

/**
 * A basic verb the word is a one-letter typo of ("craete", "updte"), for words of five letters or
 * more; never delete: a typo does not ask for a destructive operation.
 */
function typoVerb(w: string): BasicVerb | undefined {
  if (w.length < 5 || Object.prototype.hasOwnProperty.call(VERBS, w)) return undefined;
  for (const [word, verb] of Object.entries(VERBS)) if (verb !== 'delete' && word.length >= 5 && isOneTypoOf(w, word)) return verb;
  return undefined;
}
