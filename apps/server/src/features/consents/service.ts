import type { ConsentOverviewDto } from '@cuidar/domain/account-settings';
import { CONSENT_TEXTS, CONSENT_VERSIONS, type ConsentDto, type ConsentKind } from '@cuidar/domain/consents';
import type { Role } from '@cuidar/domain/constants';
import type { Database, Executor } from '../../db/client';
import { forgetEmergencyCard } from '../emergency-card/service';
import { acceptConsent, clearPatientCondition, findActiveConsent, findConsentHistory, withdrawConsent } from './repository';

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
        active: active ? { version: active.version, acceptedAt: active.acceptedAt } : null,
        history: history.map((row) => ({
          version: row.version,
          acceptedAt: row.acceptedAt.toISOString(),
          withdrawnAt: row.withdrawnAt ? row.withdrawnAt.toISOString() : null,
        })),
      };
    }),
  );
}

/**
 * The one rule of the health-data consent, inside the caller's transaction: accepting records the
 * current version and time (if none is in force); withdrawing stamps it and erases the condition
 * and the emergency card.
 */
export async function applyHealthConsent(tx: Executor, userId: string, accepted: boolean, at: Date): Promise<void> {
  if (accepted) {
    await acceptConsent(tx, { userId, kind: 'dados_saude', version: CONSENT_VERSIONS.dados_saude, at });
  } else {
    await withdrawConsent(tx, { userId, kind: 'dados_saude', at });
    await clearPatientCondition(tx, userId);
    // The emergency card is health data under the same consent (docs/product.md#emergency-card).
    await forgetEmergencyCard(tx, userId);
  }
}

/** Gives or withdraws the health-data consent on its own (Configurações); answers what is in force. */
export async function setHealthDataConsent(
  deps: { db: Database; now: () => Date },
  userId: string,
  accepted: boolean,
): Promise<ConsentDto | null> {
  await deps.db.transaction((tx) => applyHealthConsent(tx, userId, accepted, deps.now()));
  return findActiveConsent(deps.db, userId, 'dados_saude');
}
