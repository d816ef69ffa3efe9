import { BlockList, isIP } from 'node:net';

/**
 * What kind of address a destination resolved to, as the outbound policy sees it.
 * IPv4-mapped (`::ffff:a.b.c.d`) and NAT64 (`64:ff9b::a.b.c.d`) IPv6 forms take the category of
 * the IPv4 address they carry.
 *
 * @publicApi
 */
export type AddressCategory = 'metadata' | 'unspecified' | 'loopback' | 'link-local' | 'private' | 'cgnat' | 'public';

/**
 * Whether private, loopback, link-local, CGNAT and unspecified addresses may be reached.
 * Cloud metadata addresses are refused under both rules.
 *
 * @publicApi
 */
export type PrivateAddressRule = 'allow' | 'refuse';

type Subnet = readonly [address: string, prefix: number, family: 'ipv4' | 'ipv6'];

// Checked in this order, so the metadata hosts win over the link-local and CGNAT ranges they sit in.
const CATEGORY_SUBNETS: readonly (readonly [AddressCategory, readonly Subnet[]])[] = [
  [
    'metadata',
    [
      ['169.254.169.254', 32, 'ipv4'],
      ['169.254.170.2', 32, 'ipv4'],
      ['100.100.100.200', 32, 'ipv4'],
      ['fd00:ec2::254', 128, 'ipv6'],
    ],
  ],
  // All of 0/8: Linux connects 0.0.0.0 to the local host.
  ['unspecified', [['0.0.0.0', 8, 'ipv4'], ['::', 128, 'ipv6']]],
  ['loopback', [['127.0.0.0', 8, 'ipv4'], ['::1', 128, 'ipv6']]],
  ['link-local', [['169.254.0.0', 16, 'ipv4'], ['fe80::', 10, 'ipv6']]],
  [
    'private',
    [
      ['10.0.0.0', 8, 'ipv4'],
      ['172.16.0.0', 12, 'ipv4'],
      ['192.168.0.0', 16, 'ipv4'],
      ['fc00::', 7, 'ipv6'],
      // Deprecated site-local, still routed inside some networks.
      ['fec0::', 10, 'ipv6'],
    ],
  ],
  ['cgnat', [['100.64.0.0', 10, 'ipv4']]],
];

const CATEGORY_LISTS: readonly (readonly [AddressCategory, BlockList])[] = CATEGORY_SUBNETS.map(([category, subnets]) => {
  const list = new BlockList();
  for (const [address, prefix, family] of subnets) list.addSubnet(address, prefix, family);
  return [category, list] as const;
});

/** IPv6 prefixes (first 96 bits, hex groups) whose last 32 bits are the IPv4 address a packet ends up at. */
const IPV4_CARRYING_PREFIXES: readonly string[] = [
  '0:0:0:0:0:ffff', // IPv4-mapped: the socket connects to the IPv4 address
  '64:ff9b:0:0:0:0', // NAT64 well-known prefix: a translator forwards to the IPv4 address
];

/**
 * The category of an IP address. Zone ids (`fe80::1%eth0`) are ignored.
 *
 * @publicApi
 * @param address - an IPv4 or IPv6 address, without brackets
 * @returns `undefined` when `address` is not an IP address
 * @example classifyAddress('::ffff:169.254.169.254') // 'metadata'
 */
export function classifyAddress(address: string): AddressCategory | undefined {
  const bare = address.split('%', 1)[0] ?? '';
  const version = isIP(bare);
  if (version === 0) return undefined;
  if (version === 6) {
    const carried = carriedIpv4(bare);
    if (carried !== undefined) return classifyIn(carried, 'ipv4');
  }
  return classifyIn(bare, version === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Whether the policy lets a connection go to `category` under `rule`: metadata never, the
 * private kinds only under `allow`, public always.
 *
 * @publicApi
 */
export function isCategoryAllowed(category: AddressCategory, rule: PrivateAddressRule): boolean {
  if (category === 'public') return true;
  if (category === 'metadata') return false;
  return rule === 'allow';
}

function classifyIn(address: string, family: 'ipv4' | 'ipv6'): AddressCategory {
  for (const [category, list] of CATEGORY_LISTS) {
    if (list.check(address, family)) return category;
  }
  return 'public';
}

/** The IPv4 address an IPv6 one carries in its last 32 bits, for the prefixes that route there. */
function carriedIpv4(ipv6: string): string | undefined {
  const groups = expandIpv6(ipv6);
  if (groups === undefined) return undefined;
  const prefix = groups
    .slice(0, 6)
    .map((group) => group.toString(16))
    .join(':');
  if (!IPV4_CARRYING_PREFIXES.includes(prefix)) return undefined;
  const high = groups[6] ?? 0;
  const low = groups[7] ?? 0;
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** Eight 16-bit groups of a valid IPv6 address (dotted IPv4 tail included). */
function expandIpv6(ipv6: string): number[] | undefined {
  let text = ipv6.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted !== null) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail, ...rest] = text.split('::');
  if (rest.length > 0) return undefined;
  const parse = (part: string): number[] => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return undefined;
  return [...left, ...new Array<number>(missing).fill(0), ...right];
}
