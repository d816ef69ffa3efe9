import { boundText, countLines, decodeContent, guessContentType, isBinaryBytes, isBinaryText, MAX_CONTENT_CHARS, sliceLines } from './file-content';

describe('file content helpers', () => {
  describe('isBinaryBytes', () => {
    it('reads UTF-8 text, accents and emoji included, as text', () => {
      expect(isBinaryBytes(Buffer.from('héllo wörld 🚀\n', 'utf8'))).toBe(false);
      expect(isBinaryBytes(Buffer.alloc(0))).toBe(false);
    });
    it('reads a NUL byte in the first 8000 bytes as binary', () => {
      expect(isBinaryBytes(Buffer.from([0x68, 0x00, 0x69]))).toBe(true);
    });
    it('reads bytes that are not valid UTF-8 as binary, even past 8000 bytes', () => {
      expect(isBinaryBytes(Buffer.concat([Buffer.alloc(9000, 0x61), Buffer.from([0xff, 0xfe])]))).toBe(true);
    });
    it('reads a PNG as binary', () => {
      expect(isBinaryBytes(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'))).toBe(true);
    });
  });

  describe('isBinaryText', () => {
    it('spots NULs and replacement characters a lenient decoder left', () => {
      expect(isBinaryText('plain text\n')).toBe(false);
      expect(isBinaryText('a\u0000b')).toBe(true);
      expect(isBinaryText(Buffer.from([0x61, 0xff, 0x62]).toString('utf8'))).toBe(true);
    });
  });

  describe('guessContentType', () => {
    it('uses magic bytes first, then the extension, then octet-stream', () => {
      expect(guessContentType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d]), 'x.bin')).toBe('image/png');
      expect(guessContentType(Buffer.from([0x25, 0x50, 0x44, 0x46]))).toBe('application/pdf');
      expect(guessContentType(Buffer.from([0x01, 0x02]), 'fonts/a.woff2')).toBe('font/woff2');
      expect(guessContentType(Buffer.from([0x01, 0x02]), 'data.unknown')).toBe('application/octet-stream');
    });
  });

  describe('decodeContent', () => {
    it('decodes base64 and passes text through', () => {
      expect(decodeContent(Buffer.from('hi\n').toString('base64'), 'base64').toString()).toBe('hi\n');
      expect(decodeContent('plain', 'text').toString()).toBe('plain');
      expect(decodeContent(undefined, 'base64')).toHaveLength(0);
    });
  });

  describe('countLines', () => {
    it('counts a last line without newline, and not an empty one after it', () => {
      expect(countLines('')).toBe(0);
      expect(countLines('a')).toBe(1);
      expect(countLines('a\nb')).toBe(2);
      expect(countLines('a\nb\n')).toBe(2);
    });
  });

  describe('boundText', () => {
    it('leaves text within the bound alone', () => {
      expect(boundText('a\nb\n', 10)).toEqual({ text: 'a\nb\n', truncated: false, totalLines: 2, shownLines: 2, totalChars: 4 });
    });
    it('cuts at the last line break that fits and reports the lines kept', () => {
      const r = boundText('line1\nline2\nline3\n', 14);
      expect(r).toEqual({ text: 'line1\nline2\n', truncated: true, totalLines: 3, shownLines: 2, totalChars: 18 });
    });
    it('cuts a single over-long line inside it, never between surrogate halves', () => {
      const r = boundText(`ab${'🚀'.repeat(5)}`, 5);
      expect(r.truncated).toBe(true);
      expect(r.shownLines).toBe(0);
      expect(r.text).toBe('ab🚀');
      expect(() => encodeURIComponent(r.text)).not.toThrow();
    });
    it('defaults to MAX_CONTENT_CHARS (100 KiB)', () => {
      expect(MAX_CONTENT_CHARS).toBe(102400);
      const big = `${'x'.repeat(99)}\n`.repeat(2000);
      const r = boundText(big);
      expect(r.truncated).toBe(true);
      expect(r.text.length).toBeLessThanOrEqual(MAX_CONTENT_CHARS);
      expect(r.shownLines).toBe(1024);
      expect(r.totalLines).toBe(2000);
    });
  });

  describe('sliceLines', () => {
    const text = 'l1\nl2\nl3\nl4\n';
    it('returns the whole text from line 1 without an end', () => expect(sliceLines(text, 1)).toBe(text));
    it('returns an inclusive window of lines', () => expect(sliceLines(text, 2, 3)).toBe('l2\nl3\n'));
    it('stops at the last line and keeps a missing final newline missing', () => {
      expect(sliceLines(text, 3, 99)).toBe('l3\nl4\n');
      expect(sliceLines('a\nb', 2)).toBe('b');
    });
    it('is empty past the end', () => expect(sliceLines(text, 9)).toBe(''));
  });
});
