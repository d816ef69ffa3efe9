// Sections of bench/RESULTS.md that a benchmark run on its own writes (not `npm run bench`): each
// such benchmark replaces only its own section, and `npm run bench` keeps them as they were.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const RESULTS = join(dirname(fileURLToPath(import.meta.url)), 'RESULTS.md');

export const HOSTILE_TITLE = 'Hostile load (issue 20: HTTP mode attacked over loopback)';
export const CODE_SIZE_TITLE = 'Code size per action (issue 13)';
export const FIND_ACTION_TITLE = 'find_action accuracy (issue 14: the evaluation corpus, tuning and held-out)';
export const OVERHEAD_TITLE = 'GitLab call overhead (issue 13 item 6: the client against raw node:http, in process)';

/** Titles of the sections written by benchmarks run on their own, in the order they close the file. */
export const REDIS_LIMITS_TITLE = 'Shared rate limits (issue 17 item 3: Redis beside memory, two replicas on one budget)';
export const DRAIN_TITLE = 'Drain on SIGTERM (issue 17 item 4: idle HTTP server, medians of spawns)';
export const TELEMETRY_TITLE = 'Telemetry on vs off (issue 17: OTLP export to a loopback receiver, stdio)';
export const STANDALONE_TITLES = [OVERHEAD_TITLE, HOSTILE_TITLE, CODE_SIZE_TITLE, FIND_ACTION_TITLE, REDIS_LIMITS_TITLE, DRAIN_TITLE, TELEMETRY_TITLE];

/** The sections with these titles in a RESULTS.md text, each up to the next `## ` heading. */
export function keptSections(previous, titles = STANDALONE_TITLES) {
  const out = [];
  for (const title of titles) {
    const at = previous.indexOf(`## ${title}`);
    if (at === -1) continue;
    const next = previous.indexOf('\n## ', at + 3);
    out.push(previous.slice(at, next === -1 ? undefined : next + 1));
  }
  return out;
}

/** Replaces (or appends) the section headed `## title` of bench/RESULTS.md with `text`. */
export function writeSection(title, text) {
  const old = readFileSync(RESULTS, 'utf8');
  const start = old.indexOf(`## ${title}`);
  const rest = start === -1 ? -1 : old.indexOf('\n## ', start + 3);
  const updated = start === -1 ? `${old.trimEnd()}\n\n${text}` : `${old.slice(0, start)}${text}${rest === -1 ? '' : old.slice(rest + 1)}`;
  writeFileSync(RESULTS, `${updated.trimEnd()}\n`);
}

/** A measured section ({title, rows: [measure, value, ratio][], notes}) as Markdown. */
export function sectionMarkdown(section) {
  const head = ['measure', 'value', 'ratio'];
  return [`## ${section.title}`, '', `| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...section.rows.map((r) => `| ${r.join(' | ')} |`), '', ...section.notes.map((n) => `- ${n}`), ''].join('\n');
}
