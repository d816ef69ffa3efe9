import { dispositionFileName, inspectDownload, withoutPartialCharacter } from './download';

describe('downloads (job artifacts, project exports, uploads and avatars)', () => {
  describe('dispositionFileName', () => {
    it('reads quoted, bare and RFC 5987 file names, the UTF-8 form first', () => {
      expect(dispositionFileName('attachment; filename="artifacts.zip"')).toBe('artifacts.zip');
      expect(dispositionFileName('attachment; filename="2025-01-31_acme_backend_export.tar.gz"')).toBe('2025-01-31_acme_backend_export.tar.gz');
      expect(dispositionFileName('attachment; filename=report.txt')).toBe('report.txt');
      expect(dispositionFileName("attachment; filename=\"x\"; filename*=UTF-8''r%C3%A9sum%C3%A9.txt")).toBe('résumé.txt');
      expect(dispositionFileName("attachment; filename=\"a.png\"; filename*=UTF-8''logo%20%C3%A9.png")).toBe('logo é.png');
    });

    it('keeps an undecodable UTF-8 form as it is', () => {
      expect(dispositionFileName("attachment; filename*=UTF-8''%E0%A4%A")).toBe('%E0%A4%A');
    });

    it('has no name without a filename parameter, or with an empty one', () => {
      expect(dispositionFileName(undefined)).toBeUndefined();
      expect(dispositionFileName('')).toBeUndefined();
      expect(dispositionFileName('inline')).toBeUndefined();
      expect(dispositionFileName('attachment; filename=""')).toBeUndefined();
    });
  });

  describe('withoutPartialCharacter', () => {
    it('drops an incomplete UTF-8 sequence at the end only', () => {
      const euro = Buffer.from('a€', 'utf8'); // 61 e2 82 ac
      expect(Buffer.from(withoutPartialCharacter(euro.subarray(0, 3))).toString()).toBe('a');
      expect(Buffer.from(withoutPartialCharacter(euro.subarray(0, 2))).toString()).toBe('a');
      expect(Buffer.from(withoutPartialCharacter(euro)).toString()).toBe('a€');
      expect(Buffer.from(withoutPartialCharacter(Buffer.from('abc'))).toString()).toBe('abc');
      expect(withoutPartialCharacter(new Uint8Array(0)).length).toBe(0);
    });

    it('keeps a complete four-byte character and cuts an incomplete one', () => {
      const emoji = Buffer.from('x😀', 'utf8'); // 78 f0 9f 98 80
      expect(Buffer.from(withoutPartialCharacter(emoji)).toString()).toBe('x😀');
      expect(Buffer.from(withoutPartialCharacter(emoji.subarray(0, 4))).toString()).toBe('x');
    });
  });

  describe('inspectDownload', () => {
    it('reads name, declared type (parameters dropped, lower-cased) and Content-Length', () => {
      const facts = inspectDownload(Buffer.from('hello'), { 'content-disposition': 'attachment; filename="a.txt"', 'content-type': 'Text/Plain; charset=utf-8', 'content-length': '5' }, false);
      expect(facts).toEqual({ fileName: 'a.txt', declaredType: 'text/plain', size: 5, bytes: Buffer.from('hello'), binary: false });
    });

    it('octet-stream declares nothing; without Content-Length a whole read has its own size, a cut one none', () => {
      const bytes = Buffer.from('abc');
      expect(inspectDownload(bytes, { 'content-type': 'application/octet-stream' }, false)).toEqual({ size: 3, bytes, binary: false });
      expect(inspectDownload(bytes, {}, true)).toEqual({ bytes, binary: false });
      expect(inspectDownload(bytes, { 'content-length': 'many' }, true).size).toBeUndefined();
      expect(inspectDownload(bytes, { 'content-length': '123456' }, true).size).toBe(123456);
    });

    it('a read cut inside a UTF-8 character is still text; the same bytes read whole are not', () => {
      const cut = Buffer.from('ab€', 'utf8').subarray(0, 4);
      const facts = inspectDownload(cut, {}, true);
      expect(facts.binary).toBe(false);
      expect(Buffer.from(facts.bytes).toString('utf8')).toBe('ab');
      expect(inspectDownload(cut, {}, false).binary).toBe(true);
    });

    it('a NUL byte makes content binary', () => {
      expect(inspectDownload(new Uint8Array([0x61, 0x00, 0x62]), {}, false).binary).toBe(true);
    });
  });
});
