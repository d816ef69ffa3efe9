import { jsonShapeViolation, MAX_BODY_DEPTH } from './json-shape.scan';

describe('JSON shape scan (issue 20)', () => {
  it('passes ordinary bodies, whatever their strings hold', () => {
    expect(jsonShapeViolation('{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"arguments":{"text":"a:b,c [[[ {{{ \\" ]"}}}')).toBeUndefined();
    expect(jsonShapeViolation(JSON.stringify({ a: Array.from({ length: 1000 }, (_, i) => i) }))).toBeUndefined();
  });

  it('refuses nesting, keys and elements past the bounds', () => {
    expect(jsonShapeViolation('['.repeat(MAX_BODY_DEPTH + 1))).toBe("Invalid params: the request nests deeper than 40 levels (a tool's arguments at most 32)");
    expect(jsonShapeViolation(JSON.stringify(Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`k${i}`, 1]))))).toBe('Invalid params: the request has an object with more than 1000 keys');
    expect(jsonShapeViolation(JSON.stringify({ iids: Array.from({ length: 1001 }, () => 1) }))).toBe('Invalid params: the request has an array with more than 1000 elements');
  });

  it('counts keys per object, not across objects', () => {
    const many = Array.from({ length: 20 }, () => Object.fromEntries(Array.from({ length: 900 }, (_, i) => [`k${i}`, 1])));
    expect(jsonShapeViolation(JSON.stringify({ many: many.slice(0, 1) , more: many[1] }))).toBeUndefined();
  });
});
