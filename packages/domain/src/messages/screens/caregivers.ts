// Copy of the screens that show caregivers to families: the caregiver's page (/cuidadores/:id,
// docs/product.md#profiles), favorites, the shared caregiver pieces (also on the
// landing's island: keep this module free of imports). /profile/cuidador uses the dashboard's
// profile header (caregiver-dashboard.ts).
// Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.
import { basicMessages } from '../basic';

export const caregiversCopy = {
  page: {
    metaTitle: 'Perfil do cuidador',
    backHome: 'Voltar para o início',
    retry: basicMessages.retry,
    book: 'Agendar',
    chat: 'Conversar',
    bookLabel: (name: string) => `Agendar ${name}`,
    chatLabel: (name: string) => `Conversar com ${name}`,
    reportLabel: (name: string) => `Denunciar perfil de ${name}`,
    photoAlt: (name: string) => `Foto de ${name}`,
    hour: 'Hora',
    // A stretch that runs to midnight ends at '24:00' (freeTimesByDay): said as people say it.
    freeTime: (start: string, end: string) => (end === '24:00' ? `${start} até meia-noite` : `${start} às ${end}`),
    loadingAgenda: 'Carregando a agenda…',
    reviewLabel: (author: string) => `Avaliação de ${author}`,
    loading: 'Carregando o perfil do cuidador…',
    signIn: 'Entrar',
  },
  favorites: {
    loading: 'Carregando favoritos…',
    retry: basicMessages.retry,
  },
  skillBadges: {
    label: 'Competências',
    moreLabel: (n: number) => `e mais ${n} ${n === 1 ? 'competência' : 'competências'}`,
  },
} as const;
