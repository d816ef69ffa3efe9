import { untrusted } from '@gitlab-mcp/action-kit';
import type { CommitDto } from './commit.dto.js';

/** Characters of a description or commit message shown in Markdown before it is cut. */
export const BODY_LIMIT = 4000;

/** Characters of all commit messages of one page shown in Markdown before they are cut. */
export const MESSAGES_LIMIT = 8000;

/** `text` cut to `limit` characters (never inside a surrogate pair), and whether it was cut. */
export function trimBody(text: string | null | undefined, limit = BODY_LIMIT): { text: string; trimmed: boolean; length: number } {
  const body = text ?? '';
  if (body.length <= limit) return { text: body, trimmed: false, length: body.length };
  let end = limit;
  const code = body.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return { text: body.slice(0, end), trimmed: true, length: body.length };
}

/** A user-written body framed as data, cut past `limit` with a note saying where to read it whole. */
export function framedBody(label: string, text: string | null | undefined, whereWhole: string, limit = BODY_LIMIT): string {
  const cut = trimBody(text, limit);
  const framed = untrusted(label, cut.text);
  if (!cut.trimmed) return framed;
  return `${framed}\n\n_${label} trimmed: first ${cut.text.length} of ${cut.length} characters shown; ${whereWhole}._`;
}

/** Commit messages of a page framed as data: each message after its short SHA, cut past `limit` in total. */
export function commitMessages(commits: readonly CommitDto[], limit = MESSAGES_LIMIT): string {
  const text = commits.map((c) => `[${c.short_id ?? c.id.slice(0, 8)}] ${(c.message ?? c.title ?? '').trim()}`).join('\n\n');
  return framedBody('Commit messages', text, 'the full messages are in structuredContent.commits[].message', limit);
}

/**
 * Titles and other short user-written values of a list, one `key text` line each, framed as data
 * (nothing when no item has one); the table beside it shows only what GitLab itself computed.
 */
export function framedLines(label: string, lines: ReadonlyArray<readonly [string, string | undefined | null]>, where = 'they are in structuredContent'): string {
  const text = lines.filter(([, t]) => typeof t === 'string' && t.trim() !== '').map(([key, t]) => `${key} ${(t as string).trim()}`).join('\n');
  return text === '' ? '' : `\n\n${framedBody(label, text, where, MESSAGES_LIMIT)}`;
}

/** One short user-written value (a title) framed as data, or nothing when absent. */
export const framedValue = (label: string, text: string | undefined | null): string => (text && text.trim() !== '' ? `\n\n${untrusted(label, text)}` : '');
