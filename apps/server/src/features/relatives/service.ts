import { createHash, randomBytes } from 'node:crypto';
import type { BookingDto } from '@cuidar/domain/bookings';
import type { BookingScope } from '@cuidar/domain/booking-schemas';
import type { AccountRole } from '@cuidar/domain/constants';
import { messages } from '@cuidar/domain/messages';
import {
  RELATIVE_RULES,
  relativeStatus,
  type FollowedFamilyDto,
  type RelativeDto,
  type RelativeInvitationDto,
  type RelativeNotificationSettings,
} from '@cuidar/domain/relatives';
import { paths } from '@cuidar/domain/routes';
import type { VisitDayDto, VisitMoment } from '@cuidar/domain/visits';
import type { Auth, AuthOptions } from '../../auth/auth';
import type { Database, Executor } from '../../db/client';
import type { Env } from '../../env';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { relativeInvitationMail } from '../../mail/templates';
import type { PaymentProvider } from '../../payments/provider';
import { createAccountWithProfile } from '../account/service';
import { getBooking, listBookings } from '../bookings/service';
import { presenceSecret } from '../visits/presence-code';
import { confirmVisitMoment, listVisits } from '../visits/service';
import {
  acceptInvitation,
  countRelativesOfFamily,
  deleteRelative,
  findAccount,
  findFamilyName,
  findFollowedFamilies,
  findFollowing,
  findOpenInvitation,
  findRelativeOfFamily,
  findRelativesOfFamily,
  insertInvitation,
  markEmailVerified,
  renewInvitation,
  updateGrant,
  updateNotificationChoices,
  type RelativeRow,
} from './repository';

// Relatives who follow a family's care (docs/product.md#relatives, ADR 0053). The family invites by
// e-mail (a single-use link whose token is stored only as its SHA-256), sees and removes them; a
// relative reads the family's bookings and visits, never acts as the family, except the one action
// the family may grant (confirming a caregiver's claimed arrival or departure).

const m = messages.relatives;
const DAY_MS = 86_400_000;

export interface RelativeDeps {
  db: Database;
  now: () => Date;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const newToken = () => randomBytes(RELATIVE_RULES.tokenBytes).toString('base64url');
const fullName = (row: { firstName: string | null; lastName: string | null }) => `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim();
const invitationUrl = (publicUrl: string, token: string) => `${publicUrl}${paths.conviteFamiliar}?token=${encodeURIComponent(token)}`;

/** The relative's access to the family, or 404 (as for a family that does not exist). */
async function requireFollowing(db: Executor, familiarId: string, familiaId: string) {
  const following = await findFollowing(db, familiarId, familiaId);
  if (!following) throw notFound();
  return following;
}

// ── The family's side ─────────────────────────────────────────────────────────────────────────

function toRelativeDto(row: RelativeRow, now: Date): RelativeDto {
  const nome = row.familiarId ? fullName(row) || null : null;
  return {
    id: row.id,
    email: row.email,
    nome,
    status: relativeStatus({ acceptedAt: row.aceitoEm, expiresAt: row.expiresAt }, now),
    podeConfirmarPresenca: row.podeConfirmarPresenca,
    convidadoEm: row.convidadoEm.toISOString(),
    expiraEm: row.expiresAt.toISOString(),
    aceitoEm: row.aceitoEm?.toISOString() ?? null,
  };
}

export async function listRelatives(deps: Pick<RelativeDeps, 'db' | 'now'>, familiaId: string): Promise<RelativeDto[]> {
  const now = deps.now();
  return (await findRelativesOfFamily(deps.db, familiaId)).map((row) => toRelativeDto(row, now));
}

async function sendInvitation(deps: RelativeDeps, familiaId: string, email: string, token: string): Promise<void> {
  const family = await findFamilyName(deps.db, familiaId);
  const mail = relativeInvitationMail({ family: family ? fullName(family) : '', days: RELATIVE_RULES.invitationDays, url: invitationUrl(deps.publicUrl, token) });
  await deps.mailer.send({ ...mail, to: email, kind: 'convite-familiar' });
}

/** 'Convidar familiar': a new invitation, e-mailed. */
export async function inviteRelative(deps: RelativeDeps, familiaId: string, input: { email: string; podeConfirmarPresenca: boolean }): Promise<RelativeDto> {
  const email = input.email.toLowerCase();
  const owner = await findAccount(deps.db, familiaId);
  if (owner?.email.toLowerCase() === email) throw conflict(m.ownEmail, 'email');
  if ((await countRelativesOfFamily(deps.db, familiaId)) >= RELATIVE_RULES.maxPerFamily) throw conflict(m.tooMany(RELATIVE_RULES.maxPerFamily));
  const now = deps.now();
  const token = newToken();
  const id = await insertInvitation(deps.db, {
    familiaId,
    email,
    tokenHash: hashOf(token),
    expiresAt: new Date(now.getTime() + RELATIVE_RULES.invitationDays * DAY_MS),
    at: now,
    podeConfirmarPresenca: input.podeConfirmarPresenca,
  });
  if (!id) throw conflict(m.alreadyInvited, 'email');
  await sendInvitation(deps, familiaId, email, token);
  const row = await findRelativeOfFamily(deps.db, familiaId, id);
  return toRelativeDto(row!, now);
}

/** A new link for a pending (or expired) invitation; the previous link stops working. */
export async function resendInvitation(deps: RelativeDeps, familiaId: string, id: string): Promise<RelativeDto> {
  const row = await findRelativeOfFamily(deps.db, familiaId, id);
  if (!row) throw notFound();
  if (row.familiarId) throw conflict(m.invitationInvalid);
  const now = deps.now();
  const token = newToken();
  if (!(await renewInvitation(deps.db, familiaId, id, hashOf(token), new Date(now.getTime() + RELATIVE_RULES.invitationDays * DAY_MS), now))) throw notFound();
  await sendInvitation(deps, familiaId, row.email, token);
  return toRelativeDto((await findRelativeOfFamily(deps.db, familiaId, id))!, now);
}

export async function setRelativeGrant(deps: Pick<RelativeDeps, 'db' | 'now'>, familiaId: string, id: string, podeConfirmarPresenca: boolean): Promise<RelativeDto> {
  if (!(await updateGrant(deps.db, familiaId, id, podeConfirmarPresenca))) throw notFound();
  return toRelativeDto((await findRelativeOfFamily(deps.db, familiaId, id))!, deps.now());
}

/**
 * Cancels an invitation or removes a relative. The row is deleted: the relative's next request is
 * refused, and no further notification of the family is copied to them (their socket carries only
 * their own notifications, so nothing of the family reaches it any more).
 */
export async function removeRelative(db: Executor, familiaId: string, id: string): Promise<void> {
  if (!(await deleteRelative(db, familiaId, id))) throw notFound();
}

// ── The invitation ────────────────────────────────────────────────────────────────────────────

export async function getInvitation(deps: Pick<RelativeDeps, 'db' | 'now'>, token: string): Promise<RelativeInvitationDto> {
  const row = await findOpenInvitation(deps.db, hashOf(token), deps.now());
  if (!row || row.deletedAt) throw notFound(m.invitationInvalid);
  return { familiaNome: fullName(row), email: row.email, expiraEm: row.expiresAt.toISOString() };
}

export interface RelativeSignUpDeps extends Pick<RelativeDeps, 'db' | 'now'> {
  auth: Auth;
  authOptions: AuthOptions;
}

/**
 * A new account through the invitation: role 'familiar' (never chosen by the client), its address
 * the invitation's and verified by the link, and the invitation used — all in one transaction, so
 * there is never a relative's account without its family, nor a link used twice.
 */
export async function signUpThroughInvitation(deps: RelativeSignUpDeps, input: { token: string; name: string; password: string }): Promise<{ email: string; familiaNome: string }> {
  const tokenHash = hashOf(input.token);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const invitation = await findOpenInvitation(tx, tokenHash, now);
    if (!invitation || invitation.deletedAt) throw notFound(m.invitationInvalid);
    const id = await createAccountWithProfile({ db: tx as unknown as Database, auth: deps.auth, authOptions: deps.authOptions }, { name: input.name, email: invitation.email, password: input.password, role: 'familiar' });
    if (!id) throw conflict(m.accountExists);
    await markEmailVerified(tx, id);
    if (!(await acceptInvitation(tx, invitation.id, tokenHash, id, now))) throw notFound(m.invitationInvalid);
    return { email: invitation.email, familiaNome: fullName(invitation) };
  });
}

/**
 * Accepting while signed in: only a relative's account (role 'familiar') whose address is the
 * invited one. A family, caregiver or operator account never becomes a relative: its role decides
 * what every route lets it do, and one account has one role (ADR 0053).
 */
export async function acceptInvitationSignedIn(deps: Pick<RelativeDeps, 'db' | 'now'>, viewer: { id: string; email: string; role: AccountRole | null }, token: string): Promise<{ familiaNome: string }> {
  const tokenHash = hashOf(token);
  const now = deps.now();
  const invitation = await findOpenInvitation(deps.db, tokenHash, now);
  if (!invitation || invitation.deletedAt) throw notFound(m.invitationInvalid);
  if (viewer.role !== 'familiar') throw forbidden(m.roleCannotFollow);
  if (viewer.email.toLowerCase() !== invitation.email) throw forbidden(m.wrongAccount);
  // Following already (invited twice under two addresses): the link is used up, nothing else changes.
  if (await findFollowing(deps.db, viewer.id, invitation.familiaId)) {
    await deleteRelative(deps.db, invitation.familiaId, invitation.id);
    return { familiaNome: fullName(invitation) };
  }
  if (!(await acceptInvitation(deps.db, invitation.id, tokenHash, viewer.id, now))) throw notFound(m.invitationInvalid);
  return { familiaNome: fullName(invitation) };
}

// ── The relative's side ───────────────────────────────────────────────────────────────────────

export async function listFollowedFamilies(db: Executor, familiarId: string): Promise<FollowedFamilyDto[]> {
  return (await findFollowedFamilies(db, familiarId)).map((row) => ({
    familiaId: row.familiaId,
    nome: fullName(row),
    podeConfirmarPresenca: row.podeConfirmarPresenca,
    notificacoes: { chegadas: row.notificaChegadas, alertas: row.notificaAlertas, reservas: row.notificaReservas },
    desde: (row.aceitoEm ?? new Date(0)).toISOString(),
  }));
}

export async function listFamilyBookingsForRelative(deps: Pick<RelativeDeps, 'db' | 'now'>, familiarId: string, familiaId: string, scope: BookingScope): Promise<BookingDto[]> {
  await requireFollowing(deps.db, familiarId, familiaId);
  return listBookings(deps, familiaId, 'familia', scope);
}

export async function getFamilyBookingForRelative(deps: Pick<RelativeDeps, 'db' | 'now'>, familiarId: string, familiaId: string, pedidoId: string): Promise<BookingDto> {
  await requireFollowing(deps.db, familiarId, familiaId);
  const booking = await getBooking(deps, familiaId, 'familia', pedidoId);
  if (!booking) throw notFound();
  return booking;
}

export async function listFamilyVisitsForRelative(deps: Pick<RelativeDeps, 'db' | 'now'>, familiarId: string, familiaId: string): Promise<VisitDayDto[]> {
  await requireFollowing(deps.db, familiarId, familiaId);
  return listVisits(deps, familiaId, 'familia');
}

export interface RelativeConfirmDeps extends RelativeDeps {
  payments: PaymentProvider | null;
  env: Pick<Env, 'PRESENCE_QR_SECRET' | 'AUTH_SECRET'>;
}

/** The grant: confirming, for the family, an arrival or departure the caregiver claimed by button. */
export async function confirmVisitForFamily(deps: RelativeConfirmDeps, familiarId: string, familiaId: string, reservaId: string, moment: VisitMoment): Promise<VisitDayDto> {
  // The same answer whether the family is not followed or did not grant it: nothing is revealed.
  const following = await findFollowing(deps.db, familiarId, familiaId);
  if (!following?.podeConfirmarPresenca) throw forbidden(m.notAllowed);
  const { db, now, mailer, logger, publicUrl, payments } = deps;
  return confirmVisitMoment({ db, now, mailer, logger, publicUrl, payments, presenceSecret: presenceSecret(deps.env) }, familiaId, reservaId, moment);
}

export async function setNotificationChoices(db: Executor, familiarId: string, familiaId: string, choices: RelativeNotificationSettings): Promise<void> {
  if (!(await updateNotificationChoices(db, familiarId, familiaId, choices))) throw notFound();
}
