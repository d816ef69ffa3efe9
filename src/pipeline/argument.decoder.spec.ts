import 'reflect-metadata';
import { ActionRefusalError } from '@gitlab-mcp/errors';
import { IsIn, IsObject, IsOptional, IsString, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import type { CatalogEntry } from '../catalog/index';
import type { CallSource } from './call-context.interface';
import { ArgumentDecoder, coerceValues } from './argument.decoder';

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
  domain: 'branch',
  action: 'get',
  commaLists: [],
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

const decoder = new ArgumentDecoder('opaque');

const refusal = async (params: Record<string, unknown>, source: CallSource = 'action_runner', on: CatalogEntry = entry): Promise<string> => {
  try {
    await decoder.decode({ entry: on, params, confirmed: false }, source);
  } catch (e) {
    if (e instanceof ActionRefusalError) return e.message;
    throw e;
  }
  return 'accepted';
};

describe('ArgumentDecoder hardening', () => {
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

describe('ArgumentDecoder: one reading per source, one unknown-key check each', () => {
  const withMr = {
    ...entry,
    id: 'merge_request.get',
    domain: 'merge_request',
    action: 'get',
    params: ['project_id', 'merge_request_iid'],
    required: ['project_id', 'merge_request_iid'],
    inputSchema: { type: 'object', properties: { project_id: { type: 'string' }, merge_request_iid: { type: 'integer' } }, additionalProperties: false },
    options: { operation: 'mergeRequestGet', route: 'GET /projects/:id/merge_requests/:merge_request_iid', input: class {}, destructive: false },
  } as unknown as CatalogEntry;

  it('E-51 execute_action: unknown and missing params in one surface check, after aliases', async () => {
    expect(await refusal({ project_id: '42', brnch: 'x' }, 'execute_action')).toBe(
      'gitlab_execute_action/branch.get: invalid params.\nUnknown params: brnch\nDid you mean branch?\nMissing required params: branch\nValid params: project_id, branch, sort, not, inputs',
    );
    expect(await refusal({ project_id: 42, mr_iid: '7' }, 'execute_action', withMr)).toBe('accepted');
  });

  it('E-52 E-53 meta_tool: missing params first, then unknown keys worded for <tool>/<action>; confirm is reserved', async () => {
    expect(await refusal({ project_id: '42' }, 'meta_tool')).toBe('gitlab_branch/get: missing required params: branch. Put action-specific fields under params.');
    expect(await refusal({ project_id: '42', branch: 'x', foo: 1, confirm: true }, 'meta_tool', withMr)).toBe(
      'gitlab_merge_request/get: missing required params: merge_request_iid. Put action-specific fields under params.',
    );
    expect(await refusal({ project_id: '42', merge_request_iid: 1, foo: 1, confirm: true }, 'meta_tool', withMr)).toBe(
      'gitlab_merge_request/get: invalid params for this action: json: unknown field "foo"',
    );
    expect(await refusal({ project_id: '42', merge_request_iid: 1, confirm: true }, 'meta_tool', withMr)).toBe('accepted');
  });

  it('E-50 E-54 an action tool: the closed schema refuses an unknown key and an alias; confirm passes only where it is declared', async () => {
    expect(await refusal({ project_id: '42', mr_iid: 1 }, 'individual_tool', withMr)).toBe('validating "arguments": root: unexpected additional property "mr_iid"');
    expect(await refusal({ project_id: '42', merge_request_iid: 1, confirm: true }, 'meta_action_tool', withMr)).toBe('validating "arguments": root: unexpected additional property "confirm"');
    expect(await refusal({ project_id: 42, merge_request_iid: 1 }, 'individual_tool', withMr)).toBe('accepted');
  });

  it('E-53 action_runner: the action\'s own names, unknown keys refused without a prefix', async () => {
    expect(await refusal({ project_id: '42', merge_request_iid: 1, confirm: true }, 'action_runner', withMr)).toBe('invalid params for this action: json: unknown field "confirm"');
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
