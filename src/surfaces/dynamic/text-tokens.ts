/** Words that mean the same thing to someone looking for an action. */
const SYNONYMS: Readonly<Record<string, string>> = {
  remove: 'delete', erase: 'delete', drop: 'delete', destroy: 'delete', del: 'delete', rm: 'delete',
  show: 'get', view: 'get', fetch: 'get', read: 'get', detail: 'get', details: 'get', info: 'get', inspect: 'get', describe: 'get',
  add: 'create', new: 'create', make: 'create', open: 'create', start: 'create',
  edit: 'update', change: 'update', modify: 'update', rename: 'update', set: 'update',
  find: 'search', all: 'list', enumerate: 'list', browse: 'list', search: 'search',
  mr: 'merge_request', mrs: 'merge_request', pr: 'merge_request', prs: 'merge_request', pull: 'merge_request',
  repo: 'project', repos: 'project', repository: 'repository',
  protection: 'protect', protected: 'protect', unprotected: 'unprotect',
  ci: 'pipeline', build: 'job', builds: 'job',
  remote: 'remote', origin: 'remote', git: 'remote',
  health: 'health', ping: 'health', alive: 'health', up: 'health', down: 'health', reachable: 'health', running: 'health', version: 'status',
};

/** A synonym, never an inherited property ("constructor" is a word like any other). */
const synonym = (word: string): string | undefined => (Object.prototype.hasOwnProperty.call(SYNONYMS, word) ? SYNONYMS[word] : undefined);

/** Light stemming: plural and common verb endings. */
function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ed') && !word.endsWith('eed')) return word.slice(0, -2);
  if (word.length > 4 && word.endsWith('es') && /(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** Normalised search tokens of a text: lower case, split on non-alphanumerics, stemmed, synonyms folded. */
export function tokens(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.toLowerCase().split(/[^a-z0-9]+/)) {
    if (raw.length === 0) continue;
    const stemmed = stem(raw);
    const syn = synonym(raw) ?? synonym(stemmed) ?? synonym(`${stemmed}e`);
    if (syn) out.push(...syn.split('_'));
    else out.push(stemmed);
  }
  return out;
}
