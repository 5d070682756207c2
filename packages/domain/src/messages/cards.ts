// Sections of the message catalogue (docs/product.md#messages) that a caregiver's card shows, so
// the landing's featured caregivers island reads them without the whole catalogue
// (docs/decisions/0044-contact-form-island.md); messages.ts includes them.

export const ratingsMessages = {
  // ours: a caregiver's rating (docs/product.md#profiles)
  new: 'Novo',
  newLabel: 'Novo no Cuidar: ainda sem avaliações',
  // countText: '12 avaliações' (formatCount)
  summary: (value: string, countText: string) => `${value} (${countText})`,
  summaryLabel: (value: string, countText: string) => `Avaliação média ${value} de 5, em ${countText}`,
  oneReview: (stars: number) => `${stars} de 5 estrelas`,
} as const;

export const reliabilityMessages = {
  // ours: measured reliability (docs/product.md#caregiver-page)
  title: 'Histórico no Cuidar',
  none: 'Ainda sem histórico',
  completed: (n: number) => (n === 0 ? 'Nenhum atendimento concluído ainda' : n === 1 ? '1 atendimento concluído' : `${n} atendimentos concluídos`),
  noCancellations: 'Nenhum cancelamento pelo cuidador',
  cancellations: (n: number) => (n === 1 ? '1 cancelamento pelo cuidador' : `${n} cancelamentos pelo cuidador`),
  answers: (when: string) => `Responde aos pedidos ${when}`,
} as const;

export const landingMessages = {
  caregiversLoadFailed: 'Erro ao carregar cuidadores',
} as const;

/** 'Verificado em ‹mês de ano›' (docs/product.md#verification). */
export const verifiedBadgeMessages = {
  badgeSince: (month: string) => `Verificado em ${month}`,
  badgeChecked: 'O que a equipe do Cuidar conferiu:',
} as const;
