import { messages } from './messages';
import { z } from './validation';

// Building blocks of the API's answers. Every JSON answer has a zod schema beside its request schema
// (bookings.ts, account-settings.ts, …): the DTO types are inferred from them, the web client parses
// each answer with its schema, and an integration test parses what the server really sends.
// Answers are plain objects (unknown keys are dropped, not refused), so a web app a deploy behind
// still reads a server that has learned a new field.

/** An instant as the server writes it: Date#toISOString(), always UTC. */
export const instantSchema = z.iso.datetime();
/** A São Paulo calendar day, 'YYYY-MM-DD' (a real one: zod's pattern refuses 2026-02-30). */
export const calendarDaySchema = z.iso.date({ error: messages.generic.invalidDate });
/** A São Paulo wall time, 'HH:MM'. */
export const wallTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
export const centsSchema = z.number().int();
export const countSchema = z.number().int().nonnegative();
/** Ids are opaque to the client (uuids today; better-auth's and the providers' are strings too). */
export const idSchema = z.string().min(1);

/** { ok: true } — a change that has nothing more to say. */
export const okSchema = z.object({ ok: z.literal(true) });
/** { ok: true, message } — a change and the sentence the page shows for it. */
export const okMessageSchema = z.object({ ok: z.literal(true), message: z.string() });
/** { unread } — how many items wait to be read (the menu's badges). */
export const unreadCountSchema = z.object({ unread: countSchema });
