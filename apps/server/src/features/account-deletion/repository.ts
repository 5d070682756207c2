import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/sql';
import {
  account,
  analyticsEvents,
  avaliacoes,
  avaliacoesFamilias,
  certificados,
  consents,
  contactMessages,
  cuidadorProfiles,
  emailOutbox,
  familiaProfiles,
  favoritos,
  mensagens,
  notificacoes,
  pedidosReserva,
  profiles,
  reservas,
  session,
  signInUnlocks,
  twoFactor,
  emailChanges,
  user,
  verification,
} from '../../db/schema';

// The writes of an account deletion, each limited to the one person (or, for the notifications of
// the people they dealt with, to the mentions of them). Called inside one transaction.

/** Locks the account row so two deletions of one account run one after the other. */
export async function lockAccount(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: user.id, name: user.name, email: user.email, role: profiles.role, firstName: profiles.firstName, lastName: profiles.lastName, deletedAt: profiles.deletedAt })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId))
    .for('update', { of: user });
  return row;
}

/**
 * The notifications of the people this person dealt with (bookings or conversations) still carry
 * their name or their words: the name becomes 'Conta excluída', a quoted cancellation reason goes,
 * and new-message notices of their conversations lose the message.
 */
export async function redactMentionsInOthersNotifications(
  db: Executor,
  input: { userId: string; fullName: string; deletedName: string; messageNotice: string },
): Promise<number> {
  const rows = await queryRows<{ id: string }>(db, sql`
    with counterparts as (
      select cuidador_id as id from pedidos_reserva where familia_id = ${input.userId}::text
      union select familia_id from pedidos_reserva where cuidador_id = ${input.userId}::text
      union select cuidador_id from conversas where familia_id = ${input.userId}::text
      union select familia_id from conversas where cuidador_id = ${input.userId}::text
      -- Plan proposals and substitutions name the other party too, even without a booking.
      union select cuidador_id from plan_assignments where familia_id = ${input.userId}::text
      union select familia_id from plan_assignments where cuidador_id = ${input.userId}::text
      union select cuidador_id from plan_substitutions where familia_id = ${input.userId}::text
      union select familia_id from plan_substitutions where cuidador_id = ${input.userId}::text
    ), my_conversations as (
      select id::text as id from conversas where familia_id = ${input.userId}::text or cuidador_id = ${input.userId}::text
    )
    update notificacoes n set mensagem = case
        when n.tipo = 'mensagem_nova' and split_part(coalesce(n.link, ''), 'conversa=', 2) in (select id from my_conversations)
          then ${input.messageNotice}::text
        when n.tipo = 'reserva_cancelada'
          then regexp_replace(replace(n.mensagem, ${input.fullName}::text, ${input.deletedName}::text), ': ".*"$', '.')
        else replace(n.mensagem, ${input.fullName}::text, ${input.deletedName}::text)
      end
     where n.user_id in (select id from counterparts)
       and n.user_id <> ${input.userId}::text
       and (
         (n.tipo = 'mensagem_nova' and split_part(coalesce(n.link, ''), 'conversa=', 2) in (select id from my_conversations))
         or (${input.fullName}::text <> '' and strpos(n.mensagem, ${input.fullName}::text) > 0)
       )
    returning n.id`);
  return rows.length;
}

export async function deleteOwnNotifications(db: Executor, userId: string): Promise<void> {
  await db.delete(notificacoes).where(eq(notificacoes.userId, userId));
}

/** The words of the person's messages go; the conversation stays for the other participant. */
export async function redactSentMessages(db: Executor, userId: string, replacement: string): Promise<void> {
  await db.update(mensagens).set({ content: replacement }).where(eq(mensagens.senderId, userId));
}

/** Free text the family wrote when cancelling; the booking itself stays as a financial record. */
export async function clearCancellationReasons(db: Executor, userId: string): Promise<void> {
  await db.update(pedidosReserva).set({ motivoCancelamento: null }).where(eq(pedidosReserva.familiaId, userId));
  // And those of single days of a series (ADR 0045); who cancelled and when stay.
  await db.update(reservas).set({ motivoCancelamento: null }).where(eq(reservas.familiaId, userId));
}

/** Consents in force are withdrawn (the history of what was accepted stays, without a person). */
export async function withdrawAllConsents(db: Executor, userId: string, at: Date): Promise<void> {
  await db.update(consents).set({ withdrawnAt: at }).where(and(eq(consents.userId, userId), isNull(consents.withdrawnAt)));
}

export async function unlinkAnalyticsEvents(db: Executor, userId: string): Promise<void> {
  await db.update(analyticsEvents).set({ userId: null }).where(eq(analyticsEvents.userId, userId));
}

/** The family's favourites, and the caregiver in anybody's favourites. */
export async function deleteFavorites(db: Executor, userId: string): Promise<void> {
  await db.delete(favoritos).where(or(eq(favoritos.familiaId, userId), eq(favoritos.cuidadorId, userId)));
}

export async function deleteContactMessages(db: Executor, userId: string): Promise<void> {
  await db.delete(contactMessages).where(eq(contactMessages.userId, userId));
}

/** Certificate rows go now; their files once the transaction has committed. */
export async function deleteCertificateRows(db: Executor, userId: string): Promise<string[]> {
  const rows = await db.delete(certificados).where(eq(certificados.cuidadorId, userId)).returning({ storageKey: certificados.storageKey });
  return rows.map((row) => row.storageKey);
}

/**
 * Stars stay (they make the caregiver's average); the words the person wrote go: a family's
 * comment, a caregiver's public reply and private notes on families. Caregivers' ratings of a
 * deleted family are deleted: they describe a person who is gone (docs/product.md#reviews).
 */
export async function clearGivenReviewComments(db: Executor, userId: string): Promise<void> {
  await db.update(avaliacoes).set({ comentario: null }).where(eq(avaliacoes.familiaId, userId));
  await db.update(avaliacoes).set({ resposta: null, respostaEm: null }).where(eq(avaliacoes.cuidadorId, userId));
  await db.update(avaliacoesFamilias).set({ nota: null }).where(eq(avaliacoesFamilias.cuidadorId, userId));
  await db.delete(avaliacoesFamilias).where(eq(avaliacoesFamilias.familiaId, userId));
}

/**
 * The role profiles hold only personal data (address, phone, birth date, bio, patient): they go,
 * with the caregiver's availability (cascade). The search triggers drop the caregiver's place.
 */
export async function deleteRoleProfiles(db: Executor, userId: string): Promise<void> {
  await db.delete(familiaProfiles).where(eq(familiaProfiles.id, userId));
  await db.delete(cuidadorProfiles).where(eq(cuidadorProfiles.id, userId));
}

/** The profile row stays for the references of bookings, payments and reviews, named 'Conta excluída'. */
export async function anonymizeProfile(db: Executor, userId: string, deletedName: string, at: Date): Promise<void> {
  await db.update(profiles).set({ firstName: deletedName, lastName: '', avatarUrl: null, deletedAt: at }).where(eq(profiles.id, userId));
}

/** The address nobody can receive at ('.invalid' is reserved), unique per account. */
export const deletedEmailOf = (userId: string) => `conta-excluida-${userId}@cuidar.invalid`;

export async function anonymizeUser(db: Executor, userId: string, deletedName: string): Promise<void> {
  await db.update(user).set({ name: deletedName, email: deletedEmailOf(userId), emailVerified: false, image: null }).where(eq(user.id, userId));
}

/** No way back in: the password credential, every session and pending reset tokens go. */
export async function deleteCredentialsAndSessions(db: Executor, userId: string): Promise<void> {
  await db.delete(account).where(eq(account.userId, userId));
  await db.delete(session).where(eq(session.userId, userId));
  await db.delete(verification).where(eq(verification.value, userId));
  await db.delete(twoFactor).where(eq(twoFactor.userId, userId));
  await db.update(user).set({ twoFactorEnabled: false }).where(eq(user.id, userId));
  await db.delete(emailChanges).where(eq(emailChanges.userId, userId));
  await db.delete(signInUnlocks).where(eq(signInUnlocks.userId, userId));
}

/** The mail log and the sign-in counters keyed by the old address. */
export async function deleteTracesOfEmail(db: Executor, email: string): Promise<void> {
  await db.delete(emailOutbox).where(eq(emailOutbox.to, email));
  await db.execute(sql`delete from rate_limits where right(key, ${email.length + 1}) = ${`:${email}`}`);
}
