import type { RestResponse } from '@gitlab-mcp/gitlab-client';
import { inspectDownload } from '../shared/download.js';
import { guessContentType } from '../shared/file-content.js';
import type { ProjectDownloadDto } from './dto/project-export.dto.js';

/** Bytes a download action reads: enough to tell text from binary and show the start of a text file. */
export const DOWNLOAD_READ_BYTES = 64 * 1024;
/** Characters of a text file a download shows. */
export const DOWNLOAD_TEXT_CHARS = 4000;

/**
 * What a bounded download received: size, media type, binary or text, and the beginning of a text
 * file. Nothing is written to disk and binary bytes are never returned.
 */
export function describeDownload(projectId: string, res: RestResponse<Uint8Array>): Omit<ProjectDownloadDto, 'next_steps'> {
  const bytes = res.data;
  const complete = res.truncated !== true;
  const facts = inspectDownload(bytes, res.headers, !complete);
  const out: Omit<ProjectDownloadDto, 'next_steps'> = {
    project_id: projectId,
    content_type: facts.declaredType ?? guessContentType(bytes, facts.fileName),
    bytes_read: bytes.byteLength,
    complete,
    binary: facts.binary,
    ...(facts.fileName === undefined ? {} : { file_name: facts.fileName }),
    ...(facts.size === undefined ? {} : { size_bytes: facts.size }),
  };
  if (!facts.binary) out.text = Buffer.from(facts.bytes).toString('utf8').slice(0, DOWNLOAD_TEXT_CHARS);
  return out;
}
