import { parseGitmodules, projectPathOfUrl } from './gitmodules';

describe('.gitmodules', () => {
  it('reads each [submodule] section with its path and url', () => {
    const text = [
      '[submodule "libs/shared"]',
      '\tpath = libs/shared',
      '\turl = git@gitlab.example.com:acme/shared.git',
      '[submodule "vendor"]',
      '  path = vendor/lib',
      '  url = https://gitlab.example.com/acme/tools/lib.git',
      '  branch = main',
    ].join('\n');
    expect(parseGitmodules(text)).toEqual([
      { name: 'libs/shared', path: 'libs/shared', url: 'git@gitlab.example.com:acme/shared.git', resolved_project: 'acme/shared' },
      { name: 'vendor', path: 'vendor/lib', url: 'https://gitlab.example.com/acme/tools/lib.git', resolved_project: 'acme/tools/lib' },
    ]);
  });

  it('ignores lines outside a section and an empty file', () => {
    expect(parseGitmodules('path = x\n')).toEqual([]);
    expect(parseGitmodules('')).toEqual([]);
  });

  it('resolves project paths of scp-like, https and ssh URLs; relative URLs resolve to nothing', () => {
    expect(projectPathOfUrl('git@gitlab.com:group/sub/project.git')).toBe('group/sub/project');
    expect(projectPathOfUrl('https://gitlab.com/group/project')).toBe('group/project');
    expect(projectPathOfUrl('ssh://git@gitlab.com:2222/group/project.git')).toBe('group/project');
    expect(projectPathOfUrl('../sibling.git')).toBeUndefined();
  });
});
