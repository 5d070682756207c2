// Copy of the operators' desk screens: /operador, the caregiver and renewal queues and reviews, 'Fale Conosco'
// answered from the desk, and the desk's shared queue and case lists (docs/product.md#operators,
// docs/product.md#contact). Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.
import { basicMessages } from '../basic';

export const operatorDeskCopy = {
  /** Shared by the desk's queues, case lists and reviews. */
  retry: basicMessages.retry,
  saving: 'Salvando...',
  /** An aria-label for a link or button that opens a document in another tab. */
  opensInNewTab: (what: string) => `${what} (abre em nova aba)`,
  optional: (label: string) => `${label} (opcional)`,
  /** /operador/cuidadores: the verification queue. */
  verificationQueue: {
    filtersLabel: 'Filtrar a fila',
    pagesLabel: 'Páginas da fila',
    stateSince: (state: string, since: string, wait: string) => `${state} desde ${since} (${wait})`,
  },
  /** /operador/renovacoes: the renewal queue. */
  renewalQueue: {
    filtersLabel: 'Filtrar as renovações',
    pagesLabel: 'Páginas das renovações',
  },
  /** /operador/renovacoes/:id. */
  renewalReview: {
    state: 'Situação: ',
    decisionTitle: 'Decisão',
  },
  /** /operador/cuidadores/:id: the caregiver's profile card and its references. */
  profile: {
    name: 'Nome',
    email: 'Email',
    phone: 'Telefone',
    birthDate: 'Nascimento',
    serviceArea: 'Onde atende',
    experience: 'Experiência',
    hourlyRate: 'Valor por hora',
    skills: 'Competências',
    bio: 'Sobre',
    certificate: 'Certidão de antecedentes (Polícia Federal)',
    certificateValid: 'Válida',
    certificateExpired: 'Vencida',
  },
  documents: {
    courseCertificate: 'Certificado de curso',
  },
  references: {
    reference: (position: number) => `Referência ${position}`,
  },
  /** The verification checklist of a caregiver in review. */
  checklist: {
    done: ' — concluído',
    pending: ' — pendente',
    progress: (done: number, total: number) => `${done} de ${total} itens concluídos`,
  },
  /** The decision panel of a caregiver's review. */
  decision: {
    title: 'Decisão',
    currentState: 'Situação atual: ',
    approving: 'Aprovando...',
  },
  /** /operador/contato: 'Fale Conosco' messages answered by e-mail. */
  contact: {
    pageTitle: 'Fale Conosco',
    title: 'Fale Conosco',
    description: 'Mensagens sem resposta primeiro, das mais antigas para as mais novas.',
    empty: 'Nenhuma mensagem recebida.',
    waiting: (count: number) =>
      count === 0 ? 'Todas as mensagens foram respondidas.' : count === 1 ? '1 mensagem aguardando resposta.' : `${count} mensagens aguardando resposta.`,
    messageLabel: (name: string) => `Mensagem de ${name}`,
    answered: 'Respondida',
    awaitingReply: 'Aguardando resposta',
    answeredBy: (who: string, when: string) => `Resposta de ${who} em ${when}`,
    removedOperator: 'operador(a) removido(a)',
    replyLabel: (name: string) => `Resposta para ${name}`,
    replyHint: (email: string) => `Vai por email para ${email}, com a mensagem original citada.`,
    sending: 'Enviando...',
    send: 'Enviar resposta',
  },
} as const;
