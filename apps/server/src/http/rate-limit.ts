import { BOOKING_LIMITS, CHAT_LIMITS } from '@cuidar/domain/constants';
import { messages } from '@cuidar/domain/messages';
import { REPORT_LIMITS } from '@cuidar/domain/reports';
import type { Executor } from '../db/client';
import { tooManyRequests } from './errors';
import { countHits, deleteWindowsOlderThan, uncountHit } from './repository';

export interface RateLimitRule {
  /** Name of the action, part of the counter key. */
  name: string;
  limit: number;
  windowSeconds: number;
  /** What the person reads when refused (default: the generic 'Muitas tentativas…'). */
  message?: string;
}

/**
 * Counts one hit in a fixed window kept in PostgreSQL, so every server process shares the count.
 * Throws a 429 AppError once the limit is passed. A window always ends: whoever fills a counter
 * (an attacker guessing someone's password included) blocks that subject until the end of the
 * current window at most, never for good. `at` is the app clock (deps.now), so tests can move it.
 */
export async function hitRateLimit(db: Executor, rule: RateLimitRule, subject: string, at: Date = new Date()): Promise<void> {
  await hitRateLimits(db, [{ rule, subject }], at);
}

/** One counted hit: how many in the current window, and whether that passed the rule's limit. */
export interface CountedHit {
  rule: RateLimitRule;
  count: number;
  exceeded: boolean;
  /** Seconds until the window ends (for Retry-After). */
  retryAfterSeconds: number;
}

/** Counts one hit on each rule in one statement, and answers the counts (never refuses). */
export async function countRateLimitHits(db: Executor, hits: { rule: RateLimitRule; subject: string }[], at: Date = new Date()): Promise<CountedHit[]> {
  const now = at.getTime();
  const windows = hits.map(({ rule, subject }) => {
    const windowMs = rule.windowSeconds * 1000;
    return { rule, windowMs, key: `${rule.name}:${subject}`, windowStart: new Date(Math.floor(now / windowMs) * windowMs) };
  });
  const rows = await countHits(db, windows);
  const counts = new Map(rows.map((row) => [row.key, Number(row.count)]));
  return windows.map((w) => {
    const count = counts.get(w.key) ?? 0;
    return { rule: w.rule, count, exceeded: count > w.rule.limit, retryAfterSeconds: (w.windowStart.getTime() + w.windowMs - now) / 1000 };
  });
}

/**
 * Takes back the hit counted on `rule` for `subject` at `at` (the same window): for limits that
 * count only what went wrong, such as wrong passwords, while every attempt is counted up front so
 * that a burst of them cannot slip through before any has failed.
 */
export async function forgiveRateLimitHit(db: Executor, rule: RateLimitRule, subject: string, at: Date): Promise<void> {
  const windowMs = rule.windowSeconds * 1000;
  await uncountHit(db, { key: `${rule.name}:${subject}`, windowStart: new Date(Math.floor(at.getTime() / windowMs) * windowMs) });
}

/**
 * Counts one hit on each rule in one statement (a sign-in counts its address and its account); the
 * first rule over its limit answers 429 with the time until its window ends.
 */
export async function hitRateLimits(db: Executor, hits: { rule: RateLimitRule; subject: string }[], at: Date = new Date()): Promise<void> {
  const over = (await countRateLimitHits(db, hits, at)).find((hit) => hit.exceeded);
  if (over) throw tooManyRequests(over.retryAfterSeconds, over.rule.message);
}

/**
 * The counter a hit on `rule` for `subject` goes to at `at`, for statements that count a hit along
 * with their own work (one round trip: the chat message). Same keys and windows as hitRateLimits.
 */
export function rateLimitWindow(rule: RateLimitRule, subject: string, at: Date): { key: string; windowStart: Date; retryAfterSeconds: number } {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(at.getTime() / windowMs) * windowMs);
  return { key: `${rule.name}:${subject}`, windowStart, retryAfterSeconds: (windowStart.getTime() + windowMs - at.getTime()) / 1000 };
}

/** Old windows are useless; any process may sweep them. */
export async function sweepRateLimits(db: Executor, olderThanSeconds = 86_400): Promise<void> {
  await deleteWindowsOlderThan(db, olderThanSeconds);
}

// Abuse limits of bookings and chat (numbers in packages/domain constants, issue 15).
export const bookingRateLimits = {
  requestsPerFamily: {
    name: 'booking-family',
    limit: BOOKING_LIMITS.requestsPerHour,
    windowSeconds: 3600,
    message: messages.booking.tooManyRequests,
  },
} satisfies Record<string, RateLimitRule>;

export const chatRateLimits = {
  perSender: { name: 'chat-sender', limit: CHAT_LIMITS.perSenderPerMinute, windowSeconds: 60, message: messages.chat.tooManyMessages },
  perConversation: { name: 'chat-conversation', limit: CHAT_LIMITS.perConversationPerMinute, windowSeconds: 60, message: messages.chat.tooManyMessages },
} satisfies Record<string, RateLimitRule>;

/** 'Denunciar': a person reports a few things an hour; a script may not flood the operators' queue. */
export const reportRateLimits = {
  perReporter: { name: 'report-reporter', limit: REPORT_LIMITS.perHour, windowSeconds: 3600, message: messages.reports.tooMany },
} satisfies Record<string, RateLimitRule>;

// Limits of the account endpoints and the contact form. Per address and, where there is one, per
// e-mail address.
export const rateLimitRules = {
  /** Password attempts on a signed-in account (a borrowed phone must not become a guessing machine). */
  reauthPerUser: { name: 'reauth-user', limit: 10, windowSeconds: 900 },
  /** 'Fale Conosco': a person may write a few times an hour; a script may not fill the support inbox. */
  contactPerIp: { name: 'contact-ip', limit: 5, windowSeconds: 3600 },
  signInPerIp: { name: 'sign-in-ip', limit: 30, windowSeconds: 300 },
  signInPerAccount: { name: 'sign-in-account', limit: 10, windowSeconds: 900 },
  signUpPerIp: { name: 'sign-up-ip', limit: 20, windowSeconds: 3600 },
  resendPerIp: { name: 'resend-ip', limit: 20, windowSeconds: 3600 },
  resendPerAccount: { name: 'resend-account', limit: 5, windowSeconds: 900 },
  resetPerIp: { name: 'reset-ip', limit: 20, windowSeconds: 3600 },
  resetPerAccount: { name: 'reset-account', limit: 5, windowSeconds: 900 },
  /** Opening the e-mailed link past a sign-in lockout. */
  unlockPerIp: { name: 'unlock-ip', limit: 20, windowSeconds: 3600 },
  /** Inviting relatives (each invitation mails someone): a family invites a few, a script may not spam. */
  relativeInvitesPerFamily: { name: 'relative-invite', limit: 20, windowSeconds: 3600 },
  /** Second step of a two-factor sign-in (better-auth also locks a sign-in after 5 wrong codes). */
  twoFactorPerIp: { name: 'two-factor-ip', limit: 30, windowSeconds: 300 },
} satisfies Record<string, RateLimitRule>;
