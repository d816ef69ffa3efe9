import { asArray, asBool, asInt, asNumber, asObject, asString, asStringArray } from './json-values';

describe('typed reads of GitLab values', () => {
  it('keeps values of the declared type and drops the others', () => {
    expect(asString('a')).toBe('a');
    expect(asString(7)).toBe('7');
    expect(asString(null)).toBeUndefined();
    expect(asBool(true)).toBe(true);
    expect(asBool('true')).toBeUndefined();
    expect(asInt(3)).toBe(3);
    expect(asInt(3.5)).toBeUndefined();
    expect(asInt([])).toBeUndefined();
    expect(asNumber(3.5)).toBe(3.5);
    expect(asNumber(Number.NaN)).toBeUndefined();
    expect(asObject({ a: 1 })).toEqual({ a: 1 });
    expect(asObject([1])).toBeUndefined();
    expect(asObject('last-pipeline-1')).toBeUndefined();
    expect(asStringArray(['a', 1, 'b'])).toEqual(['a', 'b']);
    expect(asStringArray(1)).toBeUndefined();
    expect(asArray(undefined)).toEqual([]);
  });
});
