import { describe, expect, it } from 'vitest';
import { parseTrustProxy, resolveClientAddress } from './client-ip';

// X-Forwarded-For as real proxies write it: each appends the address it received the request
// from, so the client's own text (if any) is on the left and only the right-hand entries are ours.

describe('parseTrustProxy', () => {
  it('reads no proxy, a number of hops, or a list of addresses and ranges', () => {
    for (const none of [undefined, '', 'false', '0', 'no']) expect(parseTrustProxy(none)).toEqual({ kind: 'none' });
    expect(parseTrustProxy('2')).toEqual({ kind: 'hops', hops: 2 });
    const list = parseTrustProxy('10.0.0.0/8, 192.168.1.7, ::1, loopback');
    expect(list.kind).toBe('addresses');
  });

  it("refuses 'true' (it would believe any client) and anything that is not an address", () => {
    expect(() => parseTrustProxy('true')).toThrow(/number of proxies/);
    expect(() => parseTrustProxy('proxy.internal')).toThrow(/not an IP address/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/prefix/);
    expect(() => parseTrustProxy('10.0.0.0/8/1')).toThrow(/not an IP address/);
    expect(() => parseTrustProxy('99')).toThrow(/at most 10/);
  });
});

describe('resolveClientAddress', () => {
  const socket = '10.0.0.5'; // the proxy in front, as the socket sees it

  it('uses the socket address when no proxy is trusted, whatever the header says', () => {
    expect(resolveClientAddress(socket, '203.0.113.9', parseTrustProxy('false'))).toBe(socket);
  });

  it('with one proxy: the entry that proxy appended, never what the client wrote before it', () => {
    const trust = parseTrustProxy('1');
    // nginx with proxy_add_x_forwarded_for, the client sent nothing.
    expect(resolveClientAddress(socket, '203.0.113.9', trust)).toBe('203.0.113.9');
    // The client wrote a header of its own; nginx appended the real address.
    expect(resolveClientAddress(socket, '10.9.1.2, 203.0.113.9', trust)).toBe('203.0.113.9');
    expect(resolveClientAddress(socket, '1.1.1.1, 2.2.2.2, 203.0.113.9', trust)).toBe('203.0.113.9');
  });

  it('with two proxies (a load balancer, then nginx): the balancer\'s entry', () => {
    const trust = parseTrustProxy('2');
    // client → balancer (appends 198.51.100.4) → nginx at 10.0.0.9 (appends the balancer's address)
    expect(resolveClientAddress(socket, 'forjado, 198.51.100.4, 10.0.0.9', trust)).toBe('198.51.100.4');
  });

  it('with proxy addresses: skips every trusted hop from the right, stops at the first stranger', () => {
    const trust = parseTrustProxy('10.0.0.0/8');
    expect(resolveClientAddress(socket, '10.9.9.9, 203.0.113.9, 10.0.0.9', trust)).toBe('203.0.113.9');
    // A request that did not come through our proxy: its header is ignored.
    expect(resolveClientAddress('198.51.100.77', '10.1.1.1', trust)).toBe('198.51.100.77');
    // IPv4 written as IPv6 by a dual-stack socket is still recognised.
    expect(resolveClientAddress('::ffff:127.0.0.1', '203.0.113.9', parseTrustProxy('loopback'))).toBe('203.0.113.9');
  });

  it('answers the leftmost entry only when every hop is trusted (fewer entries than proxies)', () => {
    expect(resolveClientAddress(socket, '203.0.113.9', parseTrustProxy('3'))).toBe('203.0.113.9');
    expect(resolveClientAddress(socket, undefined, parseTrustProxy('1'))).toBe(socket);
  });
});
