import { limitViolation, withGitlabLimits } from './gitlab-limits';
import type { JsonSchema } from './json-schema.interface';

describe('GitLab limits in input schemas (issue 20)', () => {
  const shared: JsonSchema = { type: 'object', properties: { title: { type: 'string' } } };
  const schema: JsonSchema = {
    type: 'object',
    properties: {
      project_id: { type: 'string' },
      title: { type: 'string' },
      description: { type: 'string', maxLength: 100 },
      iids: { type: 'array', items: { type: 'integer' } },
      nested: shared,
    },
  };

  it('writes maxLength on titles and descriptions and maxItems on arrays, keeping tighter limits', () => {
    const out = withGitlabLimits(schema);
    expect(out.properties?.title).toEqual({ type: 'string', maxLength: 255 });
    expect(out.properties?.description).toEqual({ type: 'string', maxLength: 100 });
    expect(out.properties?.iids).toEqual({ type: 'array', items: { type: 'integer' }, maxItems: 1000 });
    expect(out.properties?.nested?.properties?.title?.maxLength).toBe(255);
    expect(out.properties?.project_id).toBe(schema.properties?.project_id);
  });

  it('copies what it changes and never mutates a shared schema', () => {
    withGitlabLimits(schema);
    expect(shared.properties?.title).toEqual({ type: 'string' });
    const unchanged: JsonSchema = { type: 'object', properties: { id: { type: 'integer' } } };
    expect(withGitlabLimits(unchanged)).toBe(unchanged);
  });

  it('names the first parameter over its limit', () => {
    const out = withGitlabLimits(schema);
    expect(limitViolation({ title: 'x'.repeat(256) }, out)).toBe('title is 256 characters long; GitLab accepts at most 255');
    expect(limitViolation({ iids: new Array(1001).fill(1) }, out)).toBe('iids has 1001 elements; at most 1000 are accepted');
    expect(limitViolation({ title: 'ok', iids: [1] }, out)).toBeUndefined();
  });
});
