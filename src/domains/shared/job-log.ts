/**
 * CI job logs as GitLab stores them are terminal output: ANSI colour codes, `\r` progress
 * overwrites and the runner's collapsible-section markers. These pure functions turn a raw log
 * into the lines a reader sees, and pick a bounded window of them.
 */

/** Lines of a log shown when the caller names no count (the end of a log is where a failure is). */
export const DEFAULT_LOG_LINES = 200;
/** Most lines one call returns. */
export const MAX_LOG_LINES = 1000;
/** A single line longer than this is cut (minified output, base64 blobs). */
export const MAX_LOG_LINE_CHARS = 1000;
/** Characters of log one answer carries at most, whatever the line count. */
export const MAX_LOG_WINDOW_CHARS = 64 * 1024;

// CSI sequences (colours, erase-line), OSC sequences (hyperlinks, titles) and two-byte escapes.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u001b[@-Z\\-_]/g;

// `section_start:1746093600:step_script[collapsed=true]\r\e[0K`, and the matching `section_end`.
// eslint-disable-next-line no-control-regex
const SECTION_MARKER = /section_(?:start|end):\d+:[A-Za-z0-9_.:-]+(?:\[[^\]\r\n]*\])?\r?(?:\u001b\[0?K)?/g;

/** The text without ANSI escape sequences. */
export function stripAnsi(text: string): string {
  return text.replace(ANSI, '');
}

/** The text without GitLab's `section_start:` / `section_end:` markers (the section headers stay). */
export function stripSectionMarkers(text: string): string {
  return text.replace(SECTION_MARKER, '');
}

/**
 * What a terminal leaves visible of a line rewritten with carriage returns (progress bars,
 * spinners): the last segment that is not empty.
 */
export function resolveCarriageReturns(line: string): string {
  if (!line.includes('\r')) return line;
  const segments = line.split('\r');
  for (let i = segments.length - 1; i >= 0; i--) {
    const segment = segments[i] as string;
    if (segment.trim() !== '') return segment;
  }
  return '';
}

/**
 * The lines of a raw job log as a reader sees them: section markers and ANSI codes removed,
 * carriage-return overwrites resolved, lines that held only a section marker dropped, and no
 * empty last line for the final newline.
 */
export function cleanJobLog(raw: string): string[] {
  if (raw === '') return [];
  const out: string[] = [];
  for (const rawLine of raw.replace(/\r\n/g, '\n').split('\n')) {
    const unmarked = stripSectionMarkers(rawLine);
    const line = resolveCarriageReturns(stripAnsi(unmarked)).trimEnd();
    if (unmarked !== rawLine && line === '') continue;
    out.push(line);
  }
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out;
}

/** A line cut to `max` characters, with a note of what was left out. */
export function capLine(line: string, max: number = MAX_LOG_LINE_CHARS): string {
  if (line.length <= max) return line;
  return `${line.slice(0, max)}… [${(line.length - max).toLocaleString('en-US')} more characters]`;
}

/** A window of log lines and where it sits in the whole log. */
export interface LogWindow {
  /** The lines shown, each capped to {@link MAX_LOG_LINE_CHARS}. */
  readonly lines: string[];
  /** 1-based number of the first line shown; 0 when none is. */
  readonly start: number;
  /** 1-based number of the last line shown; 0 when none is. */
  readonly end: number;
  /** Lines of the whole (cleaned) log. */
  readonly total: number;
}

export interface LogWindowOptions {
  /** How many lines to show. */
  readonly count: number;
  /** 1-based first line to show; omitted: the last `count` lines (the tail). */
  readonly offset?: number;
  /** Character bound of the window: lines farthest from its anchor are dropped first. */
  readonly maxChars?: number;
}

/**
 * Picks a window of lines: the tail by default, or `count` lines from `offset` on. The window
 * also stays under `maxChars`: a tail loses its first lines, a forward read its last ones.
 */
export function logWindow(all: readonly string[], options: LogWindowOptions): LogWindow {
  const total = all.length;
  const count = Math.max(1, Math.floor(options.count));
  const maxChars = options.maxChars ?? MAX_LOG_WINDOW_CHARS;
  const tail = options.offset === undefined;
  let start = tail ? Math.max(1, total - count + 1) : Math.max(1, Math.floor(options.offset as number));
  let end = Math.min(total, start + count - 1);
  if (start > total) return { lines: [], start: 0, end: 0, total };
  const lines = all.slice(start - 1, end).map((l) => capLine(l));
  let size = lines.reduce((n, l) => n + l.length + 1, 0);
  while (size > maxChars && lines.length > 1) {
    const dropped = tail ? (lines.shift() as string) : (lines.pop() as string);
    size -= dropped.length + 1;
    if (tail) start++;
    else end--;
  }
  return { lines, start, end, total };
}


/**
 * Bytes of raw log one request reads. GitLab cannot send the end of a log alone, so a longer log
 * is read only up to here (its later part can be read with `byte_offset`).
 */
export const MAX_TRACE_BYTES = 16 * 1024 * 1024;
