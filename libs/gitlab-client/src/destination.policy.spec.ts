import { classifyAddress, isCategoryAllowed, type AddressCategory } from './destination.policy.js';

describe('classifyAddress (A-73)', () => {
  it.each<[string, AddressCategory]>([
    // cloud metadata, always refused
    ['169.254.169.254', 'metadata'],
    ['169.254.170.2', 'metadata'],
    ['100.100.100.200', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['FD00:EC2:0:0:0:0:0:254', 'metadata'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['::ffff:a9fe:a9fe', 'metadata'],
    ['64:ff9b::a9fe:a9fe', 'metadata'],
    ['::ffff:100.100.100.200', 'metadata'],
    // unspecified
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['::', 'unspecified'],
    ['0:0:0:0:0:0:0:0', 'unspecified'],
    ['::ffff:0.0.0.0', 'unspecified'],
    // loopback
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:2', 'loopback'],
    ['64:ff9b::127.0.0.1', 'loopback'],
    // link-local
    ['169.254.0.1', 'link-local'],
    ['169.254.169.253', 'link-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf:ffff::1', 'link-local'],
    ['::ffff:169.254.1.1', 'link-local'],
    // private
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['fd00:ec2::253', 'private'],
    ['fec0::1', 'private'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:c0a8:101', 'private'],
    // CGNAT
    ['100.64.0.1', 'cgnat'],
    ['100.127.255.255', 'cgnat'],
    ['::ffff:100.64.0.1', 'cgnat'],
    // public, including the neighbours of every range
    ['8.8.8.8', 'public'],
    ['1.0.0.0', 'public'],
    ['9.255.255.255', 'public'],
    ['11.0.0.0', 'public'],
    ['126.255.255.255', 'public'],
    ['128.0.0.0', 'public'],
    ['169.253.255.255', 'public'],
    ['169.255.0.0', 'public'],
    ['172.15.255.255', 'public'],
    ['172.32.0.0', 'public'],
    ['192.167.255.255', 'public'],
    ['192.169.0.0', 'public'],
    ['100.63.255.255', 'public'],
    ['100.128.0.0', 'public'],
    ['2001:4860:4860::8888', 'public'],
    ['fbff:ffff::1', 'public'],
    ['fe00::1', 'public'],
    ['::2', 'public'],
    ['::ffff:8.8.8.8', 'public'],
    ['64:ff9b::808:808', 'public'],
    ['2002:a9fe:a9fe::1', 'public'],
  ])('%s is %s', (address, category) => {
    expect(classifyAddress(address)).toBe(category);
  });

  it.each(['gitlab.example.com', 'localhost', '', '999.1.1.1', '[::1]', '1.2.3', 'fe80::1::2'])(
    '%p is not an IP address',
    (text) => {
      expect(classifyAddress(text)).toBeUndefined();
    },
  );
});

describe('isCategoryAllowed (A-73)', () => {
  it.each<[AddressCategory, boolean, boolean]>([
    ['public', true, true],
    ['metadata', false, false],
    ['private', true, false],
    ['loopback', true, false],
    ['link-local', true, false],
    ['cgnat', true, false],
    ['unspecified', true, false],
  ])('%s: allowed under allow = %p, under refuse = %p', (category, allow, refuse) => {
    expect(isCategoryAllowed(category, 'allow')).toBe(allow);
    expect(isCategoryAllowed(category, 'refuse')).toBe(refuse);
  });
});
