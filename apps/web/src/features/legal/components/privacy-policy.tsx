import { legalPrivacyCopy } from '@cuidar/domain/messages/screens/legal-privacy';
import { LegalDocument } from './legal-document';

/** The Política de Privacidade (LGPD); its text is the catalogue's (legal-privacy.ts). */
export function PrivacyPolicy() {
  return <LegalDocument copy={legalPrivacyCopy} />;
}
