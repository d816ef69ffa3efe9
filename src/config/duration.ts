const UNIT_MS: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/**
 * Parses a Go-style duration (`500ms`, `2s`, `65m`, `1h30m`, `0`) into milliseconds.
 * Returns undefined for anything else.
 */
export function parseDuration(value: string): number | undefined {
  const text = value.trim();
  if (text === '0') return 0;
  const re = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/gy;
  let total = 0;
  let consumed = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    total += Number(m[1]) * UNIT_MS[m[2]];
    consumed = re.lastIndex;
  }
  return consumed === text.length && consumed > 0 ? Math.round(total) : undefined;
}
