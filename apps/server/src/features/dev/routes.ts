import { z } from '@cuidar/domain/validation';
import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import type { AppEnv } from '../../context';
import { notFound } from '../../http/errors';
import { formatDateTime } from '@cuidar/domain/date-format';
import { readQuery } from '../../http/validate';
import { listOutboxMessages, readOutboxHtml } from './service';

// Outside production only: the e-mails the app "sent", so a person (or an e2e test) can follow
// a verification or reset link without a mail server.

const outboxQuery = z.object({ to: z.email().optional() });

export function devApiRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/dev/outbox', async (c) => {
    const { to } = readQuery(c, outboxQuery);
    return c.json({ messages: await listOutboxMessages(c.get('deps').database.db, to?.toLowerCase()) });
  });
  return app;
}

export function devPageRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/outbox', async (c) => {
    const rows = await listOutboxMessages(c.get('deps').database.db);
    const items = rows.map(
      (m) => html`<li>
        <p><strong>${m.subject}</strong> — para ${m.to}<br /><small>${formatDateTime(m.createdAt)} · ${m.kind} · ${m.status}</small></p>
        <p>${m.link ? html`<a href="${m.link}">${m.link}</a> · ` : ''}<a href="/dev/outbox/${m.id}">ver email</a></p>
      </li>`,
    );
    return c.html(html`<!doctype html>
      <html lang="pt-BR">
        <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Caixa de saída (desenvolvimento) — Cuidar</title>
          <style>body{font-family:system-ui,sans-serif;max-width:760px;margin:24px auto;padding:0 16px;color:#0f172a}li{border-bottom:1px solid #e2e8f0;padding:8px 0;list-style:none}ul{padding:0}a{color:#0f766e;word-break:break-all}</style>
        </head>
        <body>
          <h1>Caixa de saída</h1>
          <p>Emails gerados pelo app neste ambiente (sem servidor SMTP). Só existe fora de produção.</p>
          ${rows.length ? html`<ul>${items}</ul>` : html`<p>Nenhum email enviado ainda.</p>`}
        </body>
      </html>`);
  });
  app.get('/outbox/:id', async (c) => {
    const id = z.uuid().safeParse(c.req.param('id'));
    if (!id.success) throw notFound();
    const stored = await readOutboxHtml(c.get('deps').database.db, id.data);
    if (stored === undefined) throw notFound();
    // The stored HTML was rendered by our own templates with escaped values.
    return c.html(raw(stored));
  });
  return app;
}
