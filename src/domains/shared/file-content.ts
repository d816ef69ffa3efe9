/**
 * Bounds for repository content an action returns (file contents, blobs, diffs, blame): past this
 * many characters of text the answer is cut at a line boundary, with a marker saying where and how
 * to read on. 100 KiB of text is about 25k tokens, already a large share of a model's context.
 */
export const MAX_CONTENT_CHARS = 100 * 1024;

/** Git's own binary heuristic looks at the first 8000 bytes. */
const SNIFF_BYTES = 8000;

/**
 * Git's heuristic, with the encoding check text needs: a NUL byte in the first 8000 bytes, or
 * bytes that are not valid UTF-8.
 */
export function isBinaryBytes(bytes: Uint8Array): boolean {
  if (bytes.subarray(0, SNIFF_BYTES).includes(0)) return true;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return false;
  } catch {
    return true;
  }
}

/**
 * The same verdict for a body the client already decoded as text (raw endpoints): a NUL, or the
 * replacement character a lenient UTF-8 decoder leaves for invalid bytes.
 */
export function isBinaryText(text: string): boolean {
  const head = text.slice(0, SNIFF_BYTES);
  return head.includes('\u0000') || text.includes('\uFFFD');
}

const MAGIC: ReadonlyArray<readonly [readonly number[], string]> = [
  [[0x89, 0x50, 0x4e, 0x47], 'image/png'],
  [[0xff, 0xd8, 0xff], 'image/jpeg'],
  [[0x47, 0x49, 0x46, 0x38], 'image/gif'],
  [[0x25, 0x50, 0x44, 0x46], 'application/pdf'],
  [[0x50, 0x4b, 0x03, 0x04], 'application/zip'],
  [[0x50, 0x4b, 0x05, 0x06], 'application/zip'],
  [[0x1f, 0x8b], 'application/gzip'],
  [[0x42, 0x5a, 0x68], 'application/x-bzip2'],
  [[0x7f, 0x45, 0x4c, 0x46], 'application/x-elf'],
  [[0x00, 0x61, 0x73, 0x6d], 'application/wasm'],
];

const BY_EXTENSION: Readonly<Record<string, string>> = {
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', ico: 'image/x-icon',
  svg: 'image/svg+xml', pdf: 'application/pdf', zip: 'application/zip', gz: 'application/gzip', tgz: 'application/gzip',
  bz2: 'application/x-bzip2', jar: 'application/java-archive', woff: 'font/woff', woff2: 'font/woff2', ttf: 'font/ttf',
  otf: 'font/otf', mp3: 'audio/mpeg', mp4: 'video/mp4', wasm: 'application/wasm', exe: 'application/vnd.microsoft.portable-executable',
  so: 'application/x-sharedlib', dll: 'application/vnd.microsoft.portable-executable', class: 'application/java-vm',
};

/** A best guess at the media type of binary content: its magic bytes, else its file extension. */
export function guessContentType(bytes: Uint8Array, fileName?: string): string {
  for (const [magic, type] of MAGIC) {
    if (magic.every((b, i) => bytes[i] === b)) return type;
  }
  const ext = /\.([A-Za-z0-9]+)$/.exec(fileName ?? '')?.[1]?.toLowerCase();
  return (ext && BY_EXTENSION[ext]) || 'application/octet-stream';
}

/** Content GitLab sent as `content` + `encoding` (files and blobs API), as bytes. */
export function decodeContent(content: string | undefined, encoding: string | undefined): Buffer {
  if (content === undefined) return Buffer.alloc(0);
  return encoding === 'base64' ? Buffer.from(content, 'base64') : Buffer.from(content, 'utf8');
}

/** Text cut to a bound, and where the cut fell. */
export interface BoundedText {
  readonly text: string;
  readonly truncated: boolean;
  /** Lines of the input (a final line without a newline counts). */
  readonly totalLines: number;
  /** Complete lines kept; the cut never splits a line unless one line alone exceeds the bound. */
  readonly shownLines: number;
  /** Characters of the input. */
  readonly totalChars: number;
}

/** Number of lines of a text: `a\nb` and `a\nb\n` both have 2. */
export function countLines(text: string): number {
  if (text === '') return 0;
  const newlines = text.split('\n').length - 1;
  return text.endsWith('\n') ? newlines : newlines + 1;
}

/**
 * Cuts `text` to at most `max` characters at the last line break that fits; a single line longer
 * than the bound is cut inside it (never between the halves of a surrogate pair).
 */
export function boundText(text: string, max: number = MAX_CONTENT_CHARS): BoundedText {
  const totalLines = countLines(text);
  if (text.length <= max) return { text, truncated: false, totalLines, shownLines: totalLines, totalChars: text.length };
  const lastBreak = text.lastIndexOf('\n', max - 1);
  let cut: string;
  if (lastBreak >= 0) cut = text.slice(0, lastBreak + 1);
  else {
    let end = max;
    const code = text.charCodeAt(end - 1);
    if (code >= 0xd800 && code <= 0xdbff) end -= 1;
    cut = text.slice(0, end);
  }
  const shownLines = lastBreak >= 0 ? countLines(cut) : 0;
  return { text: cut, truncated: true, totalLines, shownLines, totalChars: text.length };
}

/** Lines `start`..`end` (1-based, inclusive) of a text; `end` past the last line stops there. */
export function sliceLines(text: string, start: number, end?: number): string {
  if (start <= 1 && end === undefined) return text;
  const lines = text.split('\n');
  const trailing = text.endsWith('\n');
  const count = trailing ? lines.length - 1 : lines.length;
  const last = Math.min(end ?? count, count);
  if (start > last) return '';
  const picked = lines.slice(start - 1, last).join('\n');
  return last < count || trailing ? `${picked}\n` : picked;
}
