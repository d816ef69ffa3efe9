import 'reflect-metadata';
import { ActionRefusal } from '@gitlab-mcp/errors';
import { IsIn, IsObject, IsOptional, IsString, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import type { CatalogEntry } from '../catalog/index';
import { coerceValues, decodeParams } from './argument.decoder';

class NotDto {
  @IsOptional() @IsString() labels?: string;
}
class RefDto {
  @IsString() project_id: string;
  @IsString() branch: string;
  @IsOptional() @IsIn(['asc', 'desc']) sort?: string;
  @IsOptional() @ValidateNested() @Type(() => NotDto) not?: NotDto;
  @IsOptional() @IsObject() inputs?: Record<string, unknown>;
}

const entry = {
  id: 'branch.get',
  params: ['project_id', 'branch', 'sort', 'not', 'inputs'],
  required: ['project_id', 'branch'],
  inputSchema: {
    type: 'object',
    properties: {
      project_id: { type: 'string' },
      branch: { type: 'string' },
      sort: { type: 'string', enum: ['asc', 'desc'] },
      not: { type: 'object', properties: { labels: { type: 'string' } }, additionalProperties: false },
      inputs: { type: 'object' },
    },
    additionalProperties: false,
  },
  options: { operation: 'protectedBranchGet', route: 'GET /projects/:id/protected_branches/:name', input: RefDto },
} as unknown as CatalogEntry;

const refusal = async (params: Record<string, unknown>): Promise<string> => {
  try {
    await decodeParams(params, entry);
  } catch (e) {
    if (e instanceof ActionRefusal) return e.message;
    throw e;
  }
  return 'accepted';
};

describe('decodeParams hardening', () => {
  it.each(['.', '..', '%2e%2e', '.%2E', '%2e'])('refuses the path parameter %j, which a URL parser would collapse', async (value) => {
    expect(await refusal({ project_id: '42', branch: value })).toMatch(/^protectedBranchGet: branch must not be "\." or "\.\."/);
    expect(await refusal({ project_id: value, branch: 'main' })).toMatch(/project_id must not be/);
  });

  it('keeps dots that are part of a name', async () => {
    expect(await refusal({ project_id: 'acme/web.site', branch: 'release/1.2..x' })).toBe('accepted');
  });

  it('refuses a lone UTF-16 surrogate, at any depth, and accepts emoji', async () => {
    expect(await refusal({ project_id: '42', branch: 'a\ud800' })).toMatch(/branch contains a lone UTF-16 surrogate/);
    expect(await refusal({ project_id: '42', branch: 'x', not: { labels: '\udc00' } })).toMatch(/not\.labels contains a lone/);
    expect(await refusal({ project_id: '42', branch: '😀' })).toBe('accepted');
  });

  it('refuses reserved key names inside a free-form object instead of crashing on them (fuzz #171)', async () => {
    expect(await refusal({ project_id: '42', branch: 'x', inputs: { constructor: { prototype: { polluted: 'yes' } } } })).toBe(
      'protectedBranchGet: inputs.constructor is not accepted as a key ("__proto__", "constructor" and "prototype" are reserved names)',
    );
    expect(await refusal({ project_id: '42', branch: 'x', inputs: JSON.parse('{"a":{"__proto__":{"x":1}}}') as object })).toMatch(/inputs\.a\.__proto__ is not accepted/);
    expect(await refusal({ project_id: '42', branch: 'x', inputs: { environment: 'staging' } })).toBe('accepted');
  });

  it('E-53 refuses an unknown key inside a closed nested object', async () => {
    expect(await refusal({ project_id: '42', branch: 'x', not: { labels: 'a', foo: 1 } })).toBe('invalid params for this action: json: unknown field "not.foo"');
  });

  it('E-56 quotes a refused non-string enum value as JSON, never [object Object]', async () => {
    const text = await refusal({ project_id: '42', branch: 'x', sort: { a: 1 } });
    expect(text).toMatch(/^invalid sort ".*a.*1.*", must be one of: asc, desc$/);
    expect(text).not.toContain('[object Object]');
  });
});

describe('coerceValues: comma-list parameters', () => {
  const listEntry = {
    commaLists: ['labels', 'user_id', 'not.labels'],
    inputSchema: {
      type: 'object',
      properties: {
        labels: { type: 'string' },
        user_id: { type: 'string' },
        title: { type: 'string' },
        not: { type: 'object', properties: { labels: { type: 'string' } } },
      },
    },
  } as unknown as CatalogEntry;

  it('A-10 joins an array given for a @CommaList parameter into comma-separated text, also nested', () => {
    expect(coerceValues({ labels: ['bug', 'ui'], user_id: [3, 4], not: { labels: ['wontfix'] } }, listEntry, false)).toEqual({ labels: 'bug,ui', user_id: '3,4', not: { labels: 'wontfix' } });
    expect(coerceValues({ labels: [] }, listEntry, false)).toEqual({ labels: '' });
    expect(coerceValues({ user_id: 3 }, listEntry, false)).toEqual({ user_id: '3' });
  });

  it('A-10 leaves text, other parameters and arrays of objects as they are', () => {
    expect(coerceValues({ labels: 'bug,ui', title: 'x' }, listEntry, false)).toEqual({ labels: 'bug,ui', title: 'x' });
    expect(coerceValues({ title: ['a'] }, listEntry, false)).toEqual({ title: ['a'] });
    expect(coerceValues({ labels: [{ name: 'bug' }] }, listEntry, false)).toEqual({ labels: [{ name: 'bug' }] });
  });
});
