import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

// The bundle's class-validator builds a class's validation metadata when the class is first read
// (scripts/lazy-class-validator.cjs, applied by scripts/build.mjs). Here the same patches are
// applied to a copy of the installed class-validator, and the copy is compared with the package
// as installed: a class nothing reads costs no metadata, and what is read is the same.

interface Patches {
  patchMetadataStorage(text: string): string | undefined;
  patchRegisterDecorator(text: string): string | undefined;
  patchDirectDecorator(text: string): string | undefined;
}
type ClassValidator = typeof import('class-validator');
interface Meta {
  readonly target: unknown;
  readonly propertyName: string;
  readonly type: string;
  readonly name?: string;
}
interface Storage {
  readonly ownValidationMetadatas?: Map<unknown, Meta[]>;
  readonly validationMetadatas: Map<unknown, Meta[]>;
  readonly constraintMetadatas: Map<unknown, unknown[]>;
}

const ROOT = join(__dirname, '..', '..');
const patches = require(join(ROOT, 'scripts/lazy-class-validator.cjs')) as Patches;
const DIRECT = ['IsOptional', 'Allow', 'ValidateNested', 'ValidateIf', 'ValidatePromise', 'Validate'];
const GLOBAL = globalThis as { classValidatorMetadataStorage?: Storage };

/** A copy of the installed class-validator with the bundle's patches, in its own node_modules. */
function patchedCopy(dir: string): string {
  const installed = dirname(require.resolve('class-validator/package.json'));
  const copy = join(dir, 'node_modules', 'class-validator');
  mkdirSync(copy, { recursive: true });
  cpSync(join(installed, 'package.json'), join(copy, 'package.json'));
  cpSync(join(installed, 'cjs'), join(copy, 'cjs'), { recursive: true });
  for (const dep of readdirSync(join(ROOT, 'node_modules'))) {
    if (dep === 'validator' || dep === 'libphonenumber-js') symlinkSync(join(ROOT, 'node_modules', dep), join(dir, 'node_modules', dep), 'dir');
  }
  const apply = (rel: string, patch: (t: string) => string | undefined): void => {
    const file = join(copy, 'cjs', rel);
    const patched = patch(readFileSync(file, 'utf8'));
    if (patched === undefined) throw new Error(`scripts/lazy-class-validator.cjs no longer fits the installed class-validator (${rel})`);
    writeFileSync(file, patched);
  };
  apply('metadata/MetadataStorage.js', patches.patchMetadataStorage);
  apply('register-decorator.js', patches.patchRegisterDecorator);
  for (const d of DIRECT) apply(`decorator/common/${d}.js`, patches.patchDirectDecorator);
  return copy;
}

/** The same DTOs, decorated by one copy of class-validator. */
function defineDtos(cv: ClassValidator) {
  class AddressDto {
    @cv.IsString() @cv.MaxLength(3) city!: string;
  }
  class BaseDto {
    @cv.IsString() project_id!: string;
    @cv.IsOptional() @cv.IsIn(['a', 'b']) mode?: string;
  }
  class ChildDto extends BaseDto {
    @cv.IsInt() @cv.Min(1) id!: number;
    @cv.IsOptional() @cv.IsArray() @cv.IsString({ each: true }) labels?: string[];
    @cv.ValidateNested() address!: AddressDto;
    @cv.IsIn(['x', 'y']) override mode?: string = undefined;
  }
  class NeverReadDto {
    @cv.IsString() @cv.MinLength(2) name!: string;
    @cv.IsOptional() @cv.IsBoolean() flag?: boolean;
  }
  const child = (): ChildDto => Object.assign(new ChildDto(), { project_id: 7, id: 0, labels: ['ok', 3], address: Object.assign(new AddressDto(), { city: 'Lisbon' }), mode: 'a' });
  return { AddressDto, BaseDto, ChildDto, NeverReadDto, child };
}

/** Runs `fn` with `storage` as the process-wide class-validator storage (undefined: a new one). */
function withStorage<T>(storage: Storage | undefined, fn: () => T): { result: T; storage: Storage } {
  const saved = GLOBAL.classValidatorMetadataStorage;
  if (storage) GLOBAL.classValidatorMetadataStorage = storage;
  else delete GLOBAL.classValidatorMetadataStorage;
  try {
    const result = fn();
    return { result, storage: GLOBAL.classValidatorMetadataStorage! };
  } finally {
    GLOBAL.classValidatorMetadataStorage = saved;
  }
}

/** validation-metadata.ts loaded afresh: its memo and class index belong to one storage. */
function lookup(): (target: Function) => readonly Meta[] {
  let fn: ((target: Function) => readonly Meta[]) | undefined;
  jest.isolateModules(() => {
    fn = (require('./validation-metadata.js') as { targetValidationMetadatas: (target: Function) => readonly Meta[] }).targetValidationMetadatas;
  });
  return fn!;
}

const shape = (m: readonly Meta[]) => m.map((x) => `${(x.target as Function).name}.${x.propertyName}:${x.type}:${x.name ?? ''}`);
const errorsOf = (errors: readonly import('class-validator').ValidationError[]): unknown =>
  errors.map((e) => ({ property: e.property, constraints: e.constraints, children: errorsOf(e.children ?? []) }));

describe('lazy class-validator metadata (the bundle)', () => {
  let dir: string;
  let lazy: ClassValidator;
  let plain: ClassValidator;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'gms-lazy-cv-'));
    const copy = patchedCopy(dir);
    plain = require('class-validator') as ClassValidator;
    lazy = withStorage(undefined, () => require(copy) as ClassValidator).result;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function both() {
    const eager = withStorage(undefined, () => defineDtos(plain));
    const deferred = withStorage(undefined, () => defineDtos(lazy));
    return { eager, deferred };
  }

  it('builds no validator and no metadata for a class nothing has read', () => {
    const { eager, deferred } = both();
    const own = deferred.storage.ownValidationMetadatas!;
    expect(deferred.storage.constraintMetadatas.size).toBe(0);
    for (const cls of [deferred.result.BaseDto, deferred.result.ChildDto, deferred.result.NeverReadDto]) expect(own.get(cls)).toEqual([]);
    // The classes hold their places in the map, in the order they registered, as without the patch.
    expect([...own.keys()].map((c) => (c as Function).name)).toEqual([...eager.storage.validationMetadatas.keys()].map((c) => (c as Function).name));
    expect(eager.storage.constraintMetadatas.size).toBeGreaterThan(0);
  });

  it('validates as class-validator does, building only the classes validated', async () => {
    const { eager, deferred } = both();
    const expected = await withStorage(eager.storage, () => plain.validate(eager.result.child())).result;
    const got = await withStorage(deferred.storage, () => lazy.validate(deferred.result.child())).result;
    expect(errorsOf(got)).toEqual(errorsOf(expected));
    expect(errorsOf(got)).not.toEqual([]);
    const own = deferred.storage.ownValidationMetadatas!;
    expect(shape(own.get(deferred.result.ChildDto)!)).toEqual(shape(eager.storage.validationMetadatas.get(eager.result.ChildDto)!));
    expect(shape(own.get(deferred.result.AddressDto)!)).toEqual(shape(eager.storage.validationMetadatas.get(eager.result.AddressDto)!));
    expect(own.get(deferred.result.NeverReadDto)).toEqual([]);
  });

  it("answers the catalog's prototype-chain lookup and the library's lookup as before", () => {
    const { eager, deferred } = both();
    const want = withStorage(eager.storage, () => shape(lookup()(eager.result.ChildDto))).result;
    expect(withStorage(deferred.storage, () => shape(lookup()(deferred.result.ChildDto))).result).toEqual(want);
    const library = (s: Storage, cls: Function) => shape((s as unknown as { getTargetValidationMetadatas(t: Function, n: string, a: boolean, g: boolean): Meta[] }).getTargetValidationMetadatas(cls, '', true, false));
    expect(library(deferred.storage, deferred.result.ChildDto)).toEqual(library(eager.storage, eager.result.ChildDto));
    expect(deferred.storage.ownValidationMetadatas!.get(deferred.result.NeverReadDto)).toEqual([]);
  });

  it('builds everything when the whole map is read', () => {
    const { eager, deferred } = both();
    const all = (s: Storage) => [...s.validationMetadatas.values()].flatMap(shape);
    expect(withStorage(deferred.storage, () => all(deferred.storage)).result).toEqual(all(eager.storage));
    expect(deferred.storage.constraintMetadatas.size).toBe(eager.storage.constraintMetadatas.size);
  });
});
