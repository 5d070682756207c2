import { messages } from '@cuidar/domain/messages';
import type { NodeWebSocket } from '@hono/node-ws';
import type { Hono } from 'hono';
import { currentUser } from '../auth/session';
import type { AppEnv } from '../context';
import type { RealtimeHub, SocketLike } from './hub';

/**
 * /api/realtime: one authenticated WebSocket per tab. The session cookie identifies the user and
 * the Origin must be ours (browsers do not apply CORS to WebSockets, so we check it here).
 */
export function mountRealtime(app: Hono<AppEnv>, upgradeWebSocket: NodeWebSocket['upgradeWebSocket'], hub: RealtimeHub) {
  app.get(
    '/api/realtime',
    async (c, next) => {
      const origin = c.req.header('origin');
      if (!origin || !c.get('deps').env.TRUSTED_ORIGINS.includes(origin)) return c.text(messages.generic.forbiddenOrigin, 403);
      const user = await currentUser(c);
      if (!user) return c.text(messages.auth.sessionExpired, 401);
      await next();
    },
    upgradeWebSocket((c) => {
      const userId = c.get('user')!.id;
      let socket: SocketLike | undefined;
      return {
        onOpen(_event, ws) {
          socket = { send: (data) => ws.send(data) };
          hub.add(userId, socket);
          ws.send(JSON.stringify({ type: 'ready' }));
        },
        onMessage(event, ws) {
          if (event.data === 'ping') ws.send('pong');
        },
        onClose() {
          if (socket) hub.remove(userId, socket);
        },
        onError() {
          if (socket) hub.remove(userId, socket);
        },
      };
    }),
  );
}
