// Copy of the chat between families and caregivers: the chat dialog of a caregiver's card, a conversation, and the
// dashboards' Mensagens page (docs/product.md#chat).
// Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.
import { basicMessages } from '../basic';

export const chatCopy = {
  /** The chat with a caregiver, opened from their card. */
  dialog: {
    title: (name: string) => `Conversa com ${name}`,
    description: 'Tire suas dúvidas antes de agendar.',
    caregiverTitle: 'Conversas começam pelas famílias',
    caregiverText: 'Como cuidador(a), você responde às famílias pela página Mensagens do seu painel.',
    opening: 'Abrindo conversa...',
  },
  /** One conversation and the box to write. */
  conversation: {
    label: (name: string) => `Conversa com ${name}`,
    retry: basicMessages.retry,
    empty: (name: string) => `Nenhuma mensagem ainda. Diga olá para ${name}!`,
    /** Read out before each of my messages, as '<who>:'. */
    me: 'Você',
    writeLabel: 'Escreva sua mensagem',
    placeholder: 'Escreva sua mensagem…',
    send: 'Enviar mensagem',
  },
  /** /dashboard/<role>/mensagens. */
  page: {
    pageTitle: 'Mensagens',
    title: 'Mensagens',
    descriptionFamily: 'Suas conversas com cuidadores.',
    descriptionCaregiver: 'Suas conversas com famílias.',
    listLabel: 'Conversas',
    empty: 'Nenhuma conversa ainda.',
    findCaregivers: 'Buscar cuidadores',
    lastFromMe: 'Você: ',
    noMessages: 'Sem mensagens',
    unread: (count: number) => `${count} não lidas`,
    selectedLabel: 'Conversa selecionada',
    backToList: 'Voltar para a lista de conversas',
    reportProfile: (name: string) => `Denunciar perfil de ${name}`,
    reportMessage: (name: string) => `Denunciar mensagem de ${name}`,
    choose: 'Escolha uma conversa.',
  },
} as const;
