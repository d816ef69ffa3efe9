/**
 * Words that name the same thing to someone looking for an action, folded to the catalog's word.
 * Verbs of the five basic operations are not here: the query intent reads them (query-intent.ts).
 */
const SYNONYMS: Readonly<Record<string, string>> = {
  mr: 'merge_request', mrs: 'merge_request', pr: 'merge_request', prs: 'merge_request', pull: 'merge_request',
  repo: 'project', repos: 'project',
  protection: 'protect', protected: 'protect', unprotected: 'unprotect',
  ci: 'pipeline', build: 'job', builds: 'job',
  find: 'search', lookup: 'search', grep: 'search',
  rerun: 'retry', restart: 'retry',
  todo: 'todo', todos: 'todo',
  comment: 'note', comments: 'note', commented: 'note', reply: 'note',
  ticket: 'issue', tickets: 'issue', bug: 'issue', bugs: 'issue',
  ping: 'health', alive: 'health', reachable: 'health',
  version: 'status',
  avatar: 'avatar', picture: 'avatar', logo: 'avatar', icon: 'avatar',
  colleague: 'user', colleagues: 'user', people: 'user', person: 'user',
  webhook: 'hook', webhooks: 'hook',
  remind: 'todo', reminder: 'todo',
  released: 'release', deployed: 'deploy', tagged: 'tag', starred: 'star', forked: 'fork', archived: 'archive', mirrored: 'mirror',
  maintainer: 'member_maintainer', developer: 'member_developer', owner: 'member_owner', reporter: 'member_reporter', guest: 'member_guest',
};

/** A synonym, never an inherited property ("constructor" is a word like any other). */
const synonym = (word: string): string | undefined => (Object.prototype.hasOwnProperty.call(SYNONYMS, word) ? SYNONYMS[word] : undefined);

/** Light stemming: plural and common verb endings. */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ed') && !word.endsWith('eed')) return word.slice(0, -2);
  if (word.length > 4 && word.endsWith('es') && /(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The search terms of one word: lower case, stemmed, a synonym folded (possibly into several terms). */
export function wordTerms(raw: string): string[] {
  const word = raw.toLowerCase();
  const stemmed = stem(word);
  const syn = synonym(word) ?? synonym(stemmed) ?? synonym(`${stemmed}e`);
  return syn ? syn.split('_') : [stemmed];
}

/** The words of a text: runs of letters and digits. */
export function words(text: string): string[] {
  return text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 0);
}

/** Normalised search tokens of a text: lower case, split on non-alphanumerics, stemmed, synonyms folded. */
export function tokens(text: string): string[] {
  return words(text).flatMap(wordTerms);
}

/** Whether `typed` is `word` with two neighbouring letters swapped or one letter left out (the commonest typos). */
export function isOneTypoOf(typed: string, word: string): boolean {
  const n = typed.length;
  if (n === word.length) {
    let i = 0;
    while (i < n && typed.charCodeAt(i) === word.charCodeAt(i)) i++;
    if (i >= n - 1) return false;
    return typed.charCodeAt(i) === word.charCodeAt(i + 1) && typed.charCodeAt(i + 1) === word.charCodeAt(i) && typed.slice(i + 2) === word.slice(i + 2);
  }
  if (n + 1 === word.length) {
    let i = 0;
    while (i < n && typed.charCodeAt(i) === word.charCodeAt(i)) i++;
    return typed.slice(i) === word.slice(i + 1);
  }
  return false;
}
