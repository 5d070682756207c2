// Copy of the 'Fale Conosco' page (/contato) and of its form, the page's only island
// (docs/product.md#public-site, docs/decisions/0044-contact-form-island.md). The form's messages
// (errors, 'Mensagem enviada!') are contactMessages. Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.

export const contactPageCopy = {
  metaTitle: 'Fale Conosco',
  metaDescription: 'Fale com a equipe do Cuidar: dúvidas, sugestões ou ajuda com uma contratação. Respondemos por email em dias úteis.',
  title: 'Fale Conosco',
  lead: 'Dúvidas, sugestões ou ajuda com uma contratação? Escreva para a gente.',
  formLabel: 'Formulário de contato',
  otherChannels: 'Outros canais',
  // 'Muitas respostas já estão nas <link>Perguntas Frequentes</link>.'
  faq: { before: 'Muitas respostas já estão nas ', link: 'Perguntas Frequentes', after: '.' },
} as const;

/** The form island: kept apart so the island loads only its own words. */
export const contactFormCopy = {
  nameLabel: 'Nome',
  emailLabel: 'Email',
  messageLabel: 'Mensagem',
  send: 'Enviar mensagem',
  sending: 'Enviando...',
  sendAnother: 'Enviar outra mensagem',
} as const;
