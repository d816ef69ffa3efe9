import { looksSealed, TokenSealer, UnsealError } from './token.sealer';

const KEY_A = 'a'.repeat(40);
const KEY_B = 'b'.repeat(40);
const ISSUER = 'https://mcp.example';
const AUD = 'https://mcp.example/mcp';

describe('TokenSealer (issue 16 item 3: sealed tokens, rotating keys)', () => {
  it('opens what it sealed, for the same kind and audience', async () => {
    const sealer = new TokenSealer([KEY_A], ISSUER);
    const value = await sealer.seal('access', { gl: 'secret-gitlab-token' }, AUD, 60_000);
    expect(looksSealed(value)).toBe(true);
    expect(value).not.toContain('secret-gitlab-token');
    expect((await sealer.open<{ gl: string }>('access', value, AUD)).gl).toBe('secret-gitlab-token');
  });

  it('refuses another kind, another audience, another key and a tampered value', async () => {
    const sealer = new TokenSealer([KEY_A], ISSUER);
    const value = await sealer.seal('access', {}, AUD, 60_000);
    await expect(sealer.open('refresh', value, AUD)).rejects.toEqual(new UnsealError('wrong-kind'));
    await expect(sealer.open('access', value, 'https://other.example/mcp')).rejects.toEqual(new UnsealError('wrong-audience'));
    await expect(new TokenSealer([KEY_B], ISSUER).open('access', value, AUD)).rejects.toEqual(new UnsealError('malformed'));
    const parts = value.split('.');
    parts[3] = parts[3].slice(0, -2) + (parts[3].endsWith('AA') ? 'BB' : 'AA');
    await expect(sealer.open('access', parts.join('.'), AUD)).rejects.toBeInstanceOf(UnsealError);
  });

  it('opens with every key and seals with the first: keys rotate', async () => {
    const old = await new TokenSealer([KEY_A], ISSUER).seal('refresh', { n: 1 }, AUD);
    const rotated = new TokenSealer([KEY_B, KEY_A], ISSUER);
    expect((await rotated.open<{ n: number }>('refresh', old, AUD)).n).toBe(1);
    const fresh = await rotated.seal('refresh', { n: 2 }, AUD);
    await expect(new TokenSealer([KEY_A], ISSUER).open('refresh', fresh, AUD)).rejects.toBeInstanceOf(UnsealError);
  });

  it('refuses an expired value as expired', async () => {
    const sealer = new TokenSealer([KEY_A], ISSUER);
    const value = await sealer.seal('code', {}, AUD, -1000);
    await expect(sealer.open('code', value, AUD)).rejects.toEqual(new UnsealError('expired'));
  });
});
