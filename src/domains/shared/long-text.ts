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
