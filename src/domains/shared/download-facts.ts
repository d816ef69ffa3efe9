import type { RestResponse } from '@gitlab-mcp/gitlab-client';
import { card, untrusted, type CellValue } from '@gitlab-mcp/action-kit';
import { formatBytes } from './ci-format.js';
import { inspectDownload } from './download.js';
import type { DownloadFactsDto } from './download-facts.dto.js';
import { guessContentType } from './file-content.js';

/** Bytes a download action reads: enough to tell text from binary and show the start of a text file. */
export const DOWNLOAD_READ_BYTES = 64 * 1024;
/** Characters of a text file a download shows. */
export const DOWNLOAD_TEXT_CHARS = 4000;

/**
 * What a bounded download received: size, media type, binary or text, and the beginning of a text
 * file. Nothing is written to disk and binary bytes are never returned.
 */
export function describeDownload(res: RestResponse<Uint8Array>): Omit<DownloadFactsDto, 'next_steps'> {
  const bytes = res.data;
  const complete = res.truncated !== true;
  const facts = inspectDownload(bytes, res.headers, !complete);
  const out: Omit<DownloadFactsDto, 'next_steps'> = {
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

/** A download described: whose it is (`[label, value]`), its facts, and the beginning of a text file framed as user content. */
export function renderDownloadFacts(d: DownloadFactsDto, heading: string, owner: readonly [string, CellValue]): string {
  const rows: [string, CellValue][] = [
    [owner[0], owner[1]],
    ['File name', d.file_name],
    ['Content type', d.content_type],
    ['Size', d.size_bytes === undefined ? `more than ${formatBytes(d.bytes_read) ?? d.bytes_read}` : formatBytes(d.size_bytes)],
    ['Binary', d.binary],
    ['Read', d.complete ? 'whole file' : `first ${formatBytes(d.bytes_read) ?? d.bytes_read} only (this server never stores downloads)`],
  ];
  const text = d.text === undefined ? '\n\n_Binary content is not shown._' : `\n\n${untrusted('Beginning of the file', d.text)}`;
  return card(heading, rows) + text;
}
