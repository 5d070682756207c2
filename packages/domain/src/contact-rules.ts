import { regexes } from 'zod/v4/core';
import { basicMessages, contactMessages } from './messages/basic';

// The rules of the 'Fale Conosco' form (docs/product.md#public-site) as plain functions, so the
// contact page's island checks what the person typed without loading zod (docs/decisions/0044-contact-form-island.md).
// The server validates with contactSchema (contact.ts); contact-rules.test.ts proves both agree.

export const CONTACT_FIELDS = ['nome', 'email', 'mensagem'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

export const CONTACT_NOME_MAX = 120;
export const CONTACT_MENSAGEM_MAX = 5000;
/** The longest address (RFC 5321), as the account forms accept. */
export const CONTACT_EMAIL_MAX = 254;

/**
 * What is wrong with each field, in the catalogue's words: an empty field (spaces only included)
 * is 'Preencha todos os campos'; then the lengths, counted after trimming; then the address's form.
 */
export function contactFieldErrors(values: ContactValues): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  const nome = values.nome.trim();
  const email = values.email.trim();
  const mensagem = values.mensagem.trim();
  if (!nome) errors.nome = contactMessages.fillAll;
  else if (nome.length > CONTACT_NOME_MAX) errors.nome = contactMessages.nomeTooLong;
  if (!email) errors.email = contactMessages.fillAll;
  else if (email.length > CONTACT_EMAIL_MAX || !regexes.email.test(email)) errors.email = basicMessages.emailInvalid;
  if (!mensagem) errors.mensagem = contactMessages.fillAll;
  else if (mensagem.length > CONTACT_MENSAGEM_MAX) errors.mensagem = contactMessages.mensagemTooLong;
  return errors;
}
