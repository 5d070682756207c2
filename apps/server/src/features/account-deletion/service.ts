import type { AccountRole } from '@cuidar/domain/constants';
import { BOOKING_RELEASE_DELAY_HOURS } from '@cuidar/domain/booking-money';
import { formatDayMonthYear, formatLongDateTime } from '@cuidar/domain/date-format';
import { formatCentavos } from '@cuidar/domain/format';
import { mailMessages, messages, notificationMessages } from '@cuidar/domain/messages';
import { fullName } from '@cuidar/domain/names';
import { mustGiveUpToDelete, type DeletionPayoutDto } from '@cuidar/domain/payouts';
import { writeAuditEvent } from '../../audit/audit';
import type { Database, Executor } from '../../db/client';
import { AppError, conflict, notFound } from '../../http/errors';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { accountDeletedMail } from '../../mail/templates';
import type { PaymentProvider } from '../../payments/provider';
import type { PayoutProvider } from '../../payouts/provider';
import type { FileStorage } from '../../storage/storage';
import { confirmPassword } from '../account-security/service';
import { cancelBookingsOfDeletedAccount } from '../bookings/service';
import { livePlanBookingsOf, mailGivenUpPlanShifts, noticeGivenUpPlanShifts } from '../plan-substitutes/given-up';
import { eraseContractsOfDeletedAccount } from '../contracts/service';
import { stopPlanChargesForDeletion } from '../checkout/service';
import { declineProposalsOfLeavingCaregiver } from '../plan-care/service';
import { forgetReporter } from '../reports/service';
import { forgetDisputeWords } from '../disputes/service';
import { forgetPayoutKey, readPayoutDestination, type PayoutDestination } from '../payouts/service';
import { moneyStillToReceive, type MoneyStillToReceive } from '../earnings/service';
import { forgetPresenceCode } from '../visits/service';
import { forgetEmergencyCard } from '../emergency-card/service';
import { forgetRelativeLinks } from '../relatives/account-data';
import { forgetFamilyDiary } from '../care-diary/service';
import {
  anonymizeProfile,
  anonymizeUser,
  clearCancellationReasons,
  clearGivenReviewComments,
  deleteCertificateRows,
  deleteContactMessages,
  deleteFavorites,
  deleteCredentialsAndSessions,
  deleteOwnNotifications,
  deleteRoleProfiles,
  deleteTracesOfEmail,
  lockAccount,
  redactMentionsInOthersNotifications,
  redactSentMessages,
  unlinkAnalyticsEvents,
  withdrawAllConsents,
} from './repository';

// 'Excluir minha conta' (LGPD art. 18, VI). Personal data is erased or anonymized in ONE
// transaction; bookings, payments and reviews stay as anonymized records that still point at the
// (now nameless) profile, so the other party's history and the accounts stay whole. See ADR 0013.

export interface DeletionDeps {
  db: Database;
  storage: FileStorage;
  mailer: Mailer;
  payments: PaymentProvider | null;
  logger: Logger;
  now: () => Date;
  publicUrl: string;
  /** Where a caregiver's payouts go, and their weekday (PAYOUT_WEEKDAY): money still owed to her is paid after she leaves (ADR 0063). */
  payouts: PayoutProvider | null;
  payoutWeekday: number;
  /** Waits between storage retries (tests pass a no-op). */
  pause?: (ms: number) => Promise<void>;
}

export interface DeletionOutcome {
  cancelledBookings: number;
  removedFiles: number;
  /** Files the storage kept refusing to delete (logged for an operator). */
  leftoverFiles: string[];
}

const s = messages.settings;
const accountDeletedMailCopy = mailMessages.accountDeleted;
const STORAGE_RETRY_DELAYS_MS = [200, 1000];

// ── A caregiver's money (docs/product.md#deletion-payout, ADR 0063) ──────────────────────────

type Departure = { money: MoneyStillToReceive; destination: PayoutDestination };

const totalOf = (money: MoneyStillToReceive) => money.availableCents + money.onTheWayCents + money.heldCents;

async function departureOf(deps: Pick<DeletionDeps, 'payouts' | 'logger' | 'payoutWeekday'>, db: Executor, cuidadorId: string, at: Date): Promise<Departure> {
  const [money, destination] = await Promise.all([
    moneyStillToReceive({ db, payoutWeekday: deps.payoutWeekday }, cuidadorId, at),
    readPayoutDestination({ db, payouts: deps.payouts, logger: deps.logger }, cuidadorId),
  ]);
  return { money, destination };
}

/** GET /api/account/deletion-payout: what the caregiver's deletion dialog shows before she confirms. */
export async function getDeletionPayout(deps: Pick<DeletionDeps, 'db' | 'payouts' | 'logger' | 'payoutWeekday' | 'now'>, cuidadorId: string): Promise<DeletionPayoutDto> {
  const { money, destination } = await departureOf(deps, deps.db, cuidadorId, deps.now());
  return {
    availableCents: money.availableCents,
    onTheWayCents: money.onTheWayCents,
    heldCents: money.heldCents,
    totalCents: totalOf(money),
    payoutsVia: destination.via,
    destination: destination.label,
    destinationStatus: destination.status,
    nextPayoutDate: money.nextPayoutDate,
    heldPayoutDate: money.heldPayoutDate,
  };
}

/**
 * The rule (docs/product.md#deletion-payout): nothing owed, or a ready destination → she may leave
 * and is paid there; owed with no ready destination → only by giving up exactly the amount owed
 * (the one her dialog showed), else 409 (502 when Stripe could not say whether the account is ready).
 */
function leaving({ money, destination }: Departure, giveUpCents: number | undefined): 'nothing' | 'paid' | 'given_up' {
  const totalCents = totalOf(money);
  if (totalCents === 0) return 'nothing';
  if (destination.status === 'pronta') return 'paid';
  if (giveUpCents === totalCents) return 'given_up';
  if (!mustGiveUpToDelete({ totalCents, destinationStatus: destination.status })) throw new AppError('UNAVAILABLE', 502, s.deletionDestinationUnknown);
  const amount = formatCentavos(totalCents);
  throw giveUpCents === undefined ? conflict(s.deletionNeedsDestination(amount, destination.via === 'stripe')) : conflict(s.deletionAmountChanged(amount), 'giveUpCents');
}

/** The confirmation e-mail's paragraphs about her money (after the deletion: her last e-mail from us). */
function departureParagraphs(departure: Departure & { outcome: 'paid' | 'given_up' }): string[] {
  const m = accountDeletedMailCopy;
  const { money, destination } = departure;
  if (departure.outcome === 'given_up') return [m.givenUp(formatCentavos(totalOf(money))), m.noMoreMail];
  return [
    ...m.payout({
      total: formatCentavos(totalOf(money)),
      destination: destination.inWords ?? '',
      available: money.availableCents > 0 ? formatCentavos(money.availableCents) : null,
      day: formatDayMonthYear(money.nextPayoutDate),
      onTheWay: money.onTheWayCents > 0 ? formatCentavos(money.onTheWayCents) : null,
      held: money.heldCents > 0 ? formatCentavos(money.heldCents) : null,
      heldDay: money.heldPayoutDate ? formatDayMonthYear(money.heldPayoutDate) : null,
      releaseHours: BOOKING_RELEASE_DELAY_HOURS,
    }),
    m.noMoreMail,
  ];
}

// ── The deletion ─────────────────────────────────────────────────────────────────────────────

/** Deletes the caller's account after their password. The caller then has no session left. */
export async function deleteAccount(
  deps: DeletionDeps,
  caller: { id: string; role: AccountRole | null },
  input: { currentPassword: string; giveUpCents?: number | undefined },
): Promise<DeletionOutcome> {
  const userId = caller.id;
  const me = await confirmPassword(deps.db, userId, input.currentPassword);
  // A caregiver with money owed and nowhere to send it is refused before anything stops or goes
  // (the provider is asked here, outside the transaction); the transaction checks again.
  const before = caller.role === 'cuidador' ? await departureOf(deps, deps.db, userId, deps.now()) : null;
  if (before) leaving(before, input.giveUpCents);

  // Outside the transaction (the provider is another system): no charge may follow the deletion.
  // If the provider cannot be reached, nothing has been erased yet and the person can try again.
  await stopPlanChargesForDeletion(
    { db: deps.db, payments: deps.payments, now: deps.now, logger: deps.logger, publicUrl: deps.publicUrl, mailer: deps.mailer },
    userId,
  );

  const at = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    if (!account) throw notFound();
    if (account.deletedAt) return null; // a second click finished nothing new
    const name = fullName(account);

    // What she is still owed, before her bookings are cancelled: of those, the days begun stay hers.
    let departure: (Departure & { outcome: 'paid' | 'given_up' }) | null = null;
    if (before) {
      const { destination } = before;
      const money = await moneyStillToReceive({ db: tx, payoutWeekday: deps.payoutWeekday }, userId, at);
      const outcome = leaving({ money, destination }, input.giveUpCents);
      if (outcome !== 'nothing') departure = { money, destination, outcome };
      if (outcome === 'given_up') {
        // The record that she chose it, with the amount (kept with the audit log, without her name).
        await writeAuditEvent(tx, { action: 'payout_balance_given_up', actorId: userId, subjectId: userId, objectType: 'payout_key', objectId: userId, metadata: { valorCentavos: totalOf(money) } });
      }
    }

    // The family's own words on past cancellations go; then the open bookings are cancelled (with
    // 'Conta excluída' as the reason) while the names still exist for the notices to the other party.
    await clearCancellationReasons(tx, userId);
    const planBookings = await livePlanBookingsOf(tx, userId, at);
    const cancelledBookings = await cancelBookingsOfDeletedAccount(tx, userId, at);
    // A caregiver leaving gives her plan shifts up: each family is offered substitutes (docs/product.md#plan-substitutes).
    const planNotices = [];
    for (const pedidoId of planBookings) planNotices.push(await noticeGivenUpPlanShifts(tx, pedidoId, at));
    // Her plan proposals still waiting are declined, so no family waits for her answer.
    await declineProposalsOfLeavingCaregiver(tx, userId, at);
    await redactMentionsInOthersNotifications(tx, {
      userId,
      fullName: name,
      deletedName: s.deletedName,
      messageNotice: notificationMessages.newMessageWithoutText(s.deletedName),
    });
    await deleteOwnNotifications(tx, userId);
    await redactSentMessages(tx, userId, s.deletedMessage);
    await clearGivenReviewComments(tx, userId);
    await withdrawAllConsents(tx, userId, at);
    await unlinkAnalyticsEvents(tx, userId);
    await deleteContactMessages(tx, userId);
    await deleteFavorites(tx, userId);
    await forgetPresenceCode(tx, userId);
    await forgetEmergencyCard(tx, userId);
    // docs/product.md#relatives: a family's relatives lose access; a relative stops following.
    await forgetRelativeLinks(tx, userId);
    // The care diary is the family's patient's health data: it goes with the family (docs/product.md#care-diary).
    const diaryPhotoKeys = await forgetFamilyDiary(tx, userId);
    // Paid after she leaves: only the destination stays, until the job has paid everything (ADR 0063).
    // The ledger decides: when it holds nothing more for her, the e-mail promises nothing either.
    const kept = await forgetPayoutKey(tx, userId, departure?.outcome === 'paid' ? departure.destination.via : null, at);
    if (departure?.outcome === 'paid' && !kept) {
      deps.logger.warn(`[account-deletion] ${userId}: 'Saldo e Ganhos' mostrava valores a receber que o razão não guarda; nada a repassar`);
      departure = null;
    }
    await forgetReporter(tx, userId);
    await forgetDisputeWords(tx, userId);
    // Contracts keep version, date and SHA-256; their PDFs (names, address, CPF) go (ADR 0037).
    await eraseContractsOfDeletedAccount(tx, userId, at);
    const storageKeys = [...(await deleteCertificateRows(tx, userId)), ...diaryPhotoKeys];
    await deleteRoleProfiles(tx, userId);
    await anonymizeProfile(tx, userId, s.deletedName, at);
    await anonymizeUser(tx, userId, s.deletedName);
    await deleteCredentialsAndSessions(tx, userId);
    await deleteTracesOfEmail(tx, account.email);
    return { cancelledBookings, storageKeys, planNotices, departure };
  });
  if (!result) return { cancelledBookings: 0, removedFiles: 0, leftoverFiles: [] };
  mailGivenUpPlanShifts(deps, result.planNotices);

  const leftoverFiles = await deleteStoredFiles(deps, result.storageKeys);
  try {
    // To the address the account had (kept in memory only for this message).
    const mail = accountDeletedMail({ name: me.name, when: formatLongDateTime(at), money: result.departure ? departureParagraphs(result.departure) : [] });
    await deps.mailer.send({ ...mail, to: me.email, kind: 'conta-excluida' });
  } catch (error) {
    deps.logger.warn('[account-deletion] confirmação por email não enviada', error);
  }
  deps.logger.info(`[account-deletion] conta ${userId} excluída (${result.cancelledBookings} reservas canceladas, ${result.storageKeys.length} arquivos)`);
  return { cancelledBookings: result.cancelledBookings, removedFiles: result.storageKeys.length - leftoverFiles.length, leftoverFiles };
}

/**
 * Deletes uploaded files after the commit (storage is not transactional). Each file is retried;
 * one that still fails is logged with its key so an operator can remove it by hand.
 */
export async function deleteStoredFiles(deps: Pick<DeletionDeps, 'storage' | 'logger' | 'pause'>, keys: readonly string[]): Promise<string[]> {
  const pause = deps.pause ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const leftovers: string[] = [];
  for (const key of keys) {
    let deleted = false;
    for (let attempt = 0; attempt <= STORAGE_RETRY_DELAYS_MS.length && !deleted; attempt++) {
      try {
        await deps.storage.delete(key);
        deleted = true;
      } catch (error) {
        const delay = STORAGE_RETRY_DELAYS_MS[attempt];
        if (delay === undefined) deps.logger.error(`[account-deletion] arquivo não apagado do armazenamento: ${key}`, error);
        else await pause(delay);
      }
    }
    if (!deleted) leftovers.push(key);
  }
  return leftovers;
}
