// Sections of the message catalogue (docs/product.md#messages) that the public pages' islands read
// without the whole catalogue (docs/decisions/0041-contact-form-island.md); messages.ts includes them.

/** Words every screen may need when talking to the server. */
export const basicMessages = {
  error: 'Ocorreu um erro. Tente novamente.',
  network: 'Não foi possível falar com o servidor. Verifique sua conexão.', // ours
  emailInvalid: 'Email inválido',
  /** The button under a failed load, on every screen. */
  retry: 'Tentar novamente',
} as const;

/** 'Fale Conosco' (docs/product.md#public-site). */
export const contactMessages = {
  fillAll: 'Preencha todos os campos',
  sent: 'Mensagem enviada!',
  sentDetail: 'Obrigado pelo contato. Nossa equipe responde pelo email informado em até 2 dias úteis.', // ours
  nomeTooLong: 'O nome deve ter no máximo 120 caracteres', // ours
  mensagemTooLong: 'A mensagem deve ter no máximo 5.000 caracteres', // ours
  sendFailed: 'Não foi possível enviar sua mensagem agora. Tente novamente em alguns minutos.', // ours
} as const;
