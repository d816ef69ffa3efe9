import { isBinaryBytes } from './file-content.js';

/**
 * The file name of a `Content-Disposition` header: the RFC 5987 form (`filename*=UTF-8''…`)
 * first, else the first `filename=` parameter, quoted or bare. Undefined when there is none or it
 * is empty.
 */
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
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name : undefined;
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

/** What the headers and bytes of a bounded download say about it, before a domain describes it. */
export interface DownloadFacts {
  /** From `Content-Disposition`. */
  readonly fileName?: string;
  /** `Content-Type` without parameters, lower-cased; undefined when absent or `application/octet-stream` (which says nothing). */
  readonly declaredType?: string;
  /** `Content-Length`, else the bytes read when the read was whole; undefined when a cut read has no length. */
  readonly size?: number;
  /** The bytes read, less a character the cut split (a whole read is kept as it is). */
  readonly bytes: Uint8Array;
  /** A NUL or invalid UTF-8 in `bytes`: content never returned as text. */
  readonly binary: boolean;
}

/**
 * Reads the facts of a download of which `bytes` were read (`truncated`: the read stopped at its
 * bound). A read cut inside a UTF-8 character is still text.
 */
export function inspectDownload(bytes: Uint8Array, headers: Readonly<Record<string, string | undefined>>, truncated: boolean): DownloadFacts {
  const fileName = dispositionFileName(headers['content-disposition']);
  const type = headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  const length = headers['content-length']?.trim() ?? '';
  const size = /^\d+$/.test(length) ? Number(length) : truncated ? undefined : bytes.byteLength;
  const complete = truncated ? withoutPartialCharacter(bytes) : bytes;
  return {
    ...(fileName === undefined ? {} : { fileName }),
    ...(type && type !== 'application/octet-stream' ? { declaredType: type } : {}),
    ...(size === undefined ? {} : { size }),
    bytes: complete,
    binary: isBinaryBytes(complete),
  };
}
