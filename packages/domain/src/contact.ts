import { EMAIL_MAX_LENGTH, emailSchema } from './auth';
import { messages } from './messages';
import { requiredText, z } from './validation';

// The 'Fale Conosco' form (docs/product.md#public-site): all three fields required.
// The same schema validates the form in the browser and the request on the server.

const m = messages.contact;

export const CONTACT_NOME_MAX = 120;
export const CONTACT_MENSAGEM_MAX = 5000;

export const contactSchema = z.strictObject({
  nome: requiredText(m.fillAll, { max: CONTACT_NOME_MAX, tooLong: m.nomeTooLong }),
  // An empty address is a missing field ('Preencha todos os campos'); a malformed one 'Email inválido'.
  email: requiredText(m.fillAll, { max: EMAIL_MAX_LENGTH, tooLong: messages.auth.emailInvalid }).pipe(emailSchema),
  mensagem: requiredText(m.fillAll, { max: CONTACT_MENSAGEM_MAX, tooLong: m.mensagemTooLong }),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
