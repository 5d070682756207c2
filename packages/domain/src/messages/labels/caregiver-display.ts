// Words of a caregiver's card and page (docs/product.md#profiles, docs/product.md#reliability):
// the review count beside the rating ('12 avaliações') and how fast she answers ('em até 1 hora',
// 'em cerca de 5 horas', 'em cerca de 2 dias'). The landing's featured caregivers island reads it:
// it imports nothing but formatCount.
// Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.
import { formatCount } from '../../format';

export const caregiverDisplayLabels = {
  /** '1 avaliação', '12 avaliações' */
  reviewCount: (count: number) => formatCount(count, 'avaliação', 'avaliações'),
  responseTime: {
    withinAnHour: 'em até 1 hora',
    /** 'em cerca de 5 horas' */
    hours: (hours: number) => `em cerca de ${formatCount(hours, 'hora', 'horas')}`,
    /** 'em cerca de 2 dias' */
    days: (days: number) => `em cerca de ${formatCount(days, 'dia', 'dias')}`,
  },
} as const;
