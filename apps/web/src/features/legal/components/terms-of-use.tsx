import { legalTermsCopy } from '@cuidar/domain/messages/screens/legal-terms';
import { LegalDocument } from './legal-document';

/** The Termos de Uso (CDC); its text is the catalogue's (legal-terms.ts). */
export function TermsOfUse() {
  return <LegalDocument copy={legalTermsCopy} />;
}
