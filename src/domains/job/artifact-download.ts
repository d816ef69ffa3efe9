import { boundText, guessContentType, isBinaryBytes, MAX_CONTENT_CHARS } from '../shared/file-content.js';

/** Bytes of a single artifact file one call reads: text past this is cut anyway by the character bound. */
export const ARTIFACT_READ_BYTES = 1024 * 1024;
/** Bytes of an archive read to tell what it is (its content is never returned). */
export const ARCHIVE_SNIFF_BYTES = 64 * 1024;

const ARCHIVE_TYPES = new Set(['application/zip', 'application/gzip', 'application/x-gzip', 'application/x-tar', 'application/x-bzip2']);

/** What a downloaded artifact is, and its text when it is text. */
export interface ArtifactDescription {
  readonly file_name: string;
  readonly size?: number;
  readonly content_type: string;
  readonly binary: boolean;
  readonly archive: boolean;
  readonly truncated: boolean;
  readonly content?: string;
  readonly total_lines?: number;
  readonly shown_lines?: number;
}

/** The file name of a `Content-Disposition` header (`filename*=UTF-8''...` preferred), if any. */
export function dispositionFileName(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      return extended[1].trim();
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(header);
  const name = plain?.[1] ?? plain?.[2];
  return name ? name.trim() : undefined;
}

/** The bytes without an incomplete UTF-8 sequence at the end (a read cut inside a character). */
export function withoutPartialCharacter(bytes: Uint8Array): Uint8Array {
  let end = bytes.length;
  // Step back over at most 3 continuation bytes to the lead byte of the last character.
  let back = 0;
  while (back < 3 && end - back - 1 >= 0 && ((bytes[end - back - 1] as number) & 0xc0) === 0x80) back++;
  const lead = end - back - 1;
  if (lead < 0) return bytes;
  const b = bytes[lead] as number;
  const needed = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
  if (needed > back + 1) end = lead;
  return bytes.subarray(0, end);
}

function mediaType(header: string | undefined): string | undefined {
  const type = header?.split(';')[0]?.trim().toLowerCase();
  return type && type !== 'application/octet-stream' ? type : undefined;
}

/**
 * Describes a downloaded artifact: an archive (zip, gzip) by its metadata only, binary content by
 * name, size and type, text by its content bounded to {@link MAX_CONTENT_CHARS}.
 */
export function describeArtifact(bytes: Uint8Array, headers: Readonly<Record<string, string>>, truncated: boolean, fallbackName: string): ArtifactDescription {
  const fileName = dispositionFileName(headers['content-disposition']) ?? fallbackName;
  const length = Number.parseInt(headers['content-length'] ?? '', 10);
  const size = Number.isFinite(length) && length >= 0 ? length : truncated ? undefined : bytes.length;
  const sniffed = guessContentType(bytes, fileName);
  const declared = mediaType(headers['content-type']);
  const archive = ARCHIVE_TYPES.has(sniffed) || (declared !== undefined && ARCHIVE_TYPES.has(declared));
  const base = { file_name: fileName, ...(size === undefined ? {} : { size }) };
  const complete = truncated ? withoutPartialCharacter(bytes) : bytes;
  if (archive || isBinaryBytes(complete)) {
    const contentType = archive && ARCHIVE_TYPES.has(sniffed) ? sniffed : (declared ?? sniffed);
    return { ...base, content_type: contentType, binary: true, archive, truncated: false };
  }
  const bounded = boundText(Buffer.from(complete).toString('utf8'), MAX_CONTENT_CHARS);
  return {
    ...base,
    content_type: declared ?? 'text/plain',
    binary: false,
    archive: false,
    truncated: truncated || bounded.truncated,
    content: bounded.text,
    total_lines: truncated ? undefined : bounded.totalLines,
    shown_lines: bounded.shownLines,
  };
}
