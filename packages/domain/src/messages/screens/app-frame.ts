// Copy of the app's frame: the public navigation bar and footer, the dashboards' shell and the operators' desk shell
// (docs/product.md#screens, docs/product.md#operators). The navigation bar is a public
// island: this module stays plain data. Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.
import { basicMessages } from '../basic';

export const appFrameCopy = {
  skipToContent: 'Pular para o conteúdo',
  openMenu: 'Abrir menu',
  closeMenu: 'Fechar menu',
  signOut: 'Sair',
  retry: basicMessages.retry,
  /** The public navigation bar. */
  navBar: {
    label: 'Principal',
    links: { home: 'Início', findCaregiver: 'Encontrar cuidador', beCaregiver: 'Sou cuidador' },
    myAccount: 'Minha conta',
    signIn: 'Login',
  },
  /** The public pages' footer. */
  footer: {
    brand: 'Cuidar',
    tagline: 'Cuidamos com amor de quem mais precisa.',
    families: {
      title: 'Para famílias',
      hire: 'Contratar cuidador',
      howItWorks: 'Como funciona',
      faq: 'Perguntas frequentes',
    },
    caregivers: {
      title: 'Para cuidadores',
      join: 'Seja um cuidador',
      blog: 'Blog',
    },
    company: {
      title: 'Cuidar',
      about: 'Sobre nós',
      contact: 'Fale Conosco',
      privacy: 'Política de Privacidade',
      terms: 'Termos de Uso',
    },
    /** '© <year> Cuidar. Todos os direitos reservados.' */
    copyright: { before: '© ', after: ' Cuidar. Todos os direitos reservados.' },
  },
  /** The dashboards' shell (families, caregivers, relatives). */
  dashboard: {
    menuLabel: 'Menu do painel',
    openMenuWithNews: (news: string) => `Abrir menu, ${news}`,
    nav: {
      home: 'Início',
      schedule: 'Agenda',
      messages: 'Mensagens',
      profile: 'Perfil',
      notifications: 'Notificações',
      reviews: 'Avaliações',
      earnings: 'Ganhos',
      settings: 'Configurações',
    },
  },
} as const;
