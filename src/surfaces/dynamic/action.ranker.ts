import type { CatalogEntry } from '../../catalog/index.js';
import { compareIds } from '../../catalog/id-order.js';
import { tokens } from './text-tokens.js';

const STOP_WORDS = ['a', 'an', 'the', 'of', 'in', 'on', 'for', 'to', 'my', 'me', 'i', 'and', 'or', 'with', 'from', 'by', 'is', 'it', 'this', 'that', 'what', 'which', 'how', 'do', 'can', 'please', 'gitlab'];
/** The stop words as the tokenizer leaves them ("this" is stemmed to "thi"). */
const STOP: ReadonlySet<string> = new Set(STOP_WORDS.flatMap((w) => tokens(w)));
/** Weight of a token by where it appears in an action. */
const FIELD_WEIGHTS = { id: 3, title: 2, description: 1 } as const;

interface Indexed {
  readonly entry: CatalogEntry;
  readonly weights: ReadonlyMap<string, number>;
  /** Tokens of the action name (after the dot): covering all of them means the query names this action. */
  readonly actionTokens: ReadonlySet<string>;
}

/** Bonus for covering the whole action name, so "protect branch" prefers branch.protect over branch.get_protected. */
const NAME_COVERAGE_BONUS = 2;

/** One ranked match. */
export interface RankedAction {
  readonly entry: CatalogEntry;
  readonly score: number;
}

/**
 * Ranks the actions of a view for a natural-language query (`gitlab_find_action`). The index is
 * built once per configuration, at its first search (dynamic.surface.ts); a query costs one pass
 * over the actions' token maps.
 */
export class ActionRanker {
  private readonly indexed: readonly Indexed[];
  private readonly idf: ReadonlyMap<string, number>;

  constructor(entries: Iterable<CatalogEntry>) {
    const indexed: Indexed[] = [];
    const df = new Map<string, number>();
    for (const entry of entries) {
      const weights = new Map<string, number>();
      const add = (text: string, w: number): void => {
        for (const t of tokens(text)) if (!STOP.has(t)) weights.set(t, Math.max(weights.get(t) ?? 0, w));
      };
      add(entry.options.description, FIELD_WEIGHTS.description);
      add(entry.options.title, FIELD_WEIGHTS.title);
      add(entry.id, FIELD_WEIGHTS.id);
      for (const t of weights.keys()) df.set(t, (df.get(t) ?? 0) + 1);
      indexed.push({ entry, weights, actionTokens: new Set(tokens(entry.action).filter((t) => !STOP.has(t))) });
    }
    const n = Math.max(indexed.length, 1);
    this.idf = new Map([...df].map(([t, c]) => [t, Math.log(1 + n / c)]));
    this.indexed = indexed;
  }

  rank(query: string, limit: number): RankedAction[] {
    const q = query.trim().toLowerCase();
    const exact = this.indexed.find((i) => i.entry.id === q);
    const terms = [...new Set(tokens(q).filter((t) => !STOP.has(t)))];
    const scored: RankedAction[] = [];
    for (const item of this.indexed) {
      let score = 0;
      let matched = 0;
      for (const t of terms) {
        const w = item.weights.get(t);
        if (w !== undefined) {
          score += w * (this.idf.get(t) ?? 0);
          matched++;
        }
      }
      if (matched === 0) continue;
      score *= matched / terms.length;
      const covered = [...item.actionTokens].filter((t) => terms.includes(t)).length;
      if (item.actionTokens.size > 0) score += (NAME_COVERAGE_BONUS * covered) / item.actionTokens.size;
      if (item === exact) score += 1000;
      scored.push({ entry: item.entry, score });
    }
    if (exact && !scored.some((s) => s.entry === exact.entry)) scored.push({ entry: exact.entry, score: 1000 });
    return scored.sort((a, b) => b.score - a.score || compareIds(a.entry.id, b.entry.id)).slice(0, limit);
  }
}
