import { instantSchema } from './dto';
import { messages } from './messages';
import { z } from './validation';

// Consents a person gives (LGPD). Each acceptance is stored with the version of the text shown and
// the time; withdrawing keeps the row and stamps withdrawn_at.

export const CONSENT_KINDS = ['dados_saude'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** Bump when the wording of the consent changes; old acceptances stay tied to the text they saw. */
export const CONSENT_VERSIONS: Record<ConsentKind, string> = {
  dados_saude: '2026-01',
};

export const CONSENT_TEXTS: Record<ConsentKind, string> = {
  dados_saude: messages.consent.healthLabel,
};

export const consentDtoSchema = z.object({
  kind: z.enum(CONSENT_KINDS),
  version: z.string(),
  acceptedAt: instantSchema,
});
export type ConsentDto = z.infer<typeof consentDtoSchema>;
