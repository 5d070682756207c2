import { changeEmailSchema, changePasswordSchema, confirmTwoFactorSchema, twoFactorPasswordSchema } from '@cuidar/domain/account-settings';
import { messages } from '@cuidar/domain/messages';
import { z } from '@cuidar/domain/validation';
import { Hono, type Context } from 'hono';
import { recordAuditEvent } from '../../audit/audit';
import { authHeaders, requireUser, userOf, memberOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { forbidden, notFound, unauthenticated } from '../../http/errors';
import { hitRateLimit, rateLimitRules } from '../../http/rate-limit';
import { readJson } from '../../http/validate';
import {
  changePassword,
  confirmTwoFactor,
  disableTwoFactor,
  listSessions,
  renewRecoveryCodes,
  requestEmailChange,
  revokeOtherSessions,
  revokeSession,
  listSecurityActivity,
  startTwoFactor,
  twoFactorStatus,
  type SecurityDeps,
} from './service';

const sessionIdParam = z.string().trim().min(1).max(64);

/** The session in use (better-auth's id), for 'esta sessão' and so it is never revoked from the list. */
async function currentSessionId(c: Context<AppEnv>): Promise<string> {
  const result = await c.get('deps').auth.api.getSession({ headers: authHeaders(c) });
  if (!result) throw unauthenticated(messages.guard.needsSession);
  return result.session.id;
}

function securityDeps(c: Context<AppEnv>): SecurityDeps {
  const { database, auth, mailer, logger, env } = c.get('deps');
  return { db: database.db, auth, mailer, logger, publicUrl: env.PUBLIC_URL };
}

export function accountSecurityRoutes() {
  const app = new Hono<AppEnv>();

  // Every route acts on the caller's own account: the user id always comes from the session.

  app.get('/account/sessions', requireUser(), async (c) => {
    const sessions = await listSessions(c.get('deps'), authHeaders(c), await currentSessionId(c));
    return c.json({ sessions });
  });

  app.post('/account/sessions/revoke-others', requireUser(), async (c) => {
    await readJson(c, z.strictObject({}));
    const revoked = await revokeOtherSessions(c.get('deps'), authHeaders(c), await currentSessionId(c));
    await recordAuditEvent(c, { action: 'other_sessions_revoked', actorId: userOf(c).id, subjectId: userOf(c).id, metadata: { count: revoked } });
    return c.json({ revoked, message: messages.settings.otherSessionsRevoked });
  });

  app.delete('/account/sessions/:id', requireUser(), async (c) => {
    const id = sessionIdParam.safeParse(c.req.param('id'));
    if (!id.success) throw notFound();
    await revokeSession(c.get('deps'), authHeaders(c), await currentSessionId(c), id.data);
    await recordAuditEvent(c, { action: 'session_revoked', actorId: userOf(c).id, subjectId: userOf(c).id, objectType: 'session', objectId: id.data });
    return c.json({ ok: true, message: messages.settings.sessionRevoked });
  });

  app.post('/account/password', requireUser(), async (c) => {
    const input = await readJson(c, changePasswordSchema);
    const user = userOf(c);
    await hitRateLimit(c.get('deps').database.db, rateLimitRules.reauthPerUser, user.id);
    const cookies = await changePassword(securityDeps(c), memberOf(user), authHeaders(c), input);
    await recordAuditEvent(c, { action: 'password_changed', actorId: user.id, subjectId: user.id });
    const out = c.json({ ok: true, message: messages.settings.passwordChanged });
    for (const cookie of cookies) out.headers.append('set-cookie', cookie);
    return out;
  });

  app.post('/account/email', requireUser(), async (c) => {
    const input = await readJson(c, changeEmailSchema);
    const user = userOf(c);
    await hitRateLimit(c.get('deps').database.db, rateLimitRules.reauthPerUser, user.id);
    await requestEmailChange(securityDeps(c), user.id, authHeaders(c), input);
    await recordAuditEvent(c, { action: 'email_change_requested', actorId: user.id, subjectId: user.id });
    return c.json({ ok: true, message: messages.settings.emailChangeSent(input.newEmail) });
  });

  app.get('/account/security-activity', requireUser(), async (c) => {
    return c.json({ events: await listSecurityActivity(c.get('deps').database.db, userOf(c).id) });
  });

  // Two-factor sign-in (TOTP): anything that changes it asks for the password again.
  app.get('/account/two-factor', requireUser(), async (c) => c.json(await twoFactorStatus(c.get('deps'), authHeaders(c))));

  app.post('/account/two-factor/start', requireUser(), async (c) => {
    const input = await readJson(c, twoFactorPasswordSchema);
    await hitRateLimit(c.get('deps').database.db, rateLimitRules.reauthPerUser, userOf(c).id);
    return c.json({ setup: await startTwoFactor(c.get('deps'), authHeaders(c), input.currentPassword) });
  });

  app.post('/account/two-factor/confirm', requireUser(), async (c) => {
    const input = await readJson(c, confirmTwoFactorSchema);
    await hitRateLimit(c.get('deps').database.db, rateLimitRules.reauthPerUser, userOf(c).id);
    const cookies = await confirmTwoFactor(c.get('deps'), authHeaders(c), input.code);
    await recordAuditEvent(c, { action: 'two_factor_enabled', actorId: userOf(c).id, subjectId: userOf(c).id });
    const out = c.json({ enabled: true, message: messages.twoFactor.enabled });
    for (const cookie of cookies) out.headers.append('set-cookie', cookie);
    return out;
  });

  app.post('/account/two-factor/disable', requireUser(), async (c) => {
    const input = await readJson(c, twoFactorPasswordSchema);
    // Two-factor sign-in is a condition of the operator's desk (docs/product.md#operators).
    if (userOf(c).role === 'operador') throw forbidden(messages.twoFactor.requiredForOperators);
    await hitRateLimit(c.get('deps').database.db, rateLimitRules.reauthPerUser, userOf(c).id);
    const cookies = await disableTwoFactor(c.get('deps'), authHeaders(c), input.currentPassword);
    await recordAuditEvent(c, { action: 'two_factor_disabled', actorId: userOf(c).id, subjectId: userOf(c).id });
    const out = c.json({ enabled: false, message: messages.twoFactor.disabled });
    for (const cookie of cookies) out.headers.append('set-cookie', cookie);
    return out;
  });

  app.post('/account/two-factor/recovery-codes', requireUser(), async (c) => {
    const input = await readJson(c, twoFactorPasswordSchema);
    await hitRateLimit(c.get('deps').database.db, rateLimitRules.reauthPerUser, userOf(c).id);
    const recoveryCodes = await renewRecoveryCodes(c.get('deps'), authHeaders(c), input.currentPassword);
    await recordAuditEvent(c, { action: 'recovery_codes_renewed', actorId: userOf(c).id, subjectId: userOf(c).id });
    return c.json({ recoveryCodes, message: messages.twoFactor.recoveryCodesRenewed });
  });

  return app;
}
