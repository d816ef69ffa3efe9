import MiniSearch from 'minisearch';
import { NO_GITLAB_REQUEST } from '@gitlab-mcp/action-kit';
import type { CatalogDomain, CatalogEntry } from '../../catalog/index.js';
import { compareIds } from '../../catalog/id-order.js';
import { parseGitlabWebUrl, urlsIn, type GitlabWebUrl } from '../../pipeline/index.js';
import { profileOf, type ActionProfile } from './action-profile.js';
import { parseQuery, type QueryIntent } from './query-intent.js';
import { isOneTypoOf, stem, tokens, words } from './text-tokens.js';

/** One ranked match. */
export interface RankedAction {
  readonly entry: CatalogEntry;
  readonly score: number;
  /** Share of the query's search terms the action matched (1 for an exact ID). */
  readonly matched: number;
}

/** What the client can do, which decides whether guided flows are offered. */
export interface RankerClient {
  /** The client declared elicitation: `interactive.*` flows can run. */
  readonly elicitation: boolean;
}

interface Indexed {
  readonly entry: CatalogEntry;
  readonly profile: ActionProfile;
  /** Terms of the action name (after the dot) other than its basic verb: typing them means the query names this action. */
  readonly nameTerms: ReadonlySet<string>;
  /** Terms of its curated keywords beyond its id's words: two typed ones name the action as well as its name does. */
  readonly keywordTerms: ReadonlySet<string>;
}

/** Object parameters that are not the object itself: every action of a project or group takes them. */
const CONTAINERS = new Set(['project_id', 'group_id']);
/** Names an action may give the URL's key (`sha` for `commit_sha`). */
const KEY_NAMES: Readonly<Record<string, readonly string[]>> = { commit_sha: ['commit_sha', 'sha'], ref: ['ref', 'ref_name'] };

/** Field boosts of the BM25F search: the action's name and curated words count most. */
const BOOST = { name: 3, keywords: 1.5, title: 2, domain: 1.5, description: 1, route: 0.5, params: 0.3 } as const;
const FIELDS = Object.keys(BOOST);
/** Words no action is found by. */
const STOP = new Set(tokens('a an the of in on for to and or with from by is it this that its be are one all your you gitlab'));
/** Name words the query intent reads as its verb rather than as search terms. */
const BASIC_VERBS = new Set(tokens('list get create update delete add remove edit set show all'));

/** Weight of a term repaired from a typo, beside a term typed right. */
const TYPO_WEIGHT = 0.8;

/** Typed words matching this many of an action's own keyword terms name it as its name would. */
const KEYWORD_NAMES = 2;
const without = (a: Set<string>, b: Set<string>): Set<string> => new Set([...a].filter((t) => !b.has(t)));
const nameTerms = (name: string): Set<string> => new Set(tokens(name).filter((t) => !STOP.has(t) && !BASIC_VERBS.has(t)));

/** Below this share of matched query words, or with a second match this close, the first match is in doubt. */
const LOW_MATCH = 0.5;
const CLOSE_SECOND = 0.85;

/** Multipliers of the intent layer (see rank()). */
const W = {
  verbMatch: 2,
  verbNounOnly: 1.5,
  verbListGet: 0.7,
  verbOther: 0.75,
  verbMismatch: 0.45,
  stateFilter: 1.4,
  stateList: 1.15,
  scopeMatch: 1.4,
  scopeMissing: 0.6,
  selfMatch: 1.3,
  userMatch: 1.3,
  refMatch: 1.5,
  epicMatch: 2,
  destructiveUnasked: 0.6,
  guided: 1.5,
  unguided: 0.6,
  nameCoverage: 0.6,
  nameUncovered: 0.85,
  otherVerbUnasked: 0.7,
  memberMatch: 1.8,
  questionWrite: 0.45,
  groupUnasked: 0.7,
  lineMatch: 2,
  remoteMatch: 3,
  urlObject: 1.8,
  urlObjectOptional: 1.15,
  urlOtherObject: 0.6,
} as const;

/**
 * Ranks the actions of a view for a natural-language query (`gitlab_find_action`): BM25F over the
 * actions' fields (MiniSearch, with prefix and bounded fuzzy matching), then the query's intent —
 * its basic verb, state filters, scope words and GitLab references — reweighs the matches. Built
 * once per configuration, at its first search (dynamic.surface.ts).
 */
export class ActionRanker {
  private readonly indexed: readonly Indexed[];
  private readonly byId: ReadonlyMap<string, number>;
  private readonly search: MiniSearch;
  /** Every search term of the catalog, for typo repair. */
  private readonly vocabulary: ReadonlySet<string>;
  /** The same terms by length: a typo's word is as long or one letter longer. */
  private readonly byLength: ReadonlyMap<number, readonly string[]>;

  constructor(entries: Iterable<CatalogEntry>, domains: ReadonlyMap<string, CatalogDomain>) {
    const list = [...entries];
    this.indexed = list.map((entry) => ({ entry, profile: profileOf(entry), nameTerms: nameTerms(entry.action), keywordTerms: without(nameTerms((entry.options.keywords ?? []).join(' ')), nameTerms(`${entry.domain} ${entry.action}`)) }));
    this.byId = new Map(list.map((e, i) => [e.id, i]));
    const documents = list.map((e, i) => ({
      i,
      name: `${e.domain} ${e.action}`,
      keywords: (e.options.keywords ?? []).join(' '),
      title: e.options.title,
      domain: (domains.get(e.domain)?.keywords ?? []).join(' '),
      description: e.options.description,
      route: e.options.route === NO_GITLAB_REQUEST ? '' : e.options.route.replace(/:\w+/g, ' '),
      params: e.params.join(' '),
    }));
    const vocabulary = new Set(documents.flatMap((d) => FIELDS.flatMap((f) => tokens(String(d[f as keyof typeof d])))));
    this.vocabulary = vocabulary;
    const byLength = new Map<number, string[]>();
    for (const word of [...vocabulary].sort()) byLength.set(word.length, [...(byLength.get(word.length) ?? []), word]);
    this.byLength = byLength;
    /** Only a word the catalog does not hold is looked up by prefix or as a typo: the common case stays one lookup per term. */
    const unknown = (term: string): boolean => !vocabulary.has(term);
    this.search = new MiniSearch({
      fields: FIELDS,
      idField: 'i',
      tokenize: (text) => words(text),
      processTerm: (term) => tokens(term).filter((t) => !STOP.has(t)),
      searchOptions: {
        boost: BOOST,
        prefix: (term) => term.length >= 4 && unknown(term) && !/\d/.test(term),
        fuzzy: (term) => (term.length >= 5 && unknown(term) && !/\d/.test(term) ? 0.34 : false),
        maxFuzzy: 2,
        bm25: { k: 1.2, b: 0.7, d: 0.5 },
        weights: { prefix: 0.3, fuzzy: 0.35 },
        tokenize: (text) => text.split(' ').filter((t) => t !== ''),
        processTerm: (term) => term,
      },
    });
    this.search.addAll(documents);
  }

  rank(query: string, limit: number, client: RankerClient): RankedAction[] {
    const q = query.trim().toLowerCase();
    const exact = this.byId.get(q);
    const { url, searched } = readUrl(query);
    const parsed = parseQuery(searched, url !== undefined && !['list', 'project', 'namespace', 'group'].includes(url.kind));
    // A URL alone asks to see what it shows: the object, or the list.
    const urlOnly = url !== undefined && urlsIn(query).reduce((rest, u) => rest.replace(u, ''), query).trim() === '';
    const intent: QueryIntent = urlOnly && parsed.verb === undefined && url.kind !== 'project' && url.kind !== 'namespace' ? { ...parsed, verb: url.kind === 'list' ? 'list' : 'get' } : parsed;
    const weights = this.repaired(intent.terms);
    const terms = [...weights.keys()];
    const scored: RankedAction[] = [];
    if (terms.length > 0) {
      const hits = this.search.search(terms.join(' '), { boostTerm: (term) => weights.get(term) ?? 1 });
      for (const hit of hits) {
        const item = this.indexed[hit.id as number];
        if (item.profile.interactive && !client.elicitation) continue;
        const score = hit.score * this.intentFactor(item, intent, terms) * (url === undefined ? 1 : urlFactor(item.entry, url));
        const matched = hit.queryTerms.length / terms.length;
        scored.push({ entry: item.entry, score: item.entry.id === q ? score + 1e6 : score, matched: item.entry.id === q ? 1 : matched });
      }
    }
    if (exact !== undefined && !scored.some((s) => s.entry.id === q)) scored.push({ entry: this.indexed[exact].entry, score: 1e6, matched: 1 });
    return scored.sort((a, b) => b.score - a.score || compareIds(a.entry.id, b.entry.id)).slice(0, limit);
  }

  /**
   * Actions a model often needs next to `entry`: those its description names, then the
   * others on the same object (the same required parameters: an MR's diff beside its threads),
   * at most `limit`, none of `exclude`.
   */
  related(entry: CatalogEntry, exclude: ReadonlySet<string>, limit: number): CatalogEntry[] {
    const out: CatalogEntry[] = [];
    const add = (e: CatalogEntry | undefined): void => {
      if (e !== undefined && e.id !== entry.id && !exclude.has(e.id) && !out.includes(e) && out.length < limit && !(this.indexed[this.byId.get(e.id) ?? -1]?.profile.interactive ?? false)) out.push(e);
    };
    for (const [id] of entry.options.description.matchAll(/\b[a-z][a-z_]*\.[a-z][a-z_]*\b/g)) add(this.entryOf(id));
    const object = entry.required.filter((p) => !CONTAINERS.has(p));
    if (object.length > 0) {
      // Same domain first, then the other side of reading and writing: a diff's next step is a comment, a comment's is the thread.
      const order = (e: CatalogEntry): number => (e.domain === entry.domain ? 0 : 2) + (e.options.readOnly === entry.options.readOnly ? 1 : 0);
      const same = this.indexed.filter(({ entry: e, profile }) => !profile.destructive && object.every((p) => e.required.includes(p)) && e.required.length <= entry.required.length + 1);
      for (const { entry: e } of same.sort((a, b) => order(a.entry) - order(b.entry) || compareIds(a.entry.id, b.entry.id))) add(e);
    }
    return out;
  }

  /**
   * The query's terms with a typo repaired: a word the catalog does not hold that is a catalog
   * word with two letters swapped or one left out ("mrege", "tokne", "comit") is searched as that
   * word, a little lighter. Other unknown words keep MiniSearch's prefix and fuzzy matching.
   */
  private repaired(terms: ReadonlyMap<string, number>): Map<string, number> {
    const out = new Map<string, number>();
    for (const [term, weight] of terms) {
      const fixed = term.length >= 4 && !/\d/.test(term) && !this.vocabulary.has(term) ? this.typoOf(term) : undefined;
      if (fixed === undefined) out.set(term, weight);
      else if (!out.has(fixed)) out.set(fixed, weight * TYPO_WEIGHT);
    }
    return out;
  }

  private typoOf(term: string): string | undefined {
    for (const length of [term.length, term.length + 1]) {
      for (const word of this.byLength.get(length) ?? []) if (isOneTypoOf(term, word)) return word;
    }
    return undefined;
  }

  private entryOf(id: string): CatalogEntry | undefined {
    const i = this.byId.get(id);
    return i === undefined ? undefined : this.indexed[i].entry;
  }

  /** Whether a model should doubt the first match: it matched few of the query's words, or the second is nearly as good. */
  static lowConfidence(ranked: readonly RankedAction[]): boolean {
    const [first, second] = ranked;
    if (first === undefined) return true;
    if (first.score >= 1e6) return false;
    return first.matched < LOW_MATCH || (second !== undefined && second.score / first.score > CLOSE_SECOND);
  }

  private intentFactor({ entry, profile, nameTerms, keywordTerms }: Indexed, intent: QueryIntent, terms: readonly string[]): number {
    let f = 1;
    if (intent.verb !== undefined) {
      const readVerb = intent.verb === 'list' || intent.verb === 'get';
      if (profile.verb === intent.verb) f *= W.verbMatch;
      else if (profile.nounOnly && readVerb) f *= W.verbNounOnly;
      else if (profile.verb === undefined) f *= W.verbOther;
      else if (readVerb && (profile.verb === 'list' || profile.verb === 'get')) f *= W.verbListGet;
      else f *= W.verbMismatch;
    }
    if (intent.states.length > 0) f *= profile.filtersByState ? W.stateFilter : profile.verb === 'list' ? W.stateList : 1;
    for (const scope of ['group', 'instance'] as const) {
      const named = scope === 'group' ? /(^|_)groups?(_|$)/.test(entry.action) : profile.scopes.has('instance');
      if (intent.scopes.has(scope) && (named || profile.scopes.has(scope))) f *= W.scopeMatch;
      else if (!intent.scopes.has(scope) && named) f *= W.scopeMissing;
    }
    // A project path (`my-org/backend`) and no group word: the project's variant, not the group's.
    if (intent.scopes.has('project') && !intent.scopes.has('group') && profile.scopes.has('group') && !profile.scopes.has('project') && !entry.params.includes('project_id')) f *= W.groupUnasked;
    if (intent.scopes.has('self') && profile.scopes.has('self')) f *= W.selfMatch;
    if (intent.scopes.has('user') && profile.scopes.has('user')) f *= W.userMatch;
    if (intent.refs.has('merge_request') && (entry.domain === 'merge_request' || entry.domain === 'mr_review' || entry.action.includes('merge_request'))) f *= W.refMatch;
    if (intent.refs.has('issue') && (entry.domain === 'issue' || entry.action.includes('issue'))) f *= W.refMatch;
    if (intent.refs.has('epic') && entry.action.includes('epic')) f *= W.epicMatch;
    if (intent.refs.has('commit') && entry.action.includes('commit')) f *= W.refMatch;
    // Someone (@carol) and a project or group: their membership there.
    if (intent.refs.has('user') && (intent.scopes.has('project') || intent.scopes.has('group')) && entry.action.includes('member')) f *= W.memberMatch;
    if (intent.line && entry.params.includes('position')) f *= W.lineMatch;
    if (intent.question && !entry.options.readOnly) f *= W.questionWrite;
    if (intent.remote && entry.domain === 'discover_project') f *= W.remoteMatch;
    const askedByName = profile.otherVerbs.some((v) => terms.includes(stem(v)));
    if (profile.destructive && intent.destructiveWords.size === 0 && !askedByName) f *= W.destructiveUnasked;
    if (profile.interactive) f *= intent.guided ? W.guided : W.unguided;
    const typed = terms.filter((t) => intent.terms.get(t) === 1);
    const byKeyword = typed.filter((t) => keywordTerms.has(t)).length >= KEYWORD_NAMES;
    const covered = byKeyword ? nameTerms.size : [...nameTerms].filter((t) => intent.terms.get(t) === 1).length;
    if (profile.otherVerbs.length > 0 && !askedByName) f *= W.otherVerbUnasked;
    f *= nameTerms.size === 0 ? (profile.verb === intent.verb ? 1 + W.nameCoverage : 1) : 1 + (W.nameCoverage * covered) / nameTerms.size;
    f *= W.nameUncovered ** (nameTerms.size - covered);
    return f;
  }
}

/**
 * A URL in the query names its object: actions on that object (they take its key parameter) rise,
 * actions that need the ID of another object the URL does not give fall.
 */
function urlFactor(entry: CatalogEntry, url: GitlabWebUrl): number {
  const key = url.key;
  const inProject = 'project_id' in url.values && !('group_id' in url.values);
  const inGroup = 'group_id' in url.values && !('project_id' in url.values);
  // A project's URL names no group, a group's no project.
  if ((inProject && entry.required.includes('group_id') && !entry.params.includes('project_id')) || (inGroup && entry.required.includes('project_id') && !entry.params.includes('group_id'))) return W.urlOtherObject;
  if (key === undefined || CONTAINERS.has(key)) return 1;
  const names = KEY_NAMES[key] ?? [key];
  if (names.some((k) => entry.required.includes(k))) return W.urlObject;
  if (names.some((k) => entry.params.includes(k))) return W.urlObjectOptional;
  const other = entry.required.some((p) => !CONTAINERS.has(p) && !(p in url.values) && /_(iid|id|sha)$/.test(p));
  return other ? W.urlOtherObject : 1;
}

/**
 * The first GitLab web URL of a query, read as its object, and the query as searched: each URL
 * replaced by the words of what it shows ("merge request"), its host left aside.
 */
function readUrl(query: string): { url: GitlabWebUrl | undefined; searched: string } {
  let searched = query;
  let url: GitlabWebUrl | undefined;
  for (const text of urlsIn(query)) {
    const parsed = parseGitlabWebUrl(text);
    searched = searched.replace(text, ` ${parsed?.words ?? ''} `);
    url ??= parsed;
  }
  return { url, searched: searched.trim() === '' ? query : searched };
}
