// Words of the operators' verification and renewal queues (docs/product.md#operators): the labels of
// the queue's age filter (QueueAgeFilter) and how long someone has waited (formatWait).
// Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.
import { formatCount } from '../../format';

export const operatorDeskLabels = {
  /** QUEUE_AGE_LABELS. */
  queueAge: {
    todos: 'Qualquer tempo',
    mais_de_2_dias: 'Há mais de 2 dias',
    mais_de_7_dias: 'Há mais de 7 dias',
  },
  /** formatWait: 'há menos de 1 hora', 'há 5 horas', 'há 3 dias'. */
  waiting: {
    lessThanAnHour: 'há menos de 1 hora',
    hours: (hours: number) => `há ${formatCount(hours, 'hora', 'horas')}`,
    days: (days: number) => `há ${formatCount(days, 'dia', 'dias')}`,
  },
} as const;
