// Copy of 'Cuidadores recomendados para você' (/recomendacoes): the filters, the results and each
// suggested caregiver's card (docs/product.md#recommendations).
// Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.
import { basicMessages } from '../basic';

export const recommendationsCopy = {
  card: {
    pricePerHour: (price: string) => `${price}/hora`,
    reasonsLabel: 'Por que indicamos',
    moreSkills: (n: number) => `+${n} mais`,
    chat: 'Conversar',
    chatLabel: (name: string) => `Conversar com ${name}`,
    book: 'Agendar',
    bookLabel: (name: string) => `Agendar ${name}`,
  },
  filters: {
    minPrice: 'Preço mínimo por hora',
    maxPrice: 'Preço máximo por hora',
    any: 'Qualquer',
    from: (price: string) => `A partir de ${price}`,
    upTo: (price: string) => `Até ${price}`,
    gender: 'Gênero do cuidador',
    minRating: 'Avaliação mínima',
    anyRating: 'Qualquer (inclui novos)',
    // '4,5 estrelas ou mais'
    ratingOrMore: (rating: string) => `${rating} estrelas ou mais`,
    skills: 'Competências',
  },
  results: {
    loading: 'Buscando cuidadores recomendados…',
    reference: 'Código de referência para o suporte: ',
    retry: basicMessages.retry,
    found: (n: number) => (n === 1 ? '1 cuidador encontrado' : `${n} cuidadores encontrados`),
  },
  page: {
    title: 'Cuidadores recomendados para você',
    metaDescription: 'Cuidadores de idosos indicados para as necessidades da sua família.',
    adjust: 'Ajustar preferências',
    shift: (shift: string) => `Turno: ${shift}`,
    gender: (gender: string) => `Gênero: ${gender}`,
    place: (bairro: string, cidade: string, estado: string) => `${bairro}, ${cidade} - ${estado}`,
    signUpPrompt: 'Crie uma conta para conversar com os cuidadores e agendar. Suas respostas ficam guardadas.',
    signUp: 'Criar conta',
    reportLabel: (name: string) => `Denunciar perfil de ${name}`,
    answerQuestionnaire: 'Responder questionário',
  },
} as const;
