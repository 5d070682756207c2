import { openConversationSchema, sendMessageSchema } from '@cuidar/domain/booking-schemas';
import { messages } from '@cuidar/domain/messages';
import { z } from '@cuidar/domain/validation';
import { Hono, type Context } from 'hono';
import { requireUser, userOf, memberOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { notFound } from '../../http/errors';
import { readJson, readQuery } from '../../http/validate';
import { conversationsOf, messagesOf, openConversation, readConversation, sendMessage, unreadMessageCount } from './service';

const messagesQuery = z.strictObject({ after: z.uuid().optional() });

function conversationId(c: Context<AppEnv>): string {
  const parsed = z.uuid().safeParse(c.req.param('id'));
  if (!parsed.success) throw notFound(messages.chat.noConversation);
  return parsed.data;
}

export function chatRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/conversations', requireUser());
  app.use('/conversations/*', requireUser());

  app.get('/conversations', async (c) => {
    return c.json({ conversations: await conversationsOf(c.get('deps').database.db, userOf(c).id) });
  });

  /** How many messages wait for the caller, over every conversation (the menu's badge). */
  app.get('/conversations/unread-count', async (c) => {
    return c.json({ unread: await unreadMessageCount(c.get('deps').database.db, userOf(c).id) });
  });

  /** Opens the conversation with a caregiver (for a family) or a family that booked (for a caregiver). */
  app.post('/conversations', async (c) => {
    const { withId } = await readJson(c, openConversationSchema);
    const user = memberOf(userOf(c));
    const id = await openConversation(c.get('deps').database.db, user, withId);
    return c.json({ id });
  });

  app.get('/conversations/:id/messages', async (c) => {
    const { after } = readQuery(c, messagesQuery);
    const list = await messagesOf(c.get('deps').database.db, userOf(c).id, conversationId(c), after);
    return c.json({ messages: list });
  });

  app.post('/conversations/:id/messages', async (c) => {
    const { content } = await readJson(c, sendMessageSchema);
    const { database, now } = c.get('deps');
    const message = await sendMessage(database.db, memberOf(userOf(c)), conversationId(c), content, now());
    return c.json({ message }, 201);
  });

  app.post('/conversations/:id/read', async (c) => {
    await readJson(c, z.strictObject({}));
    await readConversation(c.get('deps').database.db, userOf(c).id, conversationId(c), c.get('deps').now());
    return c.json({ ok: true });
  });

  return app;
}
