import { untrusted } from '@gitlab-mcp/action-kit';

/** Characters of user-written text a card shows before it trims the rest. */
export const LONG_TEXT_LIMIT = 4000;

/**
 * User-written text (release notes, wiki pages, tag messages) framed as data by `untrusted()`,
 * trimmed past `limit` characters with a note saying how much was left out and where the whole
 * text is (`more`, e.g. "release.get returns it whole in structuredContent.description").
 */
export function untrustedLongText(label: string, text: string | null | undefined, more: string, limit = LONG_TEXT_LIMIT): string {
  const body = text ?? '';
  if (body.length <= limit) return untrusted(label, body);
  const n = (x: number): string => x.toLocaleString('en-US');
  return `${untrusted(label, body.slice(0, limit))}\n\n_${label} trimmed: the first ${n(limit)} of ${n(body.length)} characters are shown; ${more}._`;
}

/**
 * A block of user-written text placed under a card (`\n\n` and the frame), or nothing when the
 * text is absent or blank: cards keep GitLab's computed fields in rows and put what users wrote
 * in a frame below them.
 */
export function framedBlock(label: string, text: string | null | undefined, more: string, limit = LONG_TEXT_LIMIT): string {
  return typeof text === 'string' && text.trim() !== '' ? `\n\n${untrustedLongText(label, text, more, limit)}` : '';
}

/**
 * The user-written text of listed items (titles, descriptions), one `key text` line per item that
 * has some, framed as data under the table (nothing when no item has any): the table beside it
 * shows only what GitLab computed.
 */
export function framedLines(label: string, lines: ReadonlyArray<readonly [string, string | null | undefined]>, more = 'they are in structuredContent'): string {
  const text = lines
    .filter(([, t]) => typeof t === 'string' && t.trim() !== '')
    .map(([key, t]) => `${key} ${(t as string).trim()}`)
    .join('\n');
  return text === '' ? '' : `\n\n${untrustedLongText(label, text, more)}`;
}
