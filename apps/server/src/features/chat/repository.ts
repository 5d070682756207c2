import { and, asc, count, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { preparedRows } from '../../db/sql';
import { conversas, cuidadorProfiles, mensagens, pedidosReserva, profiles } from '../../db/schema';

const other = alias(profiles, 'other');

/** The conversation of a family and a caregiver, created on first use (one per pair). */
export async function upsertConversation(db: Executor, familiaId: string, cuidadorId: string): Promise<string> {
  const [created] = await db
    .insert(conversas)
    .values({ familiaId, cuidadorId })
    .onConflictDoNothing({ target: [conversas.familiaId, conversas.cuidadorId] })
    .returning({ id: conversas.id });
  if (created) return created.id;
  const [existing] = await db
    .select({ id: conversas.id })
    .from(conversas)
    .where(and(eq(conversas.familiaId, familiaId), eq(conversas.cuidadorId, cuidadorId)));
  return existing!.id;
}

export async function isCaregiver(db: Executor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cuidadorProfiles.id })
    .from(cuidadorProfiles)
    .innerJoin(profiles, eq(profiles.id, cuidadorProfiles.id))
    .where(and(eq(cuidadorProfiles.id, id), eq(profiles.role, 'cuidador')));
  return Boolean(row);
}

/** A caregiver a family may start a new conversation with: only approved ones (docs/product.md#verification). */
export async function isApprovedCaregiver(db: Executor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cuidadorProfiles.id })
    .from(cuidadorProfiles)
    .innerJoin(profiles, eq(profiles.id, cuidadorProfiles.id))
    .where(and(eq(cuidadorProfiles.id, id), eq(profiles.role, 'cuidador'), eq(cuidadorProfiles.verificacao, 'aprovado')));
  return Boolean(row);
}

/** The conversation of a family with a caregiver, if it exists. */
export async function findConversationId(db: Executor, familiaId: string, cuidadorId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: conversas.id })
    .from(conversas)
    .where(and(eq(conversas.familiaId, familiaId), eq(conversas.cuidadorId, cuidadorId)));
  return row?.id;
}

/** A conversation if the user is one of its two participants. */
export async function findConversationFor(db: Executor, conversaId: string, userId: string) {
  const [row] = await db
    .select({ id: conversas.id, familiaId: conversas.familiaId, cuidadorId: conversas.cuidadorId })
    .from(conversas)
    .where(and(eq(conversas.id, conversaId), or(eq(conversas.familiaId, userId), eq(conversas.cuidadorId, userId))));
  return row;
}

/** The user's conversations with the other person, the last message and the unread count. */
export async function listConversations(db: Executor, userId: string) {
  const lastMessage = db
    .selectDistinctOn([mensagens.conversaId], {
      conversaId: mensagens.conversaId,
      content: mensagens.content,
      createdAt: mensagens.createdAt,
      senderId: mensagens.senderId,
    })
    .from(mensagens)
    .orderBy(mensagens.conversaId, desc(mensagens.createdAt))
    .as('last_message');
  const unread = db
    .select({ conversaId: mensagens.conversaId, n: count().as('n') })
    .from(mensagens)
    .where(and(eq(mensagens.receiverId, userId), isNull(mensagens.readAt)))
    .groupBy(mensagens.conversaId)
    .as('unread');
  return db
    .select({
      id: conversas.id,
      otherId: other.id,
      otherFirstName: other.firstName,
      otherLastName: other.lastName,
      otherAvatarUrl: other.avatarUrl,
      lastContent: lastMessage.content,
      lastCreatedAt: lastMessage.createdAt,
      lastSenderId: lastMessage.senderId,
      unread: unread.n,
      createdAt: conversas.createdAt,
    })
    .from(conversas)
    .innerJoin(other, sql`${other.id} = case when ${conversas.familiaId} = ${userId} then ${conversas.cuidadorId} else ${conversas.familiaId} end`)
    .leftJoin(lastMessage, eq(lastMessage.conversaId, conversas.id))
    .leftJoin(unread, eq(unread.conversaId, conversas.id))
    .where(or(eq(conversas.familiaId, userId), eq(conversas.cuidadorId, userId)))
    .orderBy(sql`coalesce(${conversas.lastMessageAt}, ${conversas.createdAt}) desc`);
}

export const messageColumns = {
  id: mensagens.id,
  conversaId: mensagens.conversaId,
  senderId: mensagens.senderId,
  receiverId: mensagens.receiverId,
  content: mensagens.content,
  createdAt: mensagens.createdAt,
  readAt: mensagens.readAt,
};

/**
 * Messages in ascending order; `afterId` fetches only what arrived after that message (after a
 * reconnect). The cursor is the (created_at, id) pair: timestamps alone have ties and microseconds.
 */
export async function listMessages(db: Executor, conversaId: string, afterId?: string, limit = 200) {
  const cursor = afterId
    ? sql`(${mensagens.createdAt}, ${mensagens.id}) > (select m.created_at, m.id from mensagens m where m.id = ${afterId} and m.conversa_id = ${conversaId})`
    : undefined;
  const rows = await db
    .select(messageColumns)
    .from(mensagens)
    .where(and(eq(mensagens.conversaId, conversaId), cursor))
    .orderBy(...(afterId ? [asc(mensagens.createdAt), asc(mensagens.id)] : [desc(mensagens.createdAt), desc(mensagens.id)]))
    .limit(limit);
  return afterId ? rows : rows.reverse();
}

export interface MessageRow {
  id: string;
  conversaId: string;
  senderId: string;
  receiverId: string;
  content: string;
  createdAt: Date;
  readAt: Date | null;
}

/**
 * Stores a message from one of the conversation's two participants, moves the conversation's
 * last-message time and refreshes the receiver's unread 'mensagem_nova' notification for this
 * conversation (or creates it) — in one statement: one round trip and one commit instead of eight,
 * all or nothing like the transaction it replaces (ADR 0019). Nothing is written, and null comes
 * back, when the sender is not a participant. The notification is `notice.before`, the sender's
 * first name, `notice.after` (the catalogue's text around the name) and links to the receiver's
 * messages page (`links` by the receiver's role).
 */
export async function insertMessageWithNotification(
  db: Executor,
  input: {
    conversaId: string;
    senderId: string;
    content: string;
    notice: { before: string; after: string; unknownSender: string };
    links: { familia: string; cuidador: string };
    /** Rate-limit counters this message counts against, in the same statement (http/rate-limit.ts windows). */
    limits: { sender: RateCounter; conversation: RateCounter };
  },
): Promise<{ message: MessageRow; notificationId: string | null } | 'receiver-deleted' | 'rate-limited' | null> {
  const me = input.senderId;
  const { sender, conversation } = input.limits;
  const [row] = await preparedRows<RawMessageRow & { notification_id: string | null; receiver_deleted: boolean | null; rate_limited: boolean }>(
    db,
    'chat_send_message',
    sql`with conv as (
          select c.id,
                 case when c.familia_id = ${me} then c.cuidador_id else c.familia_id end as receiver_id,
                 case when c.familia_id = ${me} then ${input.links.cuidador}::text else ${input.links.familia}::text end as link,
                 ${input.notice.before}::text
                   || coalesce(nullif((select p.first_name from profiles p where p.id = ${me}), ''), ${input.notice.unknownSender}::text)
                   || ${input.notice.after}::text as aviso,
                 exists (select 1 from profiles d
                          where d.id = case when c.familia_id = ${me} then c.cuidador_id else c.familia_id end
                            and d.deleted_at is not null) as receiver_deleted
            from conversas c
           where c.id = ${input.conversaId} and (c.familia_id = ${me} or c.cuidador_id = ${me})
        ), hits as (
          -- Every attempt counts for its sender; the conversation's counter only for a participant.
          insert into rate_limits (key, window_start, count)
          select k.key, k.window_start, 1
            from (values (${sender.key}::text, ${sender.windowStart.toISOString()}::timestamptz, true),
                         (${conversation.key}::text, ${conversation.windowStart.toISOString()}::timestamptz, false)) as k(key, window_start, always)
           where k.always or exists (select 1 from conv)
          on conflict (key, window_start) do update set count = rate_limits.count + 1
          returning key, count
        ), limited as (
          select exists (select 1 from hits
                          where (key = ${sender.key}::text and count > ${sender.limit}::int)
                             or (key = ${conversation.key}::text and count > ${conversation.limit}::int)) as v
        ), m as (
          insert into mensagens (conversa_id, sender_id, receiver_id, content)
          select id, ${me}, receiver_id, ${input.content} from conv where not receiver_deleted and not (select v from limited)
          returning id, conversa_id, sender_id, receiver_id, content, created_at, read_at
        ), c as (
          update conversas set last_message_at = (select created_at from m) where id = (select conversa_id from m)
        ), u as (
          update notificacoes n set mensagem = conv.aviso, created_at = now()
            from conv
           where exists (select 1 from m) and n.user_id = conv.receiver_id and n.tipo = 'mensagem_nova'
             and n.link = conv.link and n.lida = false
          returning n.id
        ), i as (
          insert into notificacoes (user_id, tipo, mensagem, link)
          select conv.receiver_id, 'mensagem_nova', conv.aviso, conv.link from conv
           where exists (select 1 from m) and not exists (select 1 from u)
          returning id
        )
        select m.*, coalesce((select id from u limit 1), (select id from i)) as notification_id,
               (select receiver_deleted from conv) as receiver_deleted,
               (select v from limited) as rate_limited
          from (select 1) as one left join m on true`,
  );
  if (!row || row.receiver_deleted === null) return null;
  if (row.receiver_deleted) return 'receiver-deleted';
  if (row.rate_limited) return 'rate-limited';
  return { message: toMessageRow(row), notificationId: row.notification_id };
}

/** One rate-limit counter a statement increments: its key, window and limit. */
export interface RateCounter {
  key: string;
  windowStart: Date;
  limit: number;
}

/** A mensagens row as raw SQL returns it (snake_case; timestamps as Date or text by driver). */
interface RawMessageRow {
  id: string;
  conversa_id: string;
  sender_id: string;
  receiver_id: string;
  content: string;
  created_at: Date | string;
  read_at: Date | string | null;
}

const toMessageRow = (row: RawMessageRow): MessageRow => ({
  id: row.id,
  conversaId: row.conversa_id,
  senderId: row.sender_id,
  receiverId: row.receiver_id,
  content: row.content,
  createdAt: new Date(row.created_at),
  readAt: row.read_at ? new Date(row.read_at) : null,
});

/**
 * Messages by id, in one statement whatever their number (the ids travel as one text parameter, so
 * the statement is prepared once): the read every instance does for the messages it delivers.
 */
export async function findMessagesByIds(db: Executor, ids: string[]): Promise<MessageRow[]> {
  const rows = await preparedRows<RawMessageRow>(
    db,
    'chat_messages_by_ids',
    sql`select id, conversa_id, sender_id, receiver_id, content, created_at, read_at
          from mensagens where id = any(string_to_array(${ids.join(',')}::text, ',')::uuid[])`,
  );
  return rows.map(toMessageRow);
}

/** Messages waiting for this person to read them, in every conversation (the menu's badge). */
export async function countUnreadMessages(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mensagens)
    .where(and(eq(mensagens.receiverId, userId), isNull(mensagens.readAt)));
  return row?.n ?? 0;
}

export async function markConversationRead(db: Executor, conversaId: string, userId: string, at: Date) {
  await db
    .update(mensagens)
    .set({ readAt: at })
    .where(and(eq(mensagens.conversaId, conversaId), eq(mensagens.receiverId, userId), isNull(mensagens.readAt)));
}

/** Whether the two have (or had) a booking: a caregiver may only open a chat with such a family. */
export async function haveBooking(db: Executor, familiaId: string, cuidadorId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pedidosReserva.id })
    .from(pedidosReserva)
    .where(and(eq(pedidosReserva.familiaId, familiaId), eq(pedidosReserva.cuidadorId, cuidadorId)))
    .limit(1);
  return Boolean(row);
}

/** Whether the person deleted their account (the conversation stays, nothing new reaches them). */
export async function isDeletedAccount(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(and(eq(profiles.id, id), isNotNull(profiles.deletedAt)));
  return Boolean(row);
}
