import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where the shop refuses to send a webhook (no SSRF): a company's URL must not make the shop's own
 * servers call themselves, their neighbours or the cloud's metadata address. Every address the
 * name resolves to is checked, and the delivery then connects to the checked address itself
 * (webhook-http.ts), so a name that resolves elsewhere a moment later (DNS rebinding) changes nothing.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, the cloud's metadata address among them
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fe80::', 10], // link-local
  ['fc00::', 7], // unique-local
  ['ff00::', 8], // multicast
  ['64:ff9b::', 96], // NAT64: reaches IPv4 addresses, private ones included
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1, or its hex form) is judged as the IPv4 one. */
function mappedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const dotted = /^(?:0{0,4}:){0,5}:?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:0{0,4}:){0,5}:?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return undefined;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an IP address is one no webhook may reach. */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  const v4 = mappedIpv4(address);
  if (v4 !== undefined) return blocked.check(v4, 'ipv4');
  return blocked.check(address, 'ipv6');
}

/**
 * The switch that lets tests deliver to a receiver on 127.0.0.1: off unless WEBHOOK_ALLOW_LOOPBACK=1.
 * Even then only loopback is let through, never a private or link-local network.
 */
export function loopbackAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.WEBHOOK_ALLOW_LOOPBACK === '1';
}

const isLoopback = (address: string) => {
  const v4 = isIP(address) === 4 ? address : mappedIpv4(address);
  return v4 !== undefined ? v4.startsWith('127.') : address === '::1';
};

export type AddressCheck =
  | { ok: true; url: URL; address: string; family: 4 | 6 }
  | { ok: false; reason: 'url' | 'scheme' | 'unresolved' | 'forbidden' };

export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;

const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

/**
 * Parses and checks a webhook URL: http or https only, no credentials in it, and every address
 * its host resolves to public. Answers the address to connect to.
 */
export async function checkWebhookUrl(
  raw: string,
  { allowLoopback = loopbackAllowed(), resolve = systemResolver }: { allowLoopback?: boolean; resolve?: Resolver } = {},
): Promise<AddressCheck> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'url' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'scheme' };
  if (url.username || url.password) return { ok: false, reason: 'url' };
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  try {
    addresses = await resolve(host);
  } catch {
    return { ok: false, reason: 'unresolved' };
  }
  if (addresses.length === 0) return { ok: false, reason: 'unresolved' };
  const refused = (address: string) => isForbiddenAddress(address) && !(allowLoopback && isLoopback(address));
  // One forbidden address is enough to refuse: which one a connection would use is not ours to pick.
  if (addresses.some((entry) => refused(entry.address))) return { ok: false, reason: 'forbidden' };
  const first = addresses[0]!;
  return { ok: true, url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
