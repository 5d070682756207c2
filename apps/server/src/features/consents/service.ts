import type { ConsentOverviewDto } from '@cuidar/domain/account-settings';
import { CONSENT_TEXTS, CONSENT_VERSIONS, type ConsentKind } from '@cuidar/domain/consents';
import type { Role } from '@cuidar/domain/constants';
import type { Executor } from '../../db/client';
import { findActiveConsent, findConsentHistory } from './repository';

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
