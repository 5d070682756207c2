import type { ConversationDto, MessageDto } from '@cuidar/domain/booking-schemas';
import { messages, notificationMessages } from '@cuidar/domain/messages';
import { paths } from '@cuidar/domain/routes';
import type { Database } from '../../db/client';
import { conflict, forbidden, notFound, tooManyRequests } from '../../http/errors';
import { chatRateLimits, rateLimitWindow } from '../../http/rate-limit';
import { publishEvents, rememberMessage } from '../../realtime/events';
import {
  countUnreadMessages,
  findConversationFor,
  findMessagesByIds,
  haveBooking,
  insertMessageWithNotification,
  findConversationId,
  isApprovedCaregiver,
  isCaregiver,
  isDeletedAccount,
  listConversations,
  listMessages,
  markConversationRead,
  upsertConversation,
  type MessageRow,
} from './repository';

export const toMessageDto = (row: MessageRow): MessageDto => ({
  id: row.id,
  conversaId: row.conversaId,
  senderId: row.senderId,
  receiverId: row.receiverId,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt ? row.readAt.toISOString() : null,
});

interface Caller {
  id: string;
  role: 'familia' | 'cuidador' | null;
}

/**
 * Opens (or reuses) the conversation of a family with a caregiver. Families start conversations
 * from a caregiver's card; a caregiver may open one only with a family that booked them.
 */
export async function openConversation(db: Database, caller: Caller, otherId: string): Promise<string> {
  if (caller.role === 'familia') {
    if (!(await isCaregiver(db, otherId))) throw notFound(messages.booking.caregiverNotFound);
    // A conversation that exists stays reachable; a new one only with an approved caregiver.
    const existing = await findConversationId(db, caller.id, otherId);
    if (existing) return existing;
    if (!(await isApprovedCaregiver(db, otherId))) throw notFound(messages.booking.caregiverNotFound);
    return upsertConversation(db, caller.id, otherId);
  }
  if (caller.role === 'cuidador') {
    if (!(await haveBooking(db, otherId, caller.id))) throw forbidden(messages.chat.familyStarts);
    if (await isDeletedAccount(db, otherId)) throw conflict(messages.settings.counterpartDeleted);
    return upsertConversation(db, otherId, caller.id);
  }
  throw forbidden();
}

export async function conversationsOf(db: Database, userId: string): Promise<ConversationDto[]> {
  const rows = await listConversations(db, userId);
  return rows.map((row) => ({
    id: row.id,
    counterpart: { id: row.otherId, firstName: row.otherFirstName, lastName: row.otherLastName, avatarUrl: row.otherAvatarUrl },
    lastMessage: row.lastContent
      ? { content: row.lastContent, createdAt: new Date(row.lastCreatedAt as unknown as string).toISOString(), fromMe: row.lastSenderId === userId }
      : null,
    unread: Number(row.unread ?? 0),
  }));
}

export function unreadMessageCount(db: Database, userId: string): Promise<number> {
  return countUnreadMessages(db, userId);
}

export async function messagesOf(db: Database, userId: string, conversaId: string, afterId?: string): Promise<MessageDto[]> {
  if (!(await findConversationFor(db, conversaId, userId))) throw notFound(messages.chat.noConversation);
  return (await listMessages(db, conversaId, afterId)).map(toMessageDto);
}

/** The catalogue's 'Nova mensagem de {name}: "{snippet}"' split around the name, which the database fills in. */
function noticeAround(snippet: string): { before: string; after: string; unknownSender: string } {
  const NAME = '\u0000';
  const text = notificationMessages.newMessage(NAME, snippet);
  const at = text.indexOf(NAME);
  return { before: text.slice(0, at), after: text.slice(at + NAME.length), unknownSender: notificationMessages.unknownSender };
}

/**
 * Stores a message (with the receiver's notification, in one statement that also checks the sender
 * takes part in the conversation and counts it against the chat's rate limits) and then pushes it
 * to both participants on every instance.
 */
export async function sendMessage(db: Database, sender: Caller, conversaId: string, content: string, now: Date): Promise<MessageDto> {
  const link = (role: 'familia' | 'cuidador') => `${paths.dashboardPage(role, 'mensagens')}?conversa=${conversaId}`;
  const senderWindow = rateLimitWindow(chatRateLimits.perSender, sender.id, now);
  const conversationWindow = rateLimitWindow(chatRateLimits.perConversation, `${conversaId}:${sender.id}`, now);
  const written = await insertMessageWithNotification(db, {
    conversaId,
    senderId: sender.id,
    content,
    notice: noticeAround(content.length > 80 ? `${content.slice(0, 77)}...` : content),
    links: { familia: link('familia'), cuidador: link('cuidador') },
    limits: {
      sender: { ...senderWindow, limit: chatRateLimits.perSender.limit },
      conversation: { ...conversationWindow, limit: chatRateLimits.perConversation.limit },
    },
  });
  if (!written) throw notFound(messages.chat.noConversation);
  if (written === 'receiver-deleted') throw conflict(messages.settings.counterpartDeleted);
  if (written === 'rate-limited') {
    throw tooManyRequests(Math.max(senderWindow.retryAfterSeconds, conversationWindow.retryAfterSeconds), messages.chat.tooManyMessages);
  }
  const { message, notificationId } = written;
  const dto = toMessageDto(message);
  rememberMessage(dto);
  await publishEvents(db, [
    { type: 'message', id: message.id, userIds: [sender.id, message.receiverId] },
    ...(notificationId ? [{ type: 'notification' as const, id: notificationId, userIds: [message.receiverId] }] : []),
  ]);
  return dto;
}

export async function readConversation(db: Database, userId: string, conversaId: string, at: Date) {
  if (!(await findConversationFor(db, conversaId, userId))) throw notFound(messages.chat.noConversation);
  await markConversationRead(db, conversaId, userId, at);
}

/** Messages by id as their participants see them: the realtime hub delivers them to those two only. */
export async function findMessageDtosByIds(db: Database, ids: string[]): Promise<MessageDto[]> {
  return (await findMessagesByIds(db, ids)).map(toMessageDto);
}
