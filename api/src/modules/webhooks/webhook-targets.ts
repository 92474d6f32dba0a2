import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where an IPv6 address carries an IPv4 one, the IPv4 address it reaches: IPv4-mapped
 * (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::/96, RFC 6052) and 6to4
 * (2002::/16). Behind NAT64, http://[64:ff9b::a00:1]/ is 10.0.0.1.
 */
function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const bytes = address.toByteArray();
  const v4 = (at: number): ipaddr.IPv4 => new ipaddr.IPv4(bytes.slice(at, at + 4));
  switch (address.range()) {
    case 'ipv4Mapped':
    case 'rfc6052':
      return v4(12);
    case '6to4':
      return v4(2);
    default:
      return bytes.slice(0, 12).every((b) => b === 0) ? v4(12) : null;
  }
}

/**
 * True for an address a webhook must not reach without WEBHOOK_ALLOW_PRIVATE_TARGETS: anything
 * but a global unicast address, classified by address class (ipaddr.js) after unwrapping any IPv4
 * address an IPv6 one carries. Loopback, private, link-local, unique-local, site-local, CGNAT,
 * multicast, reserved, documentation, benchmarking, Teredo and unspecified are all refused; so is
 * anything that is not an IP address in its canonical form.
 */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!isIP(bare) || !ipaddr.isValid(bare)) return true;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6 = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv6') parsed = embeddedIpv4(parsed as ipaddr.IPv6) ?? parsed;
  return parsed.range() !== 'unicast';
}

export const PRIVATE_TARGET = 'url must not point at a loopback, private or link-local address';

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http.request that refuses private addresses at connect time, so a name that
 * resolved to a public address at registration cannot be re-pointed inward later (DNS rebinding).
 */
export function publicOnlyLookup(hostname: string, options: object, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const list = addresses as LookupAddress[];
    const refused = list.find((a) => isPrivateAddress(a.address));
    if (refused || list.length === 0) {
      const e: NodeJS.ErrnoException = new Error(`${hostname} resolves to a private address (${refused?.address ?? 'none'})`);
      e.code = 'EPRIVATETARGET';
      return callback(e, []);
    }
    if ((options as { all?: boolean }).all) return callback(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
}

/** Whether a host (name or literal) resolves only to public addresses. */
export async function hostIsPublic(hostname: string): Promise<boolean> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (isIP(bare)) return !isPrivateAddress(bare);
  return new Promise((resolve) => {
    dnsLookup(bare, { all: true }, (error, addresses) => {
      resolve(!error && addresses.length > 0 && addresses.every((a) => !isPrivateAddress(a.address)));
    });
  });
}
