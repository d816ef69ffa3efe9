import { UriTemplate } from './uri-template';

describe('UriTemplate', () => {
  it('matches one segment per {name} and decodes it', () => {
    const t = new UriTemplate('gitlab://project/{project_id}/branch/{branch}');
    expect(t.match('gitlab://project/acme%2Fbackend/branch/feature%2Flogin')).toEqual({ project_id: 'acme/backend', branch: 'feature/login' });
    expect(t.match('gitlab://project/42/branch/a/b')).toBeUndefined();
    expect(t.match('gitlab://project/42/branches')).toBeUndefined();
  });

  it('{+path} takes the rest of the URI with its slashes', () => {
    const t = new UriTemplate('gitlab://project/{project_id}/file/{ref}/{+path}');
    expect(t.match('gitlab://project/42/file/main/src/app%20x.ts')).toEqual({ project_id: '42', ref: 'main', path: 'src/app x.ts' });
    expect(t.expand({ project_id: 'acme/backend', ref: 'main', path: 'src/a b.ts' })).toBe('gitlab://project/acme%2Fbackend/file/main/src/a%20b.ts');
  });

  it('refuses malformed percent-encoding instead of throwing', () => {
    expect(new UriTemplate('gitlab://tools/{id}').match('gitlab://tools/%E0%A4%A')).toBeUndefined();
  });
});
