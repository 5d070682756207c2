// Copy of the care plan screens: 'Escolher cuidadores', 'Encontrar substituto' and the caregiver's
// plan proposals and substitutions (docs/product.md#plan-care,
// docs/product.md#plan-substitutes). Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.
import { basicMessages } from '../basic';
import { formatCount } from '../../format';

export const plansCopy = {
  retry: basicMessages.retry,
  seePlans: 'Conhecer os planos',
  sending: 'Enviando...',
  /** Before a caregiver's rating, for screen readers: 'Nota 4,8 (12 avaliações)'. */
  ratingPrefix: 'Nota ',
  ratingCount: (n: number) => `(${formatCount(n, 'avaliação', 'avaliações')})`,
  // amount already formatted
  perShiftForCaregiver: (amount: string) => `${amount} por plantão para o cuidador`,
  planCare: {
    pageDescription: 'Quem cuida do seu familiar em cada dia do plano.',
    weekdaysLabel: 'Dias do plano',
    // '12 plantões · R$ 150,00 por plantão para o cuidador'
    candidateShifts: (shifts: string, amount: string) => `${shifts} · ${amount} por plantão para o cuidador`,
    // propose is messages.planCare.propose
    proposeLabel: (propose: string, name: string) => `${propose} para ${name}`,
    daysLegend: 'Quais dias este cuidador vai cobrir?',
    searching: 'Buscando cuidadores...',
    loading: 'Carregando seu plano...',
    allCovered: 'Todos os dias do plano têm cuidador.',
  },
  proposals: {
    familyPays: (daily: string, fee: string) =>
      `A família paga ${daily} por plantão; a taxa do Cuidar é ${fee}. Cada plantão é liberado 48 horas depois de terminar.`,
    // action is messages.planCare.accept / .decline
    actionLabel: (action: string, family: string) => `${action} a proposta de ${family}`,
  },
  substitutions: {
    familyPaid: (daily: string, fee: string) =>
      `A família pagou ${daily} por plantão pelo plano; a taxa do Cuidar é ${fee}. Cada plantão é liberado 48 horas depois de terminar.`,
    // accept / decline are messages.planSubstitutes.accept / .decline
    acceptLabel: (accept: string, other: string) => `${accept} de ${other}`,
    declineLabel: (decline: string, other: string) => `${decline} a substituição de ${other}`,
  },
  substitutes: {
    pageDescription: 'Quem cuida do seu familiar nos plantões que ficaram sem cuidador.',
    verifiedFree: 'Verificado · livre em todos os plantões',
    searching: 'Buscando substitutos...',
    openShiftsLabel: 'Plantões sem cuidador',
  },
  visitSubstitutes: {
    perHour: (price: string) => `${price}/hora`,
    book: 'Agendar',
  },
} as const;
