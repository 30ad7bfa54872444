// The client's address behind trusted proxies (TRUST_PROXY), for requests Fastify never sees: the raw upgrade
// request of a WebSocket (the gateway's per-address cap). The same rule as Fastify's `request.ip` with the same
// `trustProxy` (@fastify/proxy-addr): walk from the socket's peer back through X-Forwarded-For (right to left)
// while the address in hand is a trusted proxy; the first untrusted one is the client. Untrusted peers' headers
// are ignored, so a direct client cannot choose its address.
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/**
 * false: X-Forwarded-For is ignored (the socket's peer is the client). true: every hop is trusted (the left-most
 * X-Forwarded-For entry is the client; only behind a proxy that overwrites the header). A list: the addresses
 * and CIDR ranges (and `loopback`, `linklocal`, `uniquelocal`) of the proxies. Passed to Fastify as it is.
 */
export type TrustProxy = boolean | string[];

/** proxy-addr's named ranges. */
const NAMED: Readonly<Record<string, readonly string[]>> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** One `address[/prefix]`, checked; a string says what is wrong with it. */
function subnet(entry: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | string {
  const slash = entry.lastIndexOf('/');
  let address = slash === -1 ? entry : entry.slice(0, slash);
  // A lone IPv4-mapped address is kept as IPv4, as proxy-addr does.
  const mapped = slash === -1 ? /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address) : null;
  if (mapped && isIP(mapped[1]) === 4) address = mapped[1];
  const version = isIP(address);
  if (version === 0) return `'${entry}' is not an IP address or CIDR range`;
  const max = version === 4 ? 32 : 128;
  const prefixText = slash === -1 ? String(max) : entry.slice(slash + 1);
  const prefix = Number(prefixText);
  if (!/^\d+$/.test(prefixText) || prefix <= 0 || prefix > max) return `'${entry}' has a bad prefix length`;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** TRUST_PROXY's value: false (default), true, or a comma list of proxy addresses, CIDR ranges and named ranges. */
export function parseTrustProxy(raw: string | undefined): TrustProxy | string {
  const value = raw?.trim() ?? '';
  if (value === '' || ['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  if (['1', 'true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  // Fastify 5 trusts no hop at all for a number (it cannot check the peer), so a count would silently do nothing.
  if (/^\d+$/.test(value)) return `TRUST_PROXY takes true, false or proxy addresses, not a hop count ('${value}')`;
  const entries = value.split(',').map((s) => s.trim()).filter((s) => s !== '');
  for (const e of entries) {
    if (NAMED[e]) continue;
    const s = subnet(e);
    if (typeof s === 'string') return `TRUST_PROXY: ${s}`;
  }
  return entries;
}

/** Whether an address (as a socket or X-Forwarded-For gives it) is a trusted proxy. */
export type TrustCheck = (address: string) => boolean;

export function trustCheck(trust: TrustProxy): TrustCheck {
  if (typeof trust === 'boolean') return () => trust;
  const list = new BlockList();
  for (const entry of trust.flatMap((e) => NAMED[e] ?? [e])) {
    const s = subnet(entry);
    if (typeof s !== 'string') list.addSubnet(s.address, s.prefix, s.family);
  }
  return (address) => {
    const version = isIP(address);
    if (version === 0) return false;
    // BlockList matches an IPv4-mapped IPv6 address (::ffff:a.b.c.d) against IPv4 ranges, as proxy-addr does.
    return list.check(address, version === 4 ? 'ipv4' : 'ipv6');
  };
}

/** The peer, then X-Forwarded-For's entries right to left (nearest hop first), empty entries skipped. */
function hops(req: IncomingMessage): string[] {
  const peer = req.socket.remoteAddress ?? '';
  const header = req.headers['x-forwarded-for'];
  if (typeof header !== 'string') return [peer];
  const forwarded = header.split(',').map((s) => s.replace(/^[ \t]+|[ \t]+$/g, '')).filter((s) => s !== '');
  return [peer, ...forwarded.reverse()];
}

/** The client's address of a raw request: what Fastify's `request.ip` says for the same `trustProxy`. */
export function clientAddress(req: IncomingMessage, trusted: TrustCheck): string {
  const chain = hops(req);
  let i = 0;
  while (i < chain.length - 1 && trusted(chain[i])) i++;
  return chain[i];
}
