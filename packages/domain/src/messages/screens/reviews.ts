// Copy of the reviews screens: 'Avaliações Feitas', 'Avaliações Recebidas' and the caregiver's
// reviews page (docs/product.md#reviews). Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.
import { basicMessages } from '../basic';

export const reviewsCopy = {
  retry: basicMessages.retry,
  given: {
    title: 'Avaliações Feitas',
    loading: 'Carregando avaliações',
    empty: 'Você ainda não avaliou nenhum cuidador.',
  },
  received: {
    empty: 'Você ainda não recebeu avaliações. Elas aparecem aqui depois que uma família avalia um serviço concluído.',
    sending: 'Enviando...',
    cancel: 'Cancelar',
    itemLabel: (author: string) => `Avaliação de ${author}`,
    toRateItemLabel: (family: string) => `Atendimento com ${family}`,
    rateFamily: 'Avaliar família',
    title: 'Avaliações Recebidas',
    seeAll: 'Ver todas',
    toRate: (n: number) => (n === 1 ? '1 atendimento aguarda sua avaliação da família' : `${n} atendimentos aguardam sua avaliação da família`),
    average: 'Sua média:',
  },
} as const;
