import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

// Which address a request comes from. Proxies (nginx, a load balancer) append the address they
// received the request from to X-Forwarded-For, so the header reads "what the client wrote, …,
// what each proxy saw". Only the entries our own proxies appended can be believed: the address is
// read from the right, skipping the hops we trust, as Express's 'trust proxy' does. The leftmost
// value is whatever the client chose and is never believed on its own.

/** How far X-Forwarded-For is believed (TRUST_PROXY). */
export type TrustProxy =
  | { kind: 'none' }
  /** This many proxies of ours sit in front of the server. */
  | { kind: 'hops'; hops: number }
  /** Our proxies' addresses (or ranges): a hop from one of them is skipped. */
  | { kind: 'addresses'; list: BlockList; description: string };

/** Named ranges, as Express and proxy-addr know them. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * Reads TRUST_PROXY: empty, `false` or `0` (no proxy: the socket's address); a number of proxies
 * in front; or a comma-separated list of proxy addresses, CIDR ranges and the names loopback,
 * linklocal, uniquelocal. Throws with a readable reason for anything else, `true` included: it
 * would believe any address a client writes.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0' || text === 'no') return { kind: 'none' };
  if (text === 'true' || text === 'yes') {
    throw new Error(
      "'true' believes any address a client writes; give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8 or loopback)",
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new Error('at most 10 proxies');
    return { kind: 'hops', hops };
  }
  const list = new BlockList();
  const entries = text.split(',').map((part) => part.trim()).filter(Boolean);
  for (const entry of entries.flatMap((e) => NAMED_RANGES[e] ?? [e])) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    if (!family || extra !== undefined) throw new Error(`'${entry}' is not an IP address, a CIDR range or loopback/linklocal/uniquelocal`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) {
      list.addAddress(address!, type);
      continue;
    }
    const prefix = Number(bits);
    if (!/^\d+$/.test(bits) || prefix > (family === 4 ? 32 : 128)) throw new Error(`'${entry}' has an invalid prefix length`);
    list.addSubnet(address!, prefix, type);
  }
  if (!entries.length) return { kind: 'none' };
  return { kind: 'addresses', list, description: entries.join(',') };
}

function isTrustedHop(trust: TrustProxy, address: string, index: number): boolean {
  switch (trust.kind) {
    case 'none':
      return false;
    case 'hops':
      return index < trust.hops;
    case 'addresses': {
      const family = isIP(address);
      return family !== 0 && trust.list.check(address, family === 4 ? 'ipv4' : 'ipv6');
    }
  }
}

/**
 * The client's address from the socket's address and the X-Forwarded-For header: starting at the
 * socket, each trusted hop hands over to the address it appended (the entry to its left); the first
 * untrusted one is the client. When every hop is trusted, the leftmost entry is the answer.
 */
export function resolveClientAddress(socketAddress: string, forwardedFor: string | undefined, trust: TrustProxy): string {
  if (trust.kind === 'none' || !forwardedFor) return socketAddress;
  const hops = [socketAddress, ...forwardedFor.split(',').map((part) => part.trim()).filter(Boolean).reverse()];
  for (let i = 0; i < hops.length - 1; i++) {
    if (!isTrustedHop(trust, hops[i]!, i)) return hops[i]!;
  }
  return hops[hops.length - 1]!;
}

/**
 * The caller's address, for rate limits and session records. Forwarded headers are believed only
 * as far as TRUST_PROXY says; otherwise anyone could claim any address and dodge the limits.
 */
export function clientIp(c: Context, trust: TrustProxy): string {
  let socketAddress = 'unknown';
  try {
    socketAddress = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
  }
  return resolveClientAddress(socketAddress, c.req.header('x-forwarded-for'), trust);
}
