import { describe, expect, it } from 'vitest';
import { isBlockedAddress, parseAllowList } from './address-policy';

describe('isBlockedAddress', () => {
  it.each([
    ['0.0.0.0', 'this network'],
    ['0.255.1.2', 'this network'],
    ['10.0.0.1', 'private 10/8'],
    ['10.255.255.255', 'private 10/8'],
    ['100.64.0.1', 'CGNAT'],
    ['100.127.255.254', 'CGNAT'],
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['172.16.0.1', 'private 172.16/12'],
    ['172.31.255.255', 'private 172.16/12'],
    ['192.168.1.1', 'private 192.168/16'],
    ['192.0.0.8', 'IETF assignments'],
    ['192.0.2.5', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['::', 'IPv6 unspecified'],
    ['::1', 'IPv6 loopback'],
    ['[::1]', 'IPv6 loopback as a URL writes it'],
    ['fc00::1', 'ULA'],
    ['fd12:3456::1', 'ULA'],
    ['fe80::1', 'IPv6 link-local'],
    ['fe80::1%eth0', 'IPv6 link-local with a zone'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex form'],
    ['::ffff:8.8.8.8', 'IPv4-mapped, even of a public address'],
    ['64:ff9b::a00:1', 'NAT64 of 10.0.0.1'],
    ['2002:7f00:1::1', '6to4 of 127.0.0.1'],
    ['not-an-ip', 'not an address at all'],
  ])('refuses %s (%s)', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '100.128.0.1',
    '100.63.255.255',
    '172.32.0.1',
    '172.15.255.255',
    '11.0.0.1',
    '192.169.0.1',
    '223.255.255.255',
    '2606:4700:4700::1111',
    '2a00:1450:4001::200e',
  ])('lets public %s through', (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });
});

describe('parseAllowList', () => {
  it('allows addresses, CIDR ranges and host names, nothing else', () => {
    const allow = parseAllowList(['127.0.0.1', '192.168.1.0/24', 'fd00::/8', 'nas.lan', '*.home.arpa', ' ']);
    expect(allow.allowsAddress('127.0.0.1')).toBe(true);
    expect(allow.allowsAddress('127.0.0.2')).toBe(false);
    expect(allow.allowsAddress('192.168.1.77')).toBe(true);
    expect(allow.allowsAddress('192.168.2.1')).toBe(false);
    expect(allow.allowsAddress('fd00::5')).toBe(true);
    expect(allow.allowsAddress('nas.lan')).toBe(false);
    expect(allow.allowsHost('NAS.lan.')).toBe(true);
    expect(allow.allowsHost('other.lan')).toBe(false);
    expect(allow.allowsHost('kitchen.home.arpa')).toBe(true);
    expect(allow.allowsHost('home.arpa')).toBe(false);
  });

  it('refuses entries it cannot read', () => {
    expect(() => parseAllowList(['10.0.0.0/33'])).toThrow('Not a valid CIDR range: 10.0.0.0/33');
    expect(() => parseAllowList(['http://nas.lan'])).toThrow('Not an IP address, CIDR range or host name');
    expect(() => parseAllowList(['10.0.0.0/8/1'])).toThrow('Not a valid CIDR range');
  });
});
