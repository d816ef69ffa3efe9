/** Files above this size are answered as metadata only. */
export const MAX_FILE_RESOURCE_BYTES = 1024 * 1024;

/**
 * A repository file as a resource: the text decoded when it is small and textual; otherwise
 * the metadata only, with `content_omitted` saying why (the matching action still reads it).
 */
export function fileResourceBody(file: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const { content, ...meta } = file;
  const size = typeof file.size === 'number' ? file.size : undefined;
  if (size !== undefined && size > MAX_FILE_RESOURCE_BYTES) return { ...meta, content_omitted: 'larger than 1 MiB' };
  if (typeof content !== 'string') return { ...meta };
  const bytes = file.encoding === 'base64' ? Buffer.from(content, 'base64') : Buffer.from(content, 'utf8');
  if (bytes.length > MAX_FILE_RESOURCE_BYTES) return { ...meta, content_omitted: 'larger than 1 MiB' };
  if (isBinary(bytes)) return { ...meta, content_omitted: 'binary' };
  return { ...meta, encoding: 'text', content: bytes.toString('utf8') };
}

/** Git's own heuristic: a NUL byte in the first 8000 bytes, or bytes that are not valid UTF-8. */
function isBinary(bytes: Buffer): boolean {
  if (bytes.subarray(0, 8000).includes(0)) return true;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return false;
  } catch {
    return true;
  }
}
