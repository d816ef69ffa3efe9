import type { JsonSchema } from '../catalog/index.js';
import { MASKED_VALUE, maskWriteOnly } from './write-only.mask.js';

const schema: JsonSchema = {
  type: 'object',
  properties: {
    url: { type: 'string' },
    token: { type: 'string', writeOnly: true },
    headers: { type: 'array', items: { type: 'object', properties: { key: { type: 'string' }, value: { type: 'string', writeOnly: true } } } },
    nested: { type: 'object', properties: { password: { type: 'string', writeOnly: true } } },
  },
};

describe('maskWriteOnly', () => {
  it('masks write-only fields at any depth and keeps everything else', () => {
    const params = { url: 'https://hooks.example.com', token: 'glpat-secret', headers: [{ key: 'X-Team', value: 'team-secret' }], nested: { password: 'hunter2' }, extra: 1 };
    const masked = maskWriteOnly(params, schema);
    expect(masked).toEqual({ url: 'https://hooks.example.com', token: MASKED_VALUE, headers: [{ key: 'X-Team', value: MASKED_VALUE }], nested: { password: MASKED_VALUE }, extra: 1 });
    expect(JSON.stringify(masked)).not.toMatch(/glpat-secret|team-secret|hunter2/);
    expect(params.token).toBe('glpat-secret');
  });

  it('passes values through when there is no schema for them', () => {
    expect(maskWriteOnly({ a: [1, { b: 2 }] }, undefined)).toEqual({ a: [1, { b: 2 }] });
    expect(maskWriteOnly('text', schema)).toBe('text');
  });
});
