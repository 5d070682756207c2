// Copy of the caregiver dashboard's pages (/dashboard/cuidador and its Agenda, Avaliações, Perfil and
// Verificação pages; docs/product.md#screens). 'Saldo e Ganhos' is in ./earnings.
// Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.
import { basicMessages } from '../basic';

export const caregiverDashboardCopy = {
  reportBookingLabel: (familyFirstName: string) => `Denunciar reserva de ${familyFirstName}`,
  home: {
    title: 'Dashboard do Cuidador',
    greeting: (name: string) => `Olá, ${name}! Que bom ter você por aqui.`,
    retry: basicMessages.retry,
  },
  agenda: {
    title: 'Agenda',
    description: 'Marque os dias e horários em que você pode atender. Horários de Brasília.',
  },
  reviews: {
    title: 'Avaliações',
    description: 'O que as famílias disseram sobre o seu trabalho.',
  },
  profile: {
    title: 'Perfil do Cuidador',
    description: 'Como as famílias veem você, e o que só você vê.',
  },
  verification: {
    title: 'Verificação do cadastro',
    description: 'Documentos, referências e a análise da equipe do Cuidar.',
  },
} as const;
