import { subMonths, subYears } from 'date-fns';

// How long we keep what the privacy policy's section 8 names, and when each kind of record is
// removed (docs/product.md#retention). The policy's copy reads these numbers, so it cannot say one
// thing while the retention job does another.

/** Access records (address, browser, date and time): the Marco Civil da Internet's six months. */
export const ACCESS_LOG_RETENTION_MONTHS = 6;
/** 'Fale Conosco' messages: two years after the sender's last contact. */
export const CONTACT_MESSAGE_RETENTION_YEARS = 2;

/**
 * Audit events that are nothing but the record of an access (who signed in, or tried to, from where
 * and when): deleted whole once older than the access-log retention. Every other event (a password
 * changed, an operator's decision) is kept, without its address and browser from then on.
 */
export const ACCESS_ONLY_AUDIT_ACTIONS = ['sign_in', 'sign_in_failed'] as const;

/** Access records from before this moment are past their retention. */
export function accessLogCutoff(now: Date): Date {
  return subMonths(now, ACCESS_LOG_RETENTION_MONTHS);
}

/** A sender whose last contact was before this moment has their 'Fale Conosco' messages deleted. */
export function contactMessageCutoff(now: Date): Date {
  return subYears(now, CONTACT_MESSAGE_RETENTION_YEARS);
}
