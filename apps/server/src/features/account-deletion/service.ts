import { formatLongDateTime } from '@cuidar/domain/date-format';
import { messages, notificationMessages } from '@cuidar/domain/messages';
import { fullName } from '@cuidar/domain/names';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { accountDeletedMail } from '../../mail/templates';
import type { PaymentProvider } from '../../payments/provider';
import type { FileStorage } from '../../storage/storage';
import { confirmPassword } from '../account-security/service';
import { cancelBookingsOfDeletedAccount } from '../bookings/service';
import { livePlanBookingsOf, mailGivenUpPlanShifts, noticeGivenUpPlanShifts } from '../plan-substitutes/given-up';
import { eraseContractsOfDeletedAccount } from '../contracts/service';
import { stopPlanChargesForDeletion } from '../checkout/service';
import { declineProposalsOfLeavingCaregiver } from '../plan-care/service';
import { forgetReporter } from '../reports/service';
import { forgetDisputeWords } from '../disputes/service';
import { forgetPayoutKey } from '../payouts/service';
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
const STORAGE_RETRY_DELAYS_MS = [200, 1000];

/** Deletes the caller's account after their password. The caller then has no session left. */
export async function deleteAccount(deps: DeletionDeps, userId: string, password: string): Promise<DeletionOutcome> {
  const me = await confirmPassword(deps.db, userId, password);

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
    await forgetPayoutKey(tx, userId);
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
    return { cancelledBookings, storageKeys, planNotices };
  });
  if (!result) return { cancelledBookings: 0, removedFiles: 0, leftoverFiles: [] };
  mailGivenUpPlanShifts(deps, result.planNotices);

  const leftoverFiles = await deleteStoredFiles(deps, result.storageKeys);
  try {
    // To the address the account had (kept in memory only for this message).
    await deps.mailer.send({ ...accountDeletedMail({ name: me.name, when: formatLongDateTime(at) }), to: me.email, kind: 'conta-excluida' });
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
