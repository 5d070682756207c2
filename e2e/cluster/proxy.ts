import { createServer, request, Agent, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';

// A small round-robin load balancer for the cluster e2e (and the two-instance benchmarks): every
// HTTP request goes to the next upstream, and every WebSocket upgrade to the next upstream on its
// own rotation, so the sign-in lands on one instance and the next request on the other, and two
// people's sockets end up on different processes.
//
// Test hooks (this is test tooling, never production):
//   - each response carries `x-cuidar-upstream: <index>`;
//   - `x-cuidar-pin-upstream: <index>` on a request sends it to that upstream;
//   - POSTs under `broadcastPaths` go to every upstream (the e2e server clock lives in each
//     process), answered with the first upstream's response;
//   - GET /__proxy/stats answers the counts per upstream (requests, sockets open now).

export interface Upstream {
  host: string;
  port: number;
}

export interface ProxyStats {
  requests: number[];
  socketsOpened: number[];
  socketsOpen: number[];
}

export interface RunningProxy {
  server: Server;
  port: number;
  stats: ProxyStats;
  close(): Promise<void>;
}

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade'];

function forwardHeaders(headers: IncomingHttpHeaders, remote: string): IncomingHttpHeaders {
  const out: IncomingHttpHeaders = { ...headers };
  for (const name of HOP_BY_HOP) delete out[name];
  delete out['x-cuidar-pin-upstream'];
  // The proxy states the caller's address itself; a client cannot choose it.
  out['x-forwarded-for'] = remote;
  out['x-forwarded-proto'] = 'http';
  if (headers['transfer-encoding']) out['transfer-encoding'] = headers['transfer-encoding'];
  return out;
}

function remoteAddress(req: IncomingMessage): string {
  return (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
}

export async function startRoundRobinProxy(options: { port: number; host?: string; upstreams: Upstream[]; broadcastPaths?: string[] }): Promise<RunningProxy> {
  const { upstreams } = options;
  const broadcastPaths = options.broadcastPaths ?? [];
  const stats: ProxyStats = {
    requests: upstreams.map(() => 0),
    socketsOpened: upstreams.map(() => 0),
    socketsOpen: upstreams.map(() => 0),
  };
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  let nextRequest = 0;
  let nextSocket = 0;
  const tunnels = new Set<Socket>();

  const pinned = (req: IncomingMessage): number | undefined => {
    const value = Number(req.headers['x-cuidar-pin-upstream']);
    return Number.isInteger(value) && value >= 0 && value < upstreams.length ? value : undefined;
  };

  function forward(req: IncomingMessage, res: ServerResponse, index: number) {
    const target = upstreams[index]!;
    stats.requests[index]!++;
    const upstreamRequest = request(
      { host: target.host, port: target.port, method: req.method, path: req.url, headers: forwardHeaders(req.headers, remoteAddress(req)), agent },
      (upstreamResponse) => {
        const headers: IncomingHttpHeaders = { ...upstreamResponse.headers, 'x-cuidar-upstream': String(index) };
        for (const name of HOP_BY_HOP) delete headers[name];
        res.writeHead(upstreamResponse.statusCode ?? 502, headers);
        upstreamResponse.pipe(res);
      },
    );
    upstreamRequest.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end('upstream indisponível');
      else res.destroy();
    });
    req.pipe(upstreamRequest);
  }

  /** Sends the same request to every upstream, one after the other; answers with the first one's response. */
  async function broadcast(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const answers: { status: number; headers: IncomingHttpHeaders; body: Buffer }[] = [];
    for (const [index, target] of upstreams.entries()) {
      stats.requests[index]!++;
      const headers = forwardHeaders(req.headers, remoteAddress(req));
      delete headers['transfer-encoding'];
      headers['content-length'] = String(body.length);
      answers.push(
        await new Promise((resolve, reject) => {
          const upstreamRequest = request({ host: target.host, port: target.port, method: req.method, path: req.url, headers, agent }, async (upstreamResponse) => {
            const parts: Buffer[] = [];
            for await (const part of upstreamResponse) parts.push(part as Buffer);
            resolve({ status: upstreamResponse.statusCode ?? 502, headers: upstreamResponse.headers, body: Buffer.concat(parts) });
          });
          upstreamRequest.on('error', reject);
          upstreamRequest.end(body);
        }),
      );
    }
    const failed = answers.find((a) => a.status >= 400);
    const chosen = failed ?? answers[0]!;
    const headers: IncomingHttpHeaders = { ...chosen.headers, 'x-cuidar-upstream': 'all' };
    for (const name of HOP_BY_HOP) delete headers[name];
    headers['content-length'] = String(chosen.body.length);
    res.writeHead(chosen.status, headers).end(chosen.body);
  }

  const server = createServer((req, res) => {
    if (req.url === '/__proxy/stats') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(stats));
      return;
    }
    const path = (req.url ?? '/').split('?')[0]!;
    if (req.method === 'POST' && broadcastPaths.some((prefix) => path.startsWith(prefix))) {
      broadcast(req, res).catch(() => {
        if (!res.headersSent) res.writeHead(502).end();
      });
      return;
    }
    const index = pinned(req) ?? nextRequest++ % upstreams.length;
    forward(req, res, index);
  });

  server.on('upgrade', (req: IncomingMessage, client: Socket, head: Buffer) => {
    const index = pinned(req) ?? nextSocket++ % upstreams.length;
    const target = upstreams[index]!;
    const upstream = connect(target.port, target.host);
    tunnels.add(client).add(upstream);
    let counted = false;
    const closeBoth = () => {
      client.destroy();
      upstream.destroy();
      tunnels.delete(client);
      tunnels.delete(upstream);
      if (counted) {
        counted = false;
        stats.socketsOpen[index]!--;
      }
    };
    upstream.on('connect', () => {
      counted = true;
      stats.socketsOpened[index]!++;
      stats.socketsOpen[index]!++;
      // The upgrade request as the client sent it, with our forwarding headers.
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        const name = req.rawHeaders[i]!;
        if (/^(x-forwarded-for|x-forwarded-proto|x-cuidar-pin-upstream)$/i.test(name)) continue;
        lines.push(`${name}: ${req.rawHeaders[i + 1]}`);
      }
      lines.push(`X-Forwarded-For: ${remoteAddress(req)}`, 'X-Forwarded-Proto: http', '', '');
      upstream.write(lines.join('\r\n'));
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', closeBoth);
    client.on('error', closeBoth);
    upstream.on('close', closeBoth);
    client.on('close', closeBoth);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  return {
    server,
    port: (server.address() as { port: number }).port,
    stats,
    async close() {
      agent.destroy();
      for (const socket of tunnels) socket.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
