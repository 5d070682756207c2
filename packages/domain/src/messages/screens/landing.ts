// Copy of the landing page (/): hero, plans, benefits, testimonials, featured caregivers and the call
// to action (docs/product.md#public-site). Several sections are islands (docs/decisions/0039): each
// island imports only its own export below. Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.
import { basicMessages } from '../basic';

/** The sections written at build time (no island). */
export const landingCopy = {
  metaTitle: 'Cuidar — Cuidadores de idosos com carinho e segurança',
  metaDescription:
    'Encontre o cuidador ideal para sua família com rapidez e segurança. Cuidadores de idosos verificados, planos mensais, agenda simples e chat seguro.',
  hero: {
    badge: 'Cuidadores de idosos em todo o Brasil',
    title: 'Cuidamos com amor de quem mais precisa',
    subtitle: 'Encontre o cuidador ideal para sua família com rapidez e segurança',
    hireButton: 'Contratar cuidador',
    becomeCaregiverButton: 'Torne-se cuidador',
    // In this order: verified (shield), ratings (star), chat (speech bubble).
    highlights: ['Cuidadores verificados', 'Avaliações de famílias reais', 'Chat seguro'],
  },
  benefits: {
    title: 'Por que escolher o Cuidar?',
    subtitle: 'Tudo o que sua família precisa para contratar com tranquilidade.',
    // 'Pagamento protegido' repeats the FAQ's booking-payment promise (docs/product.md#not-yet).
    smartMatch: {
      title: 'Combinação inteligente',
      text: 'Conte o turno, as necessidades do seu familiar e onde vocês moram: mostramos primeiro os cuidadores que combinam com essas preferências.',
    },
    scheduleAndReviews: {
      title: 'Agenda simples e avaliações transparentes',
      text: 'Veja a disponibilidade, agende por dia e horário e leia o que outras famílias contaram depois de cada atendimento.',
    },
    safeChat: {
      title: 'Chat seguro',
      text: 'Converse com o cuidador dentro da plataforma antes de agendar, sem expor seu telefone ou endereço.',
    },
    protectedPayment: {
      title: 'Pagamento protegido',
      text: 'Você paga por cartão ou Pix na plataforma, e o valor só é repassado ao cuidador 48 horas depois de cada dia de atendimento.',
    },
  },
  // The plans' own names, descriptions and prices are domain/plans.ts; money comes formatted (formatCentavos).
  plans: {
    title: 'Planos de cuidado',
    subtitle: 'Escolha a continuidade que faz sentido para sua família. Quanto mais longo o plano, menor o valor da diária.',
    bestChoice: 'Melhor Escolha',
    perDay: ' /diária',
    durationLabel: 'Duração',
    coverageLabel: 'Cobertura',
    shift12hLabel: 'Plantão de 12h',
    cycle24hLabel: 'Ciclo de 24h',
    /** After the 24 h price: plans run 12 h shifts only for now (docs/product.md#plans). */
    cycle24hUnavailable: 'ainda não disponível para contratação',
    /** 'R$ 3.360,00/mês' (the monthly plan). */
    totalMonthly: (total: string) => `${total}/mês`,
    /** 'R$ 9.450,00 (R$ 3.150,00/mês)' (plans longer than a month). */
    totalWithMonthly: (total: string, perMonth: string) => `${total} (${perMonth}/mês)`,
    monthlyValue: 'Valor mensal',
    // After the monthly value: ' /mês, cobrado mensalmente durante 3 meses'.
    monthlyCharge: (duration: string) => ` /mês, cobrado mensalmente durante ${duration}`,
    hireButton: 'Contratar Agora',
    // After the price: ' por plantão de 12h'.
    perShift: (hours: number) => ` por plantão de ${hours}h`,
    weekendAddOn: (price: string, hours: number) => `Fim de semana (sábado e domingo): adicional de ${price} por plantão de ${hours}h.`,
    singleShiftButton: 'Solicitar Agora',
    // '… (direito de arrependimento, …). Veja os <link>Termos de Uso</link>.'
    withdrawal: {
      before:
        'Você pode desistir da contratação em até 7 dias, contados da contratação, com devolução integral do valor pago (direito de arrependimento, art. 49 do Código de Defesa do Consumidor). Veja os ',
      link: 'Termos de Uso',
      after: '.',
    },
  },
  cta: {
    title: 'Pronto para encontrar o cuidador ideal?',
    text: 'Responda algumas perguntas sobre a rotina do seu familiar e veja cuidadores recomendados em poucos minutos.',
    hireButton: 'Contratar cuidador',
    becomeCaregiverButton: 'Quero ser cuidador',
  },
} as const;

/** The hero's arrow (island 'hero-scroll'). */
export const landingScrollCopy = {
  label: 'Rolar para a próxima seção',
} as const;

/** 'Nossos Cuidadores em Destaque' (island 'featured-caregivers'); its load error is landingMessages. */
export const landingFeaturedCopy = {
  title: 'Nossos Cuidadores em Destaque',
  subtitle: 'Profissionais qualificados e bem avaliados, prontos para ajudar sua família.',
  loading: 'Carregando cuidadores...',
  retrying: 'Carregando...',
  retry: basicMessages.retry,
  // 'Novos cuidadores estão completando seus perfis. <link>Cadastre-se como cuidador</link>.'
  empty: { before: 'Novos cuidadores estão completando seus perfis. ', link: 'Cadastre-se como cuidador', after: '.' },
  carousel: 'carrossel',
  carouselLabel: 'Cuidadores em destaque',
  previous: 'Cuidadores anteriores',
  next: 'Próximos cuidadores',
  // shown: '1–3' or '5, 6, 1' (the cards on screen)
  position: (shown: string, count: number) => `${shown} de ${count}`,
} as const;

/** 'O que as famílias dizem' (island 'testimonials'); a slide's stars are ratingsMessages.oneReview. */
export const landingTestimonialsCopy = {
  title: 'O que as famílias dizem',
  subtitle: 'Avaliações escritas por famílias depois de atendimentos concluídos.',
  loading: 'Carregando depoimentos...',
  carousel: 'carrossel',
  carouselLabel: 'Depoimentos de famílias',
  slide: 'depoimento',
  slideLabel: (position: number, total: number) => `${position} de ${total}`,
  quote: (text: string) => `“${text}”`,
  pause: 'Pausar depoimentos',
  play: 'Reproduzir depoimentos',
  previous: 'Depoimento anterior',
  next: 'Próximo depoimento',
  show: (position: number, total: number) => `Mostrar depoimento ${position} de ${total}`,
} as const;
