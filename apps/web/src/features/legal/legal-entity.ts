// The company's legal data, shown in the privacy policy and the terms of use. Its values (and the
// date of the documents) live in the message catalogue; the bracketed values are placeholders the
// company MUST fill in before going live, and the pages show them highlighted.
import { legalCopy } from '@cuidar/domain/messages/screens/legal';

export const LEGAL_ENTITY = legalCopy.entity;

/** Date of the current version of both documents. */
export const LEGAL_UPDATED_AT = legalCopy.updatedAt;

export const isPlaceholder = (value: string) => value.startsWith('[') && value.endsWith(']');
