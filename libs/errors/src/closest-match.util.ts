const DEFAULT_LIMIT = 3;
const MIN_CONTAINED_LENGTH = 3;

/** Longer inputs get no suggestion: the edit distance is quadratic, and no real name is that long. */
const MAX_INPUT_LENGTH = 128;

/**
 * Up to `limit` candidates close to `input`, closest first, for `Did you mean ...?` (E-51).
 * A candidate is close when its optimal-string-alignment (Damerau-Levenshtein) distance to the
 * input, ignoring case, is at most a third of the input's length (at least 1), or when one
 * contains the other (`branch` → `branch_name`). Ties keep the candidates' order.
 *
 * @publicApi
 * @param input - what the caller wrote
 * @param candidates - the valid names
 * @param limit - the most suggestions returned @default 3
 */
export function suggestClosest(input: string, candidates: readonly string[], limit = DEFAULT_LIMIT): string[] {
  if (input.length > MAX_INPUT_LENGTH) return [];
  const needle = input.toLowerCase();
  const threshold = Math.max(1, Math.floor(needle.length / 3));
  return candidates
    .map((candidate, index) => ({ candidate, index, distance: osaDistance(needle, candidate.toLowerCase()) }))
    .filter(({ candidate, distance }) => distance <= threshold || contains(needle, candidate.toLowerCase()))
    .sort((a, b) => a.distance - b.distance || a.index - b.index)
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}

function contains(a: string, b: string): boolean {
  if (a === b) return true;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  return shorter.length >= MIN_CONTAINED_LENGTH && longer.includes(shorter);
}

function osaDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, rows[i - 2][j - 2] + 1);
      }
      rows[i][j] = best;
    }
  }
  return rows[a.length][b.length];
}
