import { inspectDownload } from '../shared/download.js';
import { boundText, guessContentType, MAX_CONTENT_CHARS } from '../shared/file-content.js';

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

/**
 * Describes a downloaded artifact: an archive (zip, gzip) by its metadata only, binary content by
 * name, size and type, text by its content bounded to {@link MAX_CONTENT_CHARS}.
 */
export function describeArtifact(bytes: Uint8Array, headers: Readonly<Record<string, string>>, truncated: boolean, fallbackName: string): ArtifactDescription {
  const facts = inspectDownload(bytes, headers, truncated);
  const fileName = facts.fileName ?? fallbackName;
  const sniffed = guessContentType(bytes, fileName);
  const declared = facts.declaredType;
  const archive = ARCHIVE_TYPES.has(sniffed) || (declared !== undefined && ARCHIVE_TYPES.has(declared));
  const base = { file_name: fileName, ...(facts.size === undefined ? {} : { size: facts.size }) };
  if (archive || facts.binary) {
    const contentType = archive && ARCHIVE_TYPES.has(sniffed) ? sniffed : (declared ?? sniffed);
    return { ...base, content_type: contentType, binary: true, archive, truncated: false };
  }
  const bounded = boundText(Buffer.from(facts.bytes).toString('utf8'), MAX_CONTENT_CHARS);
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
