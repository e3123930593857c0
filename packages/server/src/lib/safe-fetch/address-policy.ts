import { BlockList, isIP } from 'node:net';

/**
 * Which addresses a server-side fetch of a user's URL may reach (ARCHITECTURE §5): only public unicast
 * ones. Everything that reaches this machine, the LAN, the cloud metadata service or no one in particular
 * is refused, unless a self-hoster allowed it with POTLUCK_FETCH_ALLOW_HOSTS.
 */
const BLOCKED_V4: Array<[string, number]> = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata at 169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, including broadcast 255.255.255.255
];

const BLOCKED_V6: Array<[string, number]> = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::ffff:0:0', 96], // IPv4-mapped: would reach an IPv4 address past the IPv4 rules
  ['::', 96], // IPv4-compatible (deprecated), same reason
  ['64:ff9b::', 96], // NAT64 well-known prefix: embeds an IPv4 address
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: embeds an IPv4 address
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

// Two lists: node's BlockList checks an IPv4 address against IPv6 rules in its ::ffff: form, so one list
// holding ::ffff:0:0/96 would refuse every IPv4 address.
const blockedV4 = new BlockList();
const blockedV6 = new BlockList();
for (const [net, prefix] of BLOCKED_V4) blockedV4.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of BLOCKED_V6) blockedV6.addSubnet(net, prefix, 'ipv6');

/** "[::1]" (a URL's hostname) → "::1"; an IPv6 zone ("fe80::1%eth0") is dropped before checking. */
export function bareAddress(host: string): string {
  return host.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
}

/** True for an address a fetch must not reach; anything that is not an IP address counts as blocked. */
export function isBlockedAddress(address: string): boolean {
  const ip = bareAddress(address);
  const family = isIP(ip);
  if (family === 0) return true;
  return family === 4 ? blockedV4.check(ip, 'ipv4') : blockedV6.check(ip, 'ipv6');
}

export interface AllowList {
  /** A host name the self-hoster trusts whatever it resolves to ("nas.lan", or "*.lan" for its subdomains). */
  allowsHost(hostname: string): boolean;
  /** An address inside an allowed address or CIDR range ("192.168.1.20", "10.0.0.0/8", "127.0.0.1"). */
  allowsAddress(address: string): boolean;
}

/**
 * Reads the allow-list entries: each is an IP address, a CIDR range, a host name or "*.domain". Unreadable
 * entries throw, so a typo in the setting stops the start instead of silently allowing nothing.
 */
export function parseAllowList(entries: readonly string[]): AllowList {
  const ranges = new BlockList();
  const names = new Set<string>();
  const suffixes: string[] = [];
  for (const raw of entries) {
    const entry = raw.trim().toLowerCase();
    if (entry === '') continue;
    const [net, prefixText, extra] = entry.split('/');
    const ip = bareAddress(net!);
    const family = isIP(ip);
    if (family !== 0) {
      const max = family === 4 ? 32 : 128;
      const prefix = prefixText === undefined ? max : Number(prefixText);
      if (extra !== undefined || !Number.isInteger(prefix) || prefix < 0 || prefix > max)
        throw new Error(`Not a valid CIDR range: ${raw}`);
      ranges.addSubnet(ip, prefix, family === 4 ? 'ipv4' : 'ipv6');
    } else if (/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(entry)) {
      if (entry.startsWith('*.')) suffixes.push(entry.slice(1));
      else names.add(entry);
    } else {
      throw new Error(`Not an IP address, CIDR range or host name: ${raw}`);
    }
  }
  return {
    allowsHost(hostname) {
      const host = hostname.toLowerCase().replace(/\.$/, '');
      return names.has(host) || suffixes.some((suffix) => host.endsWith(suffix));
    },
    allowsAddress(address) {
      const ip = bareAddress(address);
      const family = isIP(ip);
      return family !== 0 && ranges.check(ip, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

export const EMPTY_ALLOW_LIST: AllowList = parseAllowList([]);
