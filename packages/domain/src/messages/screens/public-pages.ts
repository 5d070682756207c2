// Copy of the public site's static pages (/sobre-nos, /como-funciona, /blog, the 404 page), of the
// screen shown when a route fails, of the 'Em Desenvolvimento' placeholder and of the logo
// (docs/product.md#public-site). Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.

export const publicPagesCopy = {
  about: {
    metaTitle: 'Sobre nós',
    metaDescription: 'Conheça o Cuidar: a plataforma que conecta famílias a cuidadores de idosos verificados, com segurança e transparência.',
    title: 'Sobre nós',
    lead: 'Cuidamos com amor de quem mais precisa.',
    story: [
      'O Cuidar nasceu de uma pergunta que muitas famílias brasileiras fazem: como encontrar alguém de confiança para cuidar de um pai, de uma mãe ou de um avô quando não podemos estar por perto o tempo todo?',
      'Somos uma plataforma que conecta famílias a cuidadores de idosos profissionais. As famílias contam do que precisam, recebem recomendações, conversam com os cuidadores e agendam por dia e horário. Os cuidadores mostram sua experiência, definem o valor da própria hora e organizam sua agenda.',
    ],
    valuesTitle: 'No que acreditamos',
    values: {
      respect: {
        title: 'Cuidado com respeito',
        text: 'Cada pessoa idosa tem sua história, seus hábitos e sua dignidade. Queremos cuidadores que respeitem tudo isso.',
      },
      safety: {
        title: 'Segurança e transparência',
        text: 'Verificamos os cuidadores, mostramos avaliações de famílias reais e protegemos os dados de saúde que você nos confia.',
      },
      simplicity: {
        title: 'Simplicidade',
        text: 'Encontrar, conversar e agendar deve ser fácil para quem já tem muito com o que se preocupar.',
      },
    },
    ctaTitle: 'Vamos encontrar o cuidador certo para sua família?',
    ctaButton: 'Encontrar um cuidador',
  },
  // The steps themselves are the help panel's (help.ts: helpCopy.familySteps, caregiverSteps).
  howItWorks: {
    metaTitle: 'Como funciona',
    metaDescription: 'Veja como famílias encontram, conversam e agendam cuidadores de idosos no Cuidar, e como cuidadores se cadastram e recebem pedidos.',
    title: 'Como funciona',
    lead: 'Do primeiro contato ao atendimento, tudo em um só lugar.',
    familiesTitle: 'Para famílias',
    familiesButton: 'Encontrar cuidador',
    caregiversTitle: 'Para cuidadores',
    caregiversButton: 'Quero ser cuidador',
  },
  blog: {
    metaTitle: 'Blog',
    metaDescription: 'Em breve, artigos do Cuidar sobre cuidado de idosos, saúde e bem-estar em casa.',
    title: 'Blog',
    comingSoon: 'Em breve!',
    text: 'Estamos preparando artigos sobre cuidado de idosos, saúde e bem-estar em casa.',
    backHome: 'Voltar para o início',
  },
  notFound: {
    metaTitle: 'Página não encontrada',
    title: 'Oops! Página não encontrada',
    text: 'O endereço pode ter mudado ou não existir mais.',
    backHome: 'Voltar para o início',
  },
  /** A screen failed to load (a new version was published) or to render. */
  routeError: {
    title: 'Algo deu errado',
    newVersion: 'Uma nova versão do Cuidar foi publicada. Recarregue a página para continuar.',
    failed: 'Não foi possível mostrar esta página. Tente recarregar; se o problema continuar, fale com o suporte.',
    reload: 'Recarregar página',
    backHome: 'Voltar para o início',
  },
  /** An honest placeholder for a screen that is not built yet. */
  comingSoon: {
    text: 'Em Desenvolvimento. Esta área estará disponível em breve.',
    back: 'Voltar',
  },
} as const;

/** The logo's name, in every page's navigation bar (an island: kept apart from the pages' copy). */
export const brandCopy = {
  name: 'Cuidar',
  homeLabel: '— página inicial',
} as const;
