import type { ConsentOverviewDto } from '@cuidar/domain/account-settings';
import { CONSENT_TEXTS, CONSENT_VERSIONS, consentEnding, consentText, type ConsentDto, type ConsentKind } from '@cuidar/domain/consents';
import type { Role } from '@cuidar/domain/constants';
import { notificationMessages } from '@cuidar/domain/messages';
import { paths } from '@cuidar/domain/routes';
import type { Database, Executor } from '../../db/client';
import { inBackground } from '../../background';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { healthConsentNewTextMail } from '../../mail/templates';
import { transactionWithEvents } from '../../realtime/events';
import { createNotification } from '../notifications/service';
import type { FileStorage } from '../../storage/storage';
import { forgetFamilyDiary } from '../care-diary/service';
import { forgetEmergencyCard } from '../emergency-card/service';
import {
  acceptConsent,
  clearPatientCondition,
  findActiveConsent,
  findConsentHistory,
  findFamiliesToTellOfNewText,
  newTextNoticeKey,
  replaceConsent,
  withdrawConsent,
} from './repository';

/** The consents each role can give: the health-data one is about a family's patient. */
export const CONSENTS_BY_ROLE: Record<Role, readonly ConsentKind[]> = {
  familia: ['dados_saude'],
  cuidador: [],
};

/** What is in force and the history of every consent the caller's role can give. */
export async function listConsents(db: Executor, userId: string, role: Role | null): Promise<ConsentOverviewDto[]> {
  const kinds = role ? CONSENTS_BY_ROLE[role] : [];
  return Promise.all(
    kinds.map(async (kind) => {
      const [active, history] = await Promise.all([findActiveConsent(db, userId, kind), findConsentHistory(db, userId, kind)]);
      return {
        kind,
        text: CONSENT_TEXTS[kind],
        currentVersion: CONSENT_VERSIONS[kind],
        active: active ? { version: active.version, acceptedAt: active.acceptedAt, text: consentText(kind, active.version) } : null,
        history: history.map((row) => {
          const ended = consentEnding(row);
          return {
            version: row.version,
            acceptedAt: row.acceptedAt.toISOString(),
            withdrawnAt: ended.withdrawnAt?.toISOString() ?? null,
            replacedAt: ended.replacedAt?.toISOString() ?? null,
          };
        }),
      };
    }),
  );
}

/**
 * The one rule of the health-data consent, inside the caller's transaction: accepting records the
 * current version and time if none is in force (the profile's box: keeping it ticked is not an act
 * on a newer text, so an older acceptance stays as it is); withdrawing stamps it and erases the condition,
 * the emergency card and the care diary. Answers the storage keys of the diary's photos, which the
 * caller deletes once the transaction has committed (eraseFilesAfterCommit).
 */
export async function applyHealthConsent(tx: Executor, userId: string, accepted: boolean, at: Date): Promise<string[]> {
  if (accepted) {
    await acceptConsent(tx, { userId, kind: 'dados_saude', version: CONSENT_VERSIONS.dados_saude, at });
    return [];
  }
  await withdrawConsent(tx, { userId, kind: 'dados_saude', at });
  await clearPatientCondition(tx, userId);
  // The emergency card and the care diary are health data under the same consent
  // (docs/product.md#emergency-card, #care-diary): they go with it.
  await forgetEmergencyCard(tx, userId);
  return forgetFamilyDiary(tx, userId);
}

export interface HealthConsentDeps {
  db: Database;
  now: () => Date;
  storage: FileStorage;
  logger: Logger;
}

/** The diary photos' files, once their rows are gone for good; a file that cannot be deleted now is logged (nobody can reach it). */
export async function eraseFilesAfterCommit(deps: Pick<HealthConsentDeps, 'storage' | 'logger'>, keys: readonly string[]): Promise<void> {
  for (const key of keys) await deps.storage.delete(key).catch((error: unknown) => deps.logger.error(`[consentimento] arquivo não apagado ${key}`, error));
}

/**
 * Gives or withdraws the health-data consent on its own (Configurações, or the notice asking for a
 * new text): accepting here is an act on the current text, so an older acceptance in force is
 * replaced by one of the current version. Answers what is in force.
 */
export async function setHealthDataConsent(deps: HealthConsentDeps, userId: string, accepted: boolean): Promise<ConsentDto | null> {
  const keys = await deps.db.transaction(async (tx) => {
    if (!accepted) return applyHealthConsent(tx, userId, false, deps.now());
    await replaceConsent(tx, { userId, kind: 'dados_saude', version: CONSENT_VERSIONS.dados_saude, at: deps.now() });
    return [];
  });
  await eraseFilesAfterCommit(deps, keys);
  return findActiveConsent(deps.db, userId, 'dados_saude');
}

/** Families told per run of the periodic jobs; the rest on the next runs. */
const NEW_TEXT_NOTICES_PER_RUN = 200;

/**
 * A new text of the health-data consent (docs/product.md#account-lgpd): each family whose consent in
 * force is on an older text is told once per version, by notification and e-mail, that the card and
 * the diary wait for the new text. Safe on several processes (the notification's key is unique; the
 * e-mail goes only with the notification that was stored). Answers how many were told.
 */
export async function runConsentTextNotices(deps: { db: Database; mailer: Mailer; logger: Logger; publicUrl: string }): Promise<number> {
  const version = CONSENT_VERSIONS.dados_saude;
  const families = await findFamiliesToTellOfNewText(deps.db, 'dados_saude', version, NEW_TEXT_NOTICES_PER_RUN);
  const settings = paths.dashboardPage('familia', 'configuracoes');
  let told = 0;
  for (const family of families) {
    const id = await transactionWithEvents(deps.db, (tx) =>
      createNotification(tx, {
        userId: family.userId,
        tipo: 'autorizacao',
        mensagem: notificationMessages.healthConsentNewText,
        link: settings,
        dedupeKey: newTextNoticeKey('dados_saude', version, family.userId),
      }),
    );
    if (!id) continue;
    told += 1;
    const rendered = healthConsentNewTextMail({ name: family.firstName, url: `${deps.publicUrl}${settings}` });
    inBackground(
      deps.mailer.send({ ...rendered, to: family.email, kind: 'consentimento-novo-texto' }).catch((error: unknown) => {
        deps.logger.warn('[consentimento] e-mail do novo texto não enviado', error);
      }),
    );
  }
  return told;
}
