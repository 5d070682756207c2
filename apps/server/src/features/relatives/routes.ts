import { bookingListQuerySchema } from '@cuidar/domain/booking-schemas';
import { messages } from '@cuidar/domain/messages';
import {
  inviteRelativeSchema,
  relativeInvitationTokenSchema,
  relativeNotificationSettingsSchema,
  relativeSignUpSchema,
  relativeVisitConfirmSchema,
  updateRelativeGrantSchema,
} from '@cuidar/domain/relatives';
import { z } from '@cuidar/domain/validation';
import { Hono, type Context } from 'hono';
import { requireUser, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { clientIp } from '../../http/client-ip';
import { notFound } from '../../http/errors';
import { hitRateLimit, rateLimitRules } from '../../http/rate-limit';
import { readJson, readQuery } from '../../http/validate';
import {
  acceptInvitationSignedIn,
  confirmVisitForFamily,
  getFamilyBookingForRelative,
  getInvitation,
  inviteRelative,
  listFamilyBookingsForRelative,
  listFamilyVisitsForRelative,
  listFollowedFamilies,
  listRelatives,
  removeRelative,
  resendInvitation,
  setNotificationChoices,
  setRelativeGrant,
  signUpThroughInvitation,
  type RelativeDeps,
} from './service';

// Relatives who follow a family (docs/product.md#relatives, ADR 0053):
//   /familiares…            the family's management ('Convidar familiar', resend, grant, remove)
//   /convites-familiar/…    the e-mailed invitation (the token in the body, never in a path)
//   /familiar/familias/…    what a relative reads of the families they follow (read-only)
// Anyone else gets what the route gives any stranger: 403 for the wrong role, 404 for an object
// that is not theirs (as for one that does not exist).

const m = messages.relatives;

const idParam = z.strictObject({ id: z.uuid() });
const familyParam = z.strictObject({ familiaId: z.string().min(1).max(64) });
const familyObjectParam = z.strictObject({ familiaId: z.string().min(1).max(64), id: z.uuid() });

function pathId(c: Context<AppEnv>): string {
  const parsed = idParam.safeParse(c.req.param());
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}
function familyPath(c: Context<AppEnv>): string {
  const parsed = familyParam.safeParse(c.req.param());
  if (!parsed.success) throw notFound();
  return parsed.data.familiaId;
}
function familyObjectPath(c: Context<AppEnv>): { familiaId: string; id: string } {
  const parsed = familyObjectParam.safeParse(c.req.param());
  if (!parsed.success) throw notFound();
  return parsed.data;
}

function depsOf(c: Context<AppEnv>): RelativeDeps {
  const { database, mailer, logger, now, env } = c.get('deps');
  return { db: database.db, mailer, logger, now, publicUrl: env.PUBLIC_URL };
}

export function relativeRoutes() {
  const app = new Hono<AppEnv>();

  // ── The family ──────────────────────────────────────────────────────────────────────────────
  app.get('/familiares', requireUser('familia'), async (c) => c.json({ familiares: await listRelatives(depsOf(c), userOf(c).id) }));

  app.post('/familiares', requireUser('familia'), async (c) => {
    const input = await readJson(c, inviteRelativeSchema);
    const deps = depsOf(c);
    await hitRateLimit(deps.db, rateLimitRules.relativeInvitesPerFamily, userOf(c).id, deps.now());
    const familiar = await inviteRelative(deps, userOf(c).id, input);
    return c.json({ familiar, message: m.invited(familiar.email) }, 201);
  });

  app.post('/familiares/:id/reenviar', requireUser('familia'), async (c) => {
    const id = pathId(c);
    await readJson(c, z.strictObject({}));
    const deps = depsOf(c);
    await hitRateLimit(deps.db, rateLimitRules.relativeInvitesPerFamily, userOf(c).id, deps.now());
    const familiar = await resendInvitation(deps, userOf(c).id, id);
    return c.json({ familiar, message: m.resent(familiar.email) });
  });

  app.patch('/familiares/:id', requireUser('familia'), async (c) => {
    const id = pathId(c);
    const { podeConfirmarPresenca } = await readJson(c, updateRelativeGrantSchema);
    const familiar = await setRelativeGrant(depsOf(c), userOf(c).id, id, podeConfirmarPresenca);
    return c.json({ familiar, message: m.grantUpdated });
  });

  /** Cancels an invitation or removes a relative; their access ends with this request. */
  app.delete('/familiares/:id', requireUser('familia'), async (c) => {
    const id = pathId(c);
    await removeRelative(c.get('deps').database.db, userOf(c).id, id);
    return c.json({ ok: true, message: m.removed });
  });

  // ── The invitation ──────────────────────────────────────────────────────────────────────────
  /** What the invitation page shows; 404 for a link used, cancelled or expired. */
  app.post('/convites-familiar/consultar', async (c) => {
    const { token } = await readJson(c, relativeInvitationTokenSchema);
    return c.json({ convite: await getInvitation(depsOf(c), token) });
  });

  /** A new relative's account through the link (the role is ours to set, never the client's). */
  app.post('/convites-familiar/cadastro', async (c) => {
    const input = await readJson(c, relativeSignUpSchema);
    const { database, auth, authOptions, env, now } = c.get('deps');
    await hitRateLimit(database.db, rateLimitRules.signUpPerIp, clientIp(c, env.TRUST_PROXY), now());
    const result = await signUpThroughInvitation({ db: database.db, now, auth, authOptions }, input);
    return c.json({ ok: true, email: result.email, message: m.accepted(m.followingTitle(result.familiaNome)) }, 201);
  });

  /** An existing relative's account accepts another family's invitation. */
  app.post('/convites-familiar/aceitar', requireUser(), async (c) => {
    const { token } = await readJson(c, relativeInvitationTokenSchema);
    const result = await acceptInvitationSignedIn(depsOf(c), userOf(c), token);
    return c.json({ ok: true, message: m.accepted(m.followingTitle(result.familiaNome)) });
  });

  // ── The relative ────────────────────────────────────────────────────────────────────────────
  app.get('/familiar/familias', requireUser('familiar'), async (c) => c.json({ familias: await listFollowedFamilies(c.get('deps').database.db, userOf(c).id) }));

  app.get('/familiar/familias/:familiaId/reservas', requireUser('familiar'), async (c) => {
    const familiaId = familyPath(c);
    const { scope } = readQuery(c, bookingListQuerySchema);
    return c.json({ bookings: await listFamilyBookingsForRelative(depsOf(c), userOf(c).id, familiaId, scope) });
  });

  app.get('/familiar/familias/:familiaId/reservas/:id', requireUser('familiar'), async (c) => {
    const { familiaId, id } = familyObjectPath(c);
    return c.json({ booking: await getFamilyBookingForRelative(depsOf(c), userOf(c).id, familiaId, id) });
  });

  app.get('/familiar/familias/:familiaId/visitas', requireUser('familiar'), async (c) => {
    const familiaId = familyPath(c);
    return c.json({ visits: await listFamilyVisitsForRelative(depsOf(c), userOf(c).id, familiaId) });
  });

  /** The one grant: confirming an arrival or departure the caregiver claimed by button. */
  app.post('/familiar/familias/:familiaId/visitas/:id/confirmar', requireUser('familiar'), async (c) => {
    const { familiaId, id } = familyObjectPath(c);
    const { momento } = await readJson(c, relativeVisitConfirmSchema);
    const { payments, env } = c.get('deps');
    return c.json({ visit: await confirmVisitForFamily({ ...depsOf(c), payments, env }, userOf(c).id, familiaId, id, momento) });
  });

  app.put('/familiar/familias/:familiaId/notificacoes', requireUser('familiar'), async (c) => {
    const familiaId = familyPath(c);
    const choices = await readJson(c, relativeNotificationSettingsSchema);
    await setNotificationChoices(c.get('deps').database.db, userOf(c).id, familiaId, choices);
    return c.json({ ok: true, message: m.notificationsSaved });
  });

  return app;
}
