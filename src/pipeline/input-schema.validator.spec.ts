import { InputSchemaValidator } from './input-schema.validator';

describe('InputSchemaValidator', () => {
  const schema = { type: 'object' as const, properties: { email: { type: 'string' as const, format: 'email' } }, additionalProperties: false };

  it('E-50 refuses what the schema refuses with the "validating \\"arguments\\":" prefix, formats included', () => {
    const v = new InputSchemaValidator();
    expect(() => v.check(schema, { email: 'not-an-address' })).toThrow(/^validating "arguments": email: must match format "email"$/);
    expect(() => v.check(schema, { email: 'dev@example.com' })).not.toThrow();
    expect(() => v.check(schema, { other: 1 })).toThrow('validating "arguments": root: unexpected additional property "other"');
  });

  it('A-70 compiles schemas with formats without writing to the console', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    new InputSchemaValidator().check({ type: 'object', properties: { d: { type: 'string', format: 'made-up' } } }, { d: 'x' });
    expect([warn.mock.calls, log.mock.calls, error.mock.calls]).toEqual([[], [], []]);
    warn.mockRestore();
    log.mockRestore();
    error.mockRestore();
  });
});
