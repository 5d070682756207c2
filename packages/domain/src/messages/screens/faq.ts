// Copy of the 'Perguntas Frequentes' page (/faq): its 8 questions, the page's island, and the page
// around them (docs/product.md#public-site; several answers describe things not built yet:
// docs/product.md#not-yet). Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.

/** The questions, in order; `id` names each one (the accordion's item value). */
export const faqCopy = {
  entries: [
    {
      id: 'verificacao',
      question: 'Como os cuidadores são verificados?',
      answer:
        'Antes de aparecer na plataforma, cada cuidador passa por checagem de referências de trabalhos anteriores, entrevista e análise de documentos. Assim, você conversa apenas com profissionais que conhecemos.',
    },
    {
      id: 'custo',
      question: 'Quanto custa contratar um cuidador?',
      answer:
        'O valor varia conforme o profissional, o turno e a duração do atendimento. Cada cuidador define o valor da própria hora, que aparece no perfil antes de você agendar. Também oferecemos planos mensais com valor de diária fixo.',
    },
    {
      id: 'mesmo-dia',
      question: 'Posso agendar um cuidador para hoje?',
      answer: 'Sim. Agendamentos para o mesmo dia são possíveis, desde que o cuidador escolhido tenha disponibilidade no horário desejado.',
    },
    {
      id: 'formas-de-pagamento',
      question: 'Quais são as formas de pagamento?',
      answer: 'As reservas podem ser pagas com cartão de crédito ou de débito ou com Pix (QR code ou Pix copia e cola); os planos, com cartão. Tudo diretamente na plataforma, em ambiente seguro, com o valor e a taxa de serviço mostrados antes de pagar.',
    },
    {
      id: 'repasse',
      question: 'Quando o cuidador recebe o pagamento?',
      answer:
        'O valor fica retido pela plataforma e só é liberado ao cuidador 48 horas depois do fim de cada dia de atendimento. Se algo não acontecer como combinado, use “Tive um problema” nos detalhes da reserva dentro desse prazo: o valor continua retido até a nossa equipe decidir.',
    },
    {
      id: 'garantia',
      question: 'E se eu não ficar satisfeito com o atendimento?',
      answer:
        'Você conta com a nossa garantia de satisfação: em até 48 horas depois do fim de cada dia, use “Tive um problema” nos detalhes da reserva e conte o que aconteceu. O pagamento fica retido e a nossa equipe decide se devolve tudo, parte ou libera o valor ao cuidador, com uma explicação para as duas partes.',
    },
    {
      id: 'ser-cuidador',
      question: 'Como faço para me tornar um cuidador?',
      answer:
        'Preencha o cadastro detalhado em “Sou cuidador”: envie seu documento (RG ou CNH) e a certidão de antecedentes criminais da Polícia Federal e informe duas referências profissionais; nossa equipe também faz uma entrevista com você. Depois da aprovação, seu perfil passa a aparecer para as famílias.',
    },
    {
      id: 'contrato',
      question: 'Existe um contrato entre a família e o cuidador?',
      answer:
        'Sim. Quando o cuidador aceita uma reserva paga, o Cuidar gera o contrato digital com as partes, o endereço, os dias e horários, as responsabilidades de cada lado, os valores com a taxa de serviço e a política de cancelamento. A família e o cuidador o abrem e baixam em PDF nos detalhes da reserva. Nos planos, cada reserva que um cuidador aceita também tem o seu contrato, com as regras do plano.',
    },
  ],
} as const;

/** The page around the questions (pre-rendered HTML; the island loads faqCopy only). */
export const faqPageCopy = {
  metaTitle: 'Perguntas Frequentes',
  metaDescription: 'Respostas sobre verificação de cuidadores, preços, agendamento, pagamento, garantia de satisfação e contrato no Cuidar.',
  title: 'Perguntas Frequentes',
  lead: 'Respostas rápidas para as dúvidas mais comuns de famílias e cuidadores.',
  // '… por semana? <link>{messages.labourLaw.faqLink}</link>.'
  labourLaw: { before: 'Vai contar com o mesmo cuidador mais de 2 dias por semana? ', after: '.' },
  notFoundTitle: 'Não encontrou sua resposta?',
  notFoundText: 'Nossa equipe responde por email em dias úteis.',
  contactButton: 'Fale Conosco',
} as const;
