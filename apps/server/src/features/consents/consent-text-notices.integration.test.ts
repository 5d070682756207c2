import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUpVerified, TestClient, type TestContext } from '../../../test/helpers';
import { backgroundSettled } from '../../background';
import { consents, emailOutbox, notificacoes } from '../../db/schema';
import { runConsentTextNotices } from './service';

// A new text of the health-data consent (docs/product.md#account-lgpd): each family whose consent in
// force is on an older text is told once, by notification and e-mail; nobody else is.

let ctx: TestContext;
const run = () => runConsentTextNotices({ db: ctx.db, mailer: ctx.deps.mailer, logger: ctx.deps.logger, publicUrl: ctx.deps.env.PUBLIC_URL });

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

async function family(name: string, consent: { version: string; withdrawn?: boolean } | null) {
  const client = new TestClient(ctx.app);
  const { id, email } = await signUpVerified(ctx, client, 'familia', name);
  if (consent) {
    await ctx.db.insert(consents).values({
      userId: id,
      kind: 'dados_saude',
      version: consent.version,
      acceptedAt: new Date('2026-01-10T13:00:00Z'),
      withdrawnAt: consent.withdrawn ? new Date('2026-02-10T13:00:00Z') : null,
    });
  }
  return { client, id, email };
}

const noticesOf = (userId: string) => ctx.db.select().from(notificacoes).where(and(eq(notificacoes.userId, userId), eq(notificacoes.tipo, 'autorizacao')));
const mailsTo = (email: string) => ctx.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, 'consentimento-novo-texto')));

describe('telling families of the new consent text', () => {
  it('tells each family on the older text once, by notification and e-mail; not those on the new text, withdrawn or without consent', async () => {
    const older = await family('Marta Ribeiro', { version: '2026-01' });
    const current = await family('Paulo Mendes', { version: '2026-11' });
    const withdrawn = await family('Rita Gomes', { version: '2026-01', withdrawn: true });
    const never = await family('Olga Pereira', null);

    expect(await run()).toBe(1);
    await backgroundSettled();
    const [notice] = await noticesOf(older.id);
    expect(notice).toMatchObject({
      mensagem:
        'Atualizamos o texto da autorização de dados de saúde. Enquanto você não autorizar o novo texto, o cartão de emergência não abre para os cuidadores e o diário de cuidados fica fechado. Leia e autorize em Configurações.',
      link: '/dashboard/familia/configuracoes',
      lida: false,
    });
    const [mail] = await mailsTo(older.email);
    expect(mail?.subject).toBe('Novo texto da autorização de dados de saúde');
    expect(mail?.text).toContain('Olá, Marta!');
    expect(mail?.text).toContain('/dashboard/familia/configuracoes');
    for (const other of [current, withdrawn, never]) {
      expect(await noticesOf(other.id)).toEqual([]);
      expect(await mailsTo(other.email)).toEqual([]);
    }

    // Again (another tick, or another process): nobody is told twice.
    expect(await run()).toBe(0);
    await backgroundSettled();
    expect(await noticesOf(older.id)).toHaveLength(1);
    expect(await mailsTo(older.email)).toHaveLength(1);

    // The family reads it on its notifications and accepts the new text: nothing more is sent.
    const list = (await (await older.client.get('/api/notifications')).json()) as { notifications: { tipo: string }[] };
    expect(list.notifications.map((n) => n.tipo)).toContain('autorizacao');
    expect((await older.client.put('/api/account/consents/dados_saude', { accepted: true })).status).toBe(200);
    expect(await run()).toBe(0);
  });
});
