import type { LookupAddress } from 'node:dns';
import { DESTINATION_REFUSED_CODE } from './gitlab-client.constants.js';
import { guardedLookup, type AllAddressesResolver } from './destination.lookup.js';
import type { PrivateAddressRule } from './destination.policy.js';

const answering =
  (...addresses: LookupAddress[]): AllAddressesResolver =>
  (_hostname, options, callback) => {
    expect(options.all).toBe(true);
    callback(null, addresses);
  };

interface LookupResult {
  readonly error: (Error & { code?: string }) | null;
  readonly address: unknown;
  readonly family?: number;
}

function lookup(rule: PrivateAddressRule, resolver: AllAddressesResolver, all: boolean): Promise<LookupResult> {
  return new Promise((resolve) => {
    guardedLookup(rule, resolver)('gitlab.test', { all }, (error, address, family) =>
      resolve({ error, address, ...(family === undefined ? {} : { family }) }),
    );
  });
}

const PUBLIC4 = { address: '203.0.113.10', family: 4 };
const PUBLIC6 = { address: '2001:db8::10', family: 6 };
const PRIVATE4 = { address: '10.0.0.5', family: 4 };
const MAPPED_LOOPBACK = { address: '::ffff:127.0.0.1', family: 6 };
const METADATA = { address: '169.254.169.254', family: 4 };

describe('guardedLookup (A-73)', () => {
  it('answers one address when the socket asks for one, all of them when it asks for all', async () => {
    await expect(lookup('refuse', answering(PUBLIC4, PUBLIC6), false)).resolves.toEqual({
      error: null,
      address: '203.0.113.10',
      family: 4,
    });
    await expect(lookup('refuse', answering(PUBLIC4, PUBLIC6), true)).resolves.toEqual({
      error: null,
      address: [PUBLIC4, PUBLIC6],
    });
  });

  it.each([
    ['a private address after a public one', [PUBLIC4, PRIVATE4]],
    ['an IPv4-mapped loopback address', [PUBLIC6, MAPPED_LOOPBACK]],
  ])('refuses the whole name under refuse when any address is %s', async (_what, addresses) => {
    const { error } = await lookup('refuse', answering(...addresses), true);
    expect(error?.code).toBe(DESTINATION_REFUSED_CODE);
    expect(error?.message).toMatch(/^outbound destination refused: gitlab\.test resolves to /);
    expect(error?.message).toContain('--allow-private-instances');
  });

  it('lets private addresses through under allow', async () => {
    await expect(lookup('allow', answering(PRIVATE4, MAPPED_LOOPBACK), true)).resolves.toMatchObject({ error: null });
  });

  it.each<PrivateAddressRule>(['allow', 'refuse'])('refuses a cloud metadata address under %s', async (rule) => {
    const { error } = await lookup(rule, answering(PUBLIC4, METADATA), false);
    expect(error?.code).toBe(DESTINATION_REFUSED_CODE);
    expect(error?.message).toBe(
      'outbound destination refused: gitlab.test resolves to 169.254.169.254, a cloud metadata address; cloud metadata addresses are always refused',
    );
  });

  it('passes a resolver error through unchanged', async () => {
    const failure = Object.assign(new Error('getaddrinfo ENOTFOUND gitlab.test'), { code: 'ENOTFOUND' });
    const { error } = await lookup('refuse', (_h, _o, callback) => callback(failure, []), false);
    expect(error).toBe(failure);
  });

  it('resolves real names through dns.lookup: localhost is loopback', async () => {
    const refused = await new Promise<Error | null>((resolve) =>
      guardedLookup('refuse')('localhost', { all: true }, (error) => resolve(error)),
    );
    expect((refused as { code?: string } | null)?.code).toBe(DESTINATION_REFUSED_CODE);
    const allowed = await new Promise<Error | null>((resolve) =>
      guardedLookup('allow')('localhost', { all: true }, (error) => resolve(error)),
    );
    expect(allowed).toBeNull();
  });
});
