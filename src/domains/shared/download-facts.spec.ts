import type { RestResponse } from '@gitlab-mcp/gitlab-client';
import { describeDownload, DOWNLOAD_TEXT_CHARS } from './download-facts';

const response = (bytes: Uint8Array, headers: Record<string, string>, truncated = false): RestResponse<Uint8Array> => ({
  status: 200,
  data: bytes,
  headers,
  ...(truncated ? { truncated: true } : {}),
});

describe('downloads are described, never dumped', () => {
  it('a binary archive: size from Content-Length, type from the header, no text', () => {
    const gzip = new Uint8Array([0x1f, 0x8b, 0x08, 0x00, 0x00, 0xff, 0x00]);
    const d = describeDownload(response(gzip, { 'content-type': 'application/gzip', 'content-length': '123456', 'content-disposition': 'attachment; filename="x.tar.gz"' }, true));
    expect(d).toEqual({ file_name: 'x.tar.gz', content_type: 'application/gzip', size_bytes: 123456, bytes_read: 7, complete: false, binary: true });
  });

  it('octet-stream is replaced by a type guessed from the bytes', () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const d = describeDownload(response(png, { 'content-type': 'application/octet-stream' }));
    expect(d).toMatchObject({ content_type: 'image/png', size_bytes: png.length, complete: true, binary: true });
    expect(d.text).toBeUndefined();
  });

  it('text keeps its beginning, bounded; a size is unknown when the read stopped without Content-Length', () => {
    const long = Buffer.from('é'.repeat(DOWNLOAD_TEXT_CHARS + 10), 'utf8');
    const d = describeDownload(response(long.subarray(0, long.length - 1), { 'content-type': 'image/svg+xml' }, true));
    expect(d.binary).toBe(false);
    expect(d.size_bytes).toBeUndefined();
    expect(d.text).toHaveLength(DOWNLOAD_TEXT_CHARS);
  });

  it('a read cut inside a UTF-8 character is still text', () => {
    const cut = Buffer.from('ab€', 'utf8').subarray(0, 4);
    expect(describeDownload(response(cut, {}, true)).binary).toBe(false);
    expect(describeDownload(response(cut, {})).binary).toBe(true);
  });
});
