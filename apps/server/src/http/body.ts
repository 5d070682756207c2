import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context';
import { nodeIncoming, type NodeIncoming } from './node';

// Request bodies, bounded and read once (ADR 0021). On the Node server the body is read straight
// from the IncomingMessage: asking Hono's Request for it builds a WHATWG Request whose body is a web
// stream wrapped around the Node stream, and on a small JSON POST that wrapping cost more CPU than
// the route itself. The bytes are then handed back to @hono/node-server as `incoming.rawBody`, its
// documented way in for a body read beforehand, so anything that still asks the Request for its
// body (better-auth, the payment webhook) gets the same bytes. Without a Node request (app.request
// in tests) Hono's own bodyLimit does the same job through the Request.

const bodies = new WeakMap<Context, Buffer>();
const decoder = new TextDecoder();

/**
 * The whole body, or null as soon as it passes `maxSize`. Listeners rather than `for await`:
 * leaving an async iterator early destroys the stream, and with it the connection the 413 must go
 * out on; here the rest is left flowing, and @hono/node-server drains it after the answer.
 */
function readAll(incoming: NodeIncoming, maxSize: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      incoming.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxSize) return void chunks.push(chunk);
      done();
      resolve(null);
    };
    const onEnd = () => {
      done();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    const onClose = () => {
      done();
      reject(new Error('request closed before its body ended'));
    };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
    incoming.on('close', onClose);
  });
}

/** Refuses bodies over `maxSize` bytes (by Content-Length at once, or while reading) with `tooLarge`. */
export function boundedBody(maxSize: number, tooLarge: () => never): MiddlewareHandler<AppEnv> {
  const throughRequest = bodyLimit({ maxSize, onError: tooLarge });
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    const incoming = nodeIncoming(c);
    if (!incoming || incoming.readableEnded || incoming.rawBody) return throughRequest(c, next);
    const length = incoming.headers['content-length'];
    if (length !== undefined && !incoming.headers['transfer-encoding'] && Number(length) > maxSize) tooLarge();
    const body = await readAll(incoming, maxSize);
    if (!body) tooLarge();
    incoming.rawBody = body;
    bodies.set(c, body);
    return next();
  };
}

/** The request's body as text (UTF-8, as Request.text() decodes it), read once. */
export async function bodyText(c: Context): Promise<string> {
  const body = bodies.get(c);
  return body ? decoder.decode(body) : c.req.text();
}
