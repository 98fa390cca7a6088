/**
 * Who is asking: the client's address as the server sees it (behind trusted proxies, from
 * X-Forwarded-For), and the key every limit counts it under, however it is spelled.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * The address to rate-limit: behind `trustedHops` proxies (each appends what it saw to
 * X-Forwarded-For) the entry that many from the end, as earlier ones are the client's own
 * writing; the first entry when there are fewer; the socket's address without proxies.
 */
export function clientAddress(
  headers: IncomingHttpHeaders,
  socketAddress: string | undefined,
  trustedHops: number,
): string {
  const forwarded = headers['x-forwarded-for'];
  const list = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const fromProxy = trustedHops > 0 ? list[Math.max(0, list.length - trustedHops)] : undefined;
  return fromProxy || socketAddress || 'unknown';
}

/** An IPv6 address's eight groups, from any spelling the URL parser accepts; null if none. */
function ipv6Groups(address: string): number[] | null {
  let host: string;
  try {
    // The URL parser canonicalises IPv6: lower case, one spelling of zeros, no dotted tail.
    host = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const [head = '', tail] = host.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16));
}

/**
 * One client, one key, however its address is spelled: `[::ffff:1.2.3.4]:5555`,
 * `::ffff:1.2.3.4`, `1.2.3.4:5555` and `1.2.3.4` are all `1.2.3.4`. An IPv6 client counts by
 * its /64, the block one subscriber holds, so walking through it gains nothing.
 */
export function addressKey(raw: string): string {
  let address = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  address = address.replace(/%.*$/, ''); // an IPv6 zone (fe80::1%eth0) names our interface, not the client
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address.toLowerCase();
  const groups = ipv6Groups(address);
  if (!groups) return address.toLowerCase();
  const isMappedV4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isMappedV4) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The /48 an IPv6 client's /64 belongs to, or undefined for IPv4 and anything else. */
export function prefix48(address: string): string | undefined {
  const key = addressKey(address);
  if (!key.endsWith('::/64')) return undefined;
  return `${key.split(':').slice(0, 3).join(':')}::/48`;
}

/**
 * The network a client's address belongs to: its IPv4 /24 or its IPv6 /48, the blocks one
 * organisation or provider hands out together. A daily cap per network keeps a few
 * networks from using up a site-wide one.
 */
export function networkKey(address: string): string {
  const key = addressKey(address);
  if (isIPv4(key)) return `${key.split('.').slice(0, 3).join('.')}.0/24`;
  return prefix48(address) ?? key;
}
