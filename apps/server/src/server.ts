import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createNodeWebSocket } from '@hono/node-ws';
import { Hono } from 'hono';
import { createApp } from './app';
import type { AppDeps, AppEnv } from './context';
import type { DatabaseHandle } from './db/client';
import { findMessageDtosByIds } from './features/chat/service';
import type { Logger } from './logger';
import { RealtimeHub } from './realtime/hub';
import { mountRealtime } from './realtime/socket';

export interface RunningServer {
  server: ServerType;
  port: number;
  hub: RealtimeHub;
  /** The whole app this instance serves (API, socket, web app): tests list its routes. */
  app: Hono<AppEnv>;
  close(): Promise<void>;
}

/** The socket hub of one instance; the chat feature reads the messages it delivers. */
export function createRealtimeHub(database: DatabaseHandle, logger: Logger): RealtimeHub {
  return new RealtimeHub(database, logger, (ids) => findMessageDtosByIds(database.db, ids));
}

/** The HTTP server of one instance: API, WebSocket and (when given) the built web app on one port. */
export async function startServer(deps: AppDeps, options: { port: number; host?: string; webRoot?: string }): Promise<RunningServer> {
  const hub = createRealtimeHub(deps.database, deps.logger);
  await hub.start();
  const root = new Hono<AppEnv>();
  const { injectWebSocket, upgradeWebSocket } = createNodeWebSocket({ app: root });
  const app = createApp(deps, {
    ...(options.webRoot ? { webRoot: options.webRoot } : {}),
    beforeRoutes: (a) => mountRealtime(a, upgradeWebSocket, hub),
  });
  root.route('/', app);
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: root.fetch, port: options.port, hostname: options.host ?? '127.0.0.1' }, () => resolve(s));
  });
  injectWebSocket(server);
  // Keep idle connections longer than the load balancers in front of us (AWS ALB and nginx hold
  // theirs 60 s by default): when the server closes first, a request the balancer sends on the
  // closing connection fails with a 502. Node's default is 5 s.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  return {
    server,
    port: (server.address() as AddressInfo).port,
    hub,
    app: root,
    async close() {
      await hub.stop();
      await new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) (server as unknown as { closeAllConnections(): void }).closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
