import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The role list of the README's "File roles in `src/domains`" section: every backticked suffix of its first column. */
function listedRoles(readme: string): Set<string> {
  const section = /<!-- file-roles:start -->([\s\S]*?)<!-- file-roles:end -->/.exec(readme)?.[1] ?? '';
  const firstCells = section.split('\n').filter((l) => l.startsWith('| `')).map((l) => l.split('|')[1]);
  return new Set(firstCells.flatMap((cell) => [...cell.matchAll(/`(\.[a-z-]*\.?ts)`/g)].map((m) => m[1])));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
}

const KEBAB = '[a-z0-9]+(?:-[a-z0-9]+)*';
const NAME = new RegExp(`^${KEBAB}(\\.[a-z]+(?:-[a-z]+)*)?(?:\\.spec)?\\.ts$`);

/** Why `path` (relative to src/domains, `/`-separated) breaks the file roles, or undefined. */
function misfit(path: string, roles: ReadonlySet<string>): string | undefined {
  const parts = path.split('/');
  const name = parts[parts.length - 1];
  const match = NAME.exec(name);
  if (!match) return 'is not <kebab-name>[.<role>][.spec].ts';
  const role = match[1] === undefined ? '.ts' : `${match[1]}.ts`;
  if (!roles.has(role)) return `has the unlisted role ${role}`;
  const folders = parts.slice(0, -1);
  if (folders.length === 0) return name === 'domains.module.ts' || name === 'file-roles.spec.ts' ? undefined : 'lies outside a domain folder';
  if (folders.length > 2 || (folders.length === 2 && folders[1] !== 'dto')) return 'lies in a subfolder other than dto/';
  const inDto = folders[1] === 'dto' || folders[0] === 'shared';
  if (role === '.dto.ts' && !inDto) return 'is a DTO outside dto/ and src/domains/shared/';
  if (folders[1] === 'dto' && role !== '.dto.ts') return 'is not a DTO but lies in dto/';
  return undefined;
}

describe('file roles in src/domains (README "File roles")', () => {
  const roles = listedRoles(readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8'));

  it('the README lists the roles', () => {
    expect([...roles]).toEqual(expect.arrayContaining(['.module.ts', '.actions.ts', '.dto.ts', '.format.ts', '.spec.ts', '.ts']));
  });

  it('every file under src/domains has a listed role and its place', () => {
    const misfits = filesUnder(__dirname)
      .map((f) => relative(__dirname, f).split(sep).join('/'))
      .map((p) => [p, misfit(p, roles)])
      .filter(([, why]) => why !== undefined)
      .map(([p, why]) => `${p} ${why}`);
    expect(misfits).toEqual([]);
  });

  it('a stray name, role or place is reported', () => {
    expect(misfit('branch/branch.helpers.ts', roles)).toBe('has the unlisted role .helpers.ts');
    expect(misfit('branch/BranchActions.ts', roles)).toBe('is not <kebab-name>[.<role>][.spec].ts');
    expect(misfit('branch/branch-params.dto.ts', roles)).toBe('is a DTO outside dto/ and src/domains/shared/');
    expect(misfit('branch/dto/branch.format.ts', roles)).toBe('is not a DTO but lies in dto/');
    expect(misfit('branch/lib/branch.rest.ts', roles)).toBe('lies in a subfolder other than dto/');
    expect(misfit('branch/dto/branch.dto.spec.ts', roles)).toBeUndefined();
  });
});

/** Classes of `text` that extend `Error` or another error class, with the name of what they extend. */
function errorClasses(text: string): { name: string; base: string }[] {
  return [...text.matchAll(/\bclass ([A-Za-z0-9_]+) extends ([A-Za-z0-9_.]+)/g)].map((m) => ({ name: m[1], base: m[2] })).filter((c) => /Error$/.test(c.base));
}

describe('habit: one error-class suffix', () => {
  it('every error class in src/ and libs/ ends in Error', () => {
    const root = join(__dirname, '..', '..');
    const files = ['src', 'libs'].flatMap((d) => filesUnder(join(root, d))).filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'));
    const strays = files.flatMap((f) => errorClasses(readFileSync(f, 'utf8')).filter((c) => !c.name.endsWith('Error')).map((c) => `${relative(root, f)}: ${c.name}`));
    expect(strays).toEqual([]);
  });

  it('a class extending an error class without the suffix is reported', () => {
    expect(errorClasses('export class ActionRefusal extends Error {}\nclass Fine extends Base {}\nclass AError extends ActionRefusal {}')).toEqual([{ name: 'ActionRefusal', base: 'Error' }]);
  });
});
