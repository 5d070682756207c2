import type { ConversationDto, MessageDto } from '@cuidar/domain/booking-schemas';
import { CHAT_LIMITS } from '@cuidar/domain/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUpVerified, TestClient, type TestContext } from '../../../test/helpers';
import { createBooking } from '../../db/factories';
import { cuidadorProfiles, mensagens, notificacoes } from '../../db/schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

async function people() {
  const family = new TestClient(ctx.app);
  const familyId = (await signUpVerified(ctx, family, 'familia', 'Marta Ribeiro')).id;
  const caregiver = new TestClient(ctx.app);
  const caregiverId = (await signUpVerified(ctx, caregiver, 'cuidador', 'Joana Prado')).id;
  await ctx.db.insert(cuidadorProfiles).values({ id: caregiverId, verificacao: 'aprovado' });
  return { family, familyId, caregiver, caregiverId };
}

describe('chat', () => {
  it('a family opens one conversation per caregiver and both exchange messages in order', async () => {
    const p = await people();
    const open1 = (await (await p.family.post('/api/conversations', { withId: p.caregiverId })).json()) as { id: string };
    const open2 = (await (await p.family.post('/api/conversations', { withId: p.caregiverId })).json()) as { id: string };
    expect(open1.id).toBe(open2.id);

    const sent = await p.family.post(`/api/conversations/${open1.id}/messages`, { content: '  Olá, Joana! Você atende aos sábados?  ' });
    expect(sent.status).toBe(201);
    expect(((await sent.json()) as { message: MessageDto }).message.content).toBe('Olá, Joana! Você atende aos sábados?');
    await p.caregiver.post(`/api/conversations/${open1.id}/messages`, { content: 'Atendo, sim!' });

    const list = (await (await p.caregiver.get(`/api/conversations/${open1.id}/messages`)).json()) as { messages: MessageDto[] };
    expect(list.messages.map((m) => m.content)).toEqual(['Olá, Joana! Você atende aos sábados?', 'Atendo, sim!']);

    const after = (await (await p.family.get(`/api/conversations/${open1.id}/messages?after=${list.messages[0]!.id}`)).json()) as { messages: MessageDto[] };
    expect(after.messages.map((m) => m.content)).toEqual(['Atendo, sim!']);

    const convs = (await (await p.caregiver.get('/api/conversations')).json()) as { conversations: ConversationDto[] };
    expect(convs.conversations[0]).toMatchObject({ id: open1.id, unread: 1, counterpart: { id: p.familyId, firstName: 'Marta' }, lastMessage: { content: 'Atendo, sim!', fromMe: true } });
    const familyConvs = (await (await p.family.get('/api/conversations')).json()) as { conversations: ConversationDto[] };
    expect(familyConvs.conversations[0]).toMatchObject({ unread: 1, lastMessage: { fromMe: false } });
    await p.family.post(`/api/conversations/${open1.id}/read`);
    const read = (await (await p.family.get('/api/conversations')).json()) as { conversations: ConversationDto[] };
    expect(read.conversations[0]!.unread).toBe(0);
  });

  it('refuses empty and overlong messages with the spec message', async () => {
    const p = await people();
    const { id } = (await (await p.family.post('/api/conversations', { withId: p.caregiverId })).json()) as { id: string };
    for (const content of ['', '    ', 42]) {
      const response = await p.family.post(`/api/conversations/${id}/messages`, { content });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { message: 'Mensagem não pode estar vazia' } });
    }
    expect((await p.family.post(`/api/conversations/${id}/messages`, { content: 'x'.repeat(2001) })).status).toBe(400);
    expect(await ctx.db.select().from(mensagens).where(eq(mensagens.conversaId, id))).toHaveLength(0);
  });

  it('only the two participants read or write a conversation', async () => {
    const p = await people();
    const { id } = (await (await p.family.post('/api/conversations', { withId: p.caregiverId })).json()) as { id: string };
    await p.family.post(`/api/conversations/${id}/messages`, { content: 'Particular' });
    const outsiders = [new TestClient(ctx.app), new TestClient(ctx.app)];
    await signUpVerified(ctx, outsiders[0]!, 'familia');
    await signUpVerified(ctx, outsiders[1]!, 'cuidador');
    for (const outsider of outsiders) {
      expect((await outsider.get(`/api/conversations/${id}/messages`)).status).toBe(404);
      expect((await outsider.post(`/api/conversations/${id}/messages`, { content: 'intruso' })).status).toBe(404);
      expect((await outsider.post(`/api/conversations/${id}/read`)).status).toBe(404);
      const theirs = (await (await outsider.get('/api/conversations')).json()) as { conversations: unknown[] };
      expect(theirs.conversations).toEqual([]);
    }
    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.get(`/api/conversations/${id}/messages`)).status).toBe(401);
    expect((await anonymous.post('/api/conversations', { withId: p.caregiverId })).status).toBe(401);
    expect(await ctx.db.select().from(mensagens).where(eq(mensagens.conversaId, id))).toHaveLength(1);
  });

  it('a caregiver may open a chat only with a family that booked them', async () => {
    const p = await people();
    expect((await p.caregiver.post('/api/conversations', { withId: p.familyId })).status).toBe(403);
    await createBooking(ctx.db, { familiaId: p.familyId, cuidadorId: p.caregiverId, dataInicio: '2030-01-10' });
    expect((await p.caregiver.post('/api/conversations', { withId: p.familyId })).status).toBe(200);
    // A family cannot "chat" with another family.
    const otherFamily = new TestClient(ctx.app);
    const otherId = (await signUpVerified(ctx, otherFamily, 'familia')).id;
    expect((await p.family.post('/api/conversations', { withId: otherId })).status).toBe(404);
  });

  it('notifies the receiver once per conversation while unread', async () => {
    const p = await people();
    const { id } = (await (await p.family.post('/api/conversations', { withId: p.caregiverId })).json()) as { id: string };
    for (const content of ['Oi', 'Tudo bem?', 'Pode me ligar?']) await p.family.post(`/api/conversations/${id}/messages`, { content });
    const notes = await ctx.db.select().from(notificacoes).where(eq(notificacoes.userId, p.caregiverId));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ tipo: 'mensagem_nova', lida: false, link: `/dashboard/cuidador/mensagens?conversa=${id}` });
    expect(notes[0]!.mensagem).toContain('Pode me ligar?');
  });

  it('counts the unread messages and notifications for the menu, per person', async () => {
    const p = await people();
    const unread = async (client: TestClient) => ({
      mensagens: ((await (await client.get('/api/conversations/unread-count')).json()) as { unread: number }).unread,
      notificacoes: ((await (await client.get('/api/notifications/unread-count')).json()) as { unread: number }).unread,
    });
    expect(await unread(p.caregiver)).toEqual({ mensagens: 0, notificacoes: 0 });
    const { id } = (await (await p.family.post('/api/conversations', { withId: p.caregiverId })).json()) as { id: string };
    for (const content of ['Oi', 'Tudo bem?']) await p.family.post(`/api/conversations/${id}/messages`, { content });
    // Two messages, one notification for the conversation; nothing for the one who wrote them.
    expect(await unread(p.caregiver)).toEqual({ mensagens: 2, notificacoes: 1 });
    expect(await unread(p.family)).toEqual({ mensagens: 0, notificacoes: 0 });
    await p.caregiver.post(`/api/conversations/${id}/read`);
    expect((await unread(p.caregiver)).mensagens).toBe(0);
    await p.caregiver.post('/api/notifications/read-all');
    expect((await unread(p.caregiver)).notificacoes).toBe(0);
    expect((await new TestClient(ctx.app).get('/api/conversations/unread-count')).status).toBe(401);
    expect((await new TestClient(ctx.app).get('/api/notifications/unread-count')).status).toBe(401);
  });
});

describe('chat rate limits (issue 15)', () => {
  const minute = 60_000;
  /** The start of a fresh minute window, some minutes from now, so the tests never share one. */
  let minutesAhead = 10;
  const freshMinute = () => new Date((Math.floor(Date.now() / minute) + minutesAhead++) * minute + 1000);
  const send = (client: TestClient, id: string, content: string) => client.post(`/api/conversations/${id}/messages`, { content });
  const TOO_MANY = 'Você enviou muitas mensagens em pouco tempo. Aguarde um instante e tente novamente.';

  it(`a sender writes at most ${CHAT_LIMITS.perConversationPerMinute} messages a minute in one conversation; the other side may still answer`, async () => {
    const start = freshMinute();
    ctx.setNow(start);
    try {
      const p = await people();
      const { id } = (await (await p.family.post('/api/conversations', { withId: p.caregiverId })).json()) as { id: string };
      for (let i = 0; i < CHAT_LIMITS.perConversationPerMinute; i++) expect((await send(p.family, id, `Mensagem ${i}`)).status).toBe(201);
      const refused = await send(p.family, id, 'Mais uma');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: TOO_MANY } });
      expect(await ctx.db.select().from(mensagens).where(eq(mensagens.content, 'Mais uma'))).toHaveLength(0);
      expect((await send(p.caregiver, id, 'Calma, já respondo!')).status).toBe(201);
      // The next minute, the family writes again.
      ctx.setNow(new Date(start.getTime() + minute));
      expect((await send(p.family, id, 'Voltei')).status).toBe(201);
    } finally {
      ctx.setNow(new Date());
    }
  });

  it(`a sender writes at most ${CHAT_LIMITS.perSenderPerMinute} messages a minute across conversations`, async () => {
    ctx.setNow(freshMinute());
    try {
      const p = await people();
      const conversations: string[] = [];
      const needed = Math.ceil(CHAT_LIMITS.perSenderPerMinute / CHAT_LIMITS.perConversationPerMinute) + 1;
      for (let i = 0; i < needed; i++) {
        const caregiver = new TestClient(ctx.app);
        const caregiverId = (await signUpVerified(ctx, caregiver, 'cuidador')).id;
        await ctx.db.insert(cuidadorProfiles).values({ id: caregiverId, verificacao: 'aprovado' });
        conversations.push(((await (await p.family.post('/api/conversations', { withId: caregiverId })).json()) as { id: string }).id);
      }
      let sent = 0;
      for (const id of conversations.slice(0, -1)) {
        for (let i = 0; i < CHAT_LIMITS.perConversationPerMinute && sent < CHAT_LIMITS.perSenderPerMinute; i++, sent++) {
          expect((await send(p.family, id, `Olá ${sent}`)).status).toBe(201);
        }
      }
      expect(sent).toBe(CHAT_LIMITS.perSenderPerMinute);
      const refused = await send(p.family, conversations.at(-1)!, 'Oi, tudo bem?');
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: TOO_MANY } });
    } finally {
      ctx.setNow(new Date());
    }
  });
});
