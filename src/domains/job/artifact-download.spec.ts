import { describeArtifact } from './artifact-download';

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x00, 0x00]);

describe('artifact downloads', () => {
  describe('describeArtifact', () => {
    it('returns a text file with its lines', () => {
      const d = describeArtifact(Buffer.from('line 1\nline 2\n'), { 'content-type': 'text/plain; charset=utf-8', 'content-length': '14' }, false, 'dist/report.txt');
      expect(d).toEqual({ file_name: 'dist/report.txt', size: 14, content_type: 'text/plain', binary: false, archive: false, truncated: false, content: 'line 1\nline 2\n', total_lines: 2, shown_lines: 2 });
    });

    it('describes binary content without returning it', () => {
      const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
      const d = describeArtifact(png, { 'content-type': 'application/octet-stream' }, false, 'dist/logo.png');
      expect(d).toEqual({ file_name: 'dist/logo.png', size: png.length, content_type: 'image/png', binary: true, archive: false, truncated: false });
    });

    it('reports an archive by its metadata, naming it from Content-Disposition', () => {
      const d = describeArtifact(ZIP, { 'content-disposition': 'attachment; filename="artifacts.zip"', 'content-length': '2048' }, true, 'fallback');
      expect(d).toEqual({ file_name: 'artifacts.zip', size: 2048, content_type: 'application/zip', binary: true, archive: true, truncated: false });
    });

    it('a text read cut at the byte bound is marked truncated, without a broken last character or a total', () => {
      const text = Buffer.from('ab€', 'utf8');
      const d = describeArtifact(text.subarray(0, 4), {}, true, 'notes.txt');
      expect(d).toMatchObject({ binary: false, truncated: true, content: 'ab' });
      expect(d.size).toBeUndefined();
      expect(d.total_lines).toBeUndefined();
    });
  });
});
