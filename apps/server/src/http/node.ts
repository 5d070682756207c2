import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';

// On the Node server, @hono/node-server hands every request its Node objects as `c.env`
// ({ incoming, outgoing }). Hono's own request and response are WHATWG objects built lazily from
// them: the first `c.req.header()` turns every request header into a `Headers` object, and
// `c.res.headers` turns the response's into another. Both are measurable on every request (ADR
// 0026), so the hot paths read and write the Node objects when they are there. In `app.request`
// (tests) there are none, and callers fall back to Hono's objects, with the same result.

export type NodeIncoming = IncomingMessage & { rawBody?: Buffer };

function nodeEnv(c: Context): { incoming?: unknown; outgoing?: unknown } | undefined {
  const env = c.env as { incoming?: unknown; outgoing?: unknown } | undefined;
  return env && typeof env === 'object' ? env : undefined;
}

/** The Node request, when the app runs on the Node server. */
export function nodeIncoming(c: Context): NodeIncoming | undefined {
  const incoming = nodeEnv(c)?.incoming;
  return incoming && typeof (incoming as NodeIncoming).on === 'function' && typeof (incoming as NodeIncoming).headers === 'object'
    ? (incoming as NodeIncoming)
    : undefined;
}

/** The Node response, when the app runs on the Node server and it has not started answering. */
export function nodeOutgoing(c: Context): ServerResponse | undefined {
  const outgoing = nodeEnv(c)?.outgoing as ServerResponse | undefined;
  return outgoing && typeof outgoing.setHeader === 'function' && !outgoing.headersSent ? outgoing : undefined;
}

/**
 * One request header (name in lower case), as `c.req.header(name)` answers it. On Node, repeated
 * headers come joined as Node joins them (cookies with '; ', the rest with ', ').
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = nodeIncoming(c);
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
