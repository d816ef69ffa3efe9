import { parseRemoteUrl } from './remote-url.parser';

describe('parseRemoteUrl', () => {
  it.each([
    ['https://gitlab.example.com/acme/backend.git', { host: 'gitlab.example.com', path: 'acme/backend' }],
    ['https://gitlab.example.com/acme/sub/backend', { host: 'gitlab.example.com', path: 'acme/sub/backend' }],
    ['git@gitlab.example.com:acme/backend.git', { host: 'gitlab.example.com', path: 'acme/backend' }],
    ['ssh://git@gitlab.example.com:2222/acme/backend.git', { host: 'gitlab.example.com', path: 'acme/backend' }],
    ['http://127.0.0.1:8929/demo/sandbox.git/', { host: '127.0.0.1', path: 'demo/sandbox' }],
  ])('A-14 resolves %s', (remote, expected) => {
    expect(parseRemoteUrl(remote)).toEqual(expected);
  });

  it.each(['not a url', 'https://gitlab.example.com/', 'https://gitlab.example.com/onlyone.git', 'ftp://h/a/b', 'https://h/a/../b'])(
    'A-14 refuses %s',
    (remote) => {
      expect(parseRemoteUrl(remote)).toBeUndefined();
    },
  );
});
