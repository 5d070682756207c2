import { instantSchema } from './dto';
import { messages } from './messages';
import { z } from './validation';

// Consents a person gives (LGPD). Each acceptance is stored with the version of the text shown and
// the time; withdrawing keeps the row and stamps withdrawn_at; accepting a newer text ends the older
// acceptance as replaced (docs/product.md#account-lgpd).

export const CONSENT_KINDS = ['dados_saude'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** The health-data consent's texts, oldest first (CONSENT_VERSIONS names the one a person accepts today). */
export const HEALTH_CONSENT_VERSIONS = ['2026-01', '2026-11'] as const satisfies readonly (keyof typeof messages.consent.healthLabels)[];
export type HealthConsentVersion = (typeof HEALTH_CONSENT_VERSIONS)[number];

/** Bump when the wording of the consent changes; old acceptances stay tied to the text they saw. */
export const CONSENT_VERSIONS = {
  dados_saude: '2026-11',
} as const satisfies Record<ConsentKind, HealthConsentVersion>;

/** The text a person accepts today. */
export const CONSENT_TEXTS: Record<ConsentKind, string> = {
  dados_saude: messages.consent.healthLabels[CONSENT_VERSIONS.dados_saude],
};

/** The text of a version of a consent, as it was shown (an unknown version: the current text). */
export function consentText(kind: ConsentKind, version: string): string {
  switch (kind) {
    case 'dados_saude':
      return (messages.consent.healthLabels as Record<string, string>)[version] ?? CONSENT_TEXTS.dados_saude;
  }
}

/**
 * What the Cuidar does with a patient's health data, each only under a consent whose text names it:
 * the condition shown to booked caregivers; the emergency card opened by them; the care diary
 * written by them and read by the relatives the family invited.
 */
export const HEALTH_DATA_USES = ['condicao', 'cartao_emergencia', 'diario'] as const;
export type HealthDataUse = (typeof HEALTH_DATA_USES)[number];

/** What each version's text names. The first named only the condition. */
const HEALTH_CONSENT_COVERS: Record<HealthConsentVersion, readonly HealthDataUse[]> = {
  '2026-01': ['condicao'],
  '2026-11': ['condicao', 'cartao_emergencia', 'diario'],
};

/** Whether an acceptance of this version of the health-data text covers this use. */
export function healthConsentCovers(version: string, use: HealthDataUse): boolean {
  return (HEALTH_CONSENT_COVERS as Record<string, readonly HealthDataUse[] | undefined>)[version]?.includes(use) ?? false;
}

/** The versions whose acceptance covers a use (for a query's `version in (…)`). */
export function healthConsentVersionsCovering(use: HealthDataUse): HealthConsentVersion[] {
  return HEALTH_CONSENT_VERSIONS.filter((version) => HEALTH_CONSENT_COVERS[version].includes(use));
}

/**
 * The family's health-data consent as one use sees it: in force and naming the use ('ativo'); in
 * force on an older text that does not name it ('desatualizado': the family is asked to accept the
 * new text); withdrawn with none in force ('retirado'); never given ('nunca').
 */
export const HEALTH_CONSENT_STATES = ['ativo', 'desatualizado', 'retirado', 'nunca'] as const;
export type HealthConsentState = (typeof HEALTH_CONSENT_STATES)[number];

export function healthConsentState(records: readonly { version: string; withdrawnAt: Date | string | null }[], use: HealthDataUse): HealthConsentState {
  const inForce = records.find((record) => record.withdrawnAt === null);
  if (inForce) return healthConsentCovers(inForce.version, use) ? 'ativo' : 'desatualizado';
  return records.length ? 'retirado' : 'nunca';
}

/**
 * How an acceptance stopped being in force, from its row: `withdrawn_at` stamps both ends, and
 * `replaced` tells accepting a newer text apart from withdrawing.
 */
export function consentEnding<T>(row: { withdrawnAt: T | null; replaced: boolean }): { withdrawnAt: T | null; replacedAt: T | null } {
  if (row.withdrawnAt === null) return { withdrawnAt: null, replacedAt: null };
  return row.replaced ? { withdrawnAt: null, replacedAt: row.withdrawnAt } : { withdrawnAt: row.withdrawnAt, replacedAt: null };
}

export const consentDtoSchema = z.object({
  kind: z.enum(CONSENT_KINDS),
  version: z.string(),
  acceptedAt: instantSchema,
});
export type ConsentDto = z.infer<typeof consentDtoSchema>;
