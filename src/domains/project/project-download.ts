import type { RestResponse } from '@gitlab-mcp/gitlab-client';
import { guessContentType, isBinaryBytes } from '../shared/file-content.js';
import type { ProjectDownloadDto } from './dto/project-export.dto.js';

/** Bytes a download action reads: enough to tell text from binary and show the start of a text file. */
export const DOWNLOAD_READ_BYTES = 64 * 1024;
/** Characters of a text file a download shows. */
export const DOWNLOAD_TEXT_CHARS = 4000;

/** The file name of a `Content-Disposition` header (`filename*=UTF-8''…` or `filename="…"`). */
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
  return /filename\s*=\s*"([^"]*)"/.exec(header)?.[1] ?? /filename\s*=\s*([^;\s]+)/.exec(header)?.[1];
}

/**
 * What a bounded download received: size, media type, binary or text, and the beginning of a text
 * file. Nothing is written to disk and binary bytes are never returned.
 */
export function describeDownload(projectId: string, res: RestResponse<Uint8Array>): Omit<ProjectDownloadDto, 'next_steps'> {
  const bytes = res.data;
  const fileName = dispositionFileName(res.headers['content-disposition']);
  const declared = res.headers['content-type']?.split(';')[0]?.trim();
  const contentType = declared && declared !== 'application/octet-stream' ? declared : guessContentType(bytes, fileName);
  const length = Number(res.headers['content-length']);
  const complete = res.truncated !== true;
  const binary = isBinaryBytes(complete ? bytes : trimPartialCharacter(bytes));
  const sizeBytes = Number.isInteger(length) && length >= 0 ? length : complete ? bytes.byteLength : undefined;
  const out: Omit<ProjectDownloadDto, 'next_steps'> = {
    project_id: projectId,
    content_type: contentType,
    bytes_read: bytes.byteLength,
    complete,
    binary,
    ...(fileName === undefined ? {} : { file_name: fileName }),
    ...(sizeBytes === undefined ? {} : { size_bytes: sizeBytes }),
  };
  if (!binary) out.text = Buffer.from(bytes).toString('utf8').slice(0, DOWNLOAD_TEXT_CHARS);
  return out;
}

/** A read cut at a bound may end inside a UTF-8 character: drop that character before judging the text. */
function trimPartialCharacter(bytes: Uint8Array): Uint8Array {
  let end = bytes.byteLength;
  while (end > 0 && end > bytes.byteLength - 3 && ((bytes[end - 1] ?? 0) & 0xc0) === 0x80) end -= 1;
  return end > 0 && (bytes[end - 1] ?? 0) >= 0xc0 ? bytes.subarray(0, end - 1) : bytes;
}
