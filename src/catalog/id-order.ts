/** The characters an action ID may hold, in the order ICU's root collation sorts them. */
const ID_ALPHABET = '_.0123456789abcdefghijklmnopqrstuvwxyz';
const RANK = new Map([...ID_ALPHABET].map((c, i) => [c, i]));

/**
 * Orders action IDs exactly as `a.localeCompare(b)` does under the root locale, without ICU:
 * the first `localeCompare` maps several MiB of ICU collation data into the process, a cost
 * measured in its resident memory. Strings with characters beyond the ID alphabet (never a
 * valid ID) fall back to `localeCompare`.
 */
export function compareIds(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = RANK.get(a[i]);
    const y = RANK.get(b[i]);
    if (x === undefined || y === undefined) return a.localeCompare(b);
    if (x !== y) return x - y;
  }
  for (let i = n; i < a.length; i++) if (!RANK.has(a[i])) return a.localeCompare(b);
  for (let i = n; i < b.length; i++) if (!RANK.has(b[i])) return a.localeCompare(b);
  return a.length - b.length;
}
