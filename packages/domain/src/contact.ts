import { EMAIL_MAX_LENGTH, emailSchema } from './auth';
import { CONTACT_MENSAGEM_MAX, CONTACT_NOME_MAX } from './contact-rules';
import { messages } from './messages';
import { requiredText, z } from './validation';

// The 'Fale Conosco' form (docs/product.md#public-site): all three fields required.
// This schema validates the request on the server; the contact page's island checks the form with
// contact-rules.ts (no zod in the page), which contact-rules.test.ts proves says the same.

const m = messages.contact;

export const contactSchema = z.strictObject({
  nome: requiredText(m.fillAll, { max: CONTACT_NOME_MAX, tooLong: m.nomeTooLong }),
  // An empty address is a missing field ('Preencha todos os campos'); a malformed one 'Email inválido'.
  email: requiredText(m.fillAll, { max: EMAIL_MAX_LENGTH, tooLong: messages.auth.emailInvalid }).pipe(emailSchema),
  mensagem: requiredText(m.fillAll, { max: CONTACT_MENSAGEM_MAX, tooLong: m.mensagemTooLong }),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
