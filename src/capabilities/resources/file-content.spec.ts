import { fileResourceBody, MAX_FILE_RESOURCE_BYTES } from './file-content';

describe('A-60 repository files as resources', () => {
  const b64 = (b: Buffer | string): string => Buffer.from(b).toString('base64');

  it('decodes a small text file', () => {
    expect(fileResourceBody({ file_path: 'README.md', size: 6, encoding: 'base64', content: b64('# Hi\n') })).toEqual({ file_path: 'README.md', size: 6, encoding: 'text', content: '# Hi\n' });
  });

  it('answers metadata only for a binary file', () => {
    expect(fileResourceBody({ file_path: 'logo.png', size: 4, encoding: 'base64', content: b64(Buffer.from([0x89, 0x50, 0x00, 0x47])) })).toEqual({
      file_path: 'logo.png',
      size: 4,
      encoding: 'base64',
      content_omitted: 'binary',
    });
  });

  it('answers metadata only above 1 MiB', () => {
    expect(fileResourceBody({ file_path: 'big.sql', size: MAX_FILE_RESOURCE_BYTES + 1, encoding: 'base64', content: 'AAAA' })).toEqual({
      file_path: 'big.sql',
      size: MAX_FILE_RESOURCE_BYTES + 1,
      encoding: 'base64',
      content_omitted: 'larger than 1 MiB',
    });
  });
});
