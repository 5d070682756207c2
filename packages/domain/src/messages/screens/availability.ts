// Copy of the caregiver's agenda screens: the calendar, slots, weekly pattern, days off and the
// dashboard's agenda card (docs/product.md#availability).
// Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.
import { basicMessages } from '../basic';

export const availabilityCopy = {
  common: {
    cancel: 'Cancelar',
    retry: basicMessages.retry,
    confirmed: 'Confirmada',
    pending: 'Pendente',
    completed: 'Concluída',
    saving: 'Salvando...',
    save: 'Salvar',
    timezone: 'Horário de Brasília (São Paulo).',
  },
  affectedBookings: {
    listLabel: 'Reservas nesse horário',
  },
  summaryCard: {
    title: 'Agenda & Disponibilidade',
    seeAgenda: 'Ver agenda',
    nextBookingsTitle: 'Próximas reservas confirmadas',
    noBookings: 'Nenhuma reserva confirmada nos próximos dias.',
    nextSlotsTitle: 'Próximas disponibilidades',
    noSlots: {
      before: 'Nenhuma disponibilidade marcada. ',
      link: 'Marque seus horários',
      after: ' para as famílias saberem quando você pode atender.',
    },
  },
  agenda: {
    daySlotsLabel: 'Disponibilidades do dia',
    editSlotLabel: (range: string) => `Editar disponibilidade ${range}`,
    removeSlotLabel: (range: string) => `Remover disponibilidade ${range}`,
    loadingBookings: 'Carregando reservas...',
    markerAvailable: 'com disponibilidade',
    markerBooked: 'com reserva confirmada',
    calendarLabel: 'Calendário da agenda',
    legendLabel: 'Legenda',
    legendAvailable: 'Disponível',
    legendBooked: 'Reserva confirmada',
    addSlot: 'Adicionar Disponibilidade',
    bookingsTitle: 'Reservas confirmadas',
  },
  slotDialog: {
    addTitle: 'Adicionar Disponibilidade',
    editTitle: 'Editar Disponibilidade',
    startDate: 'Data de início',
    startTime: 'Hora de início',
    endDate: 'Data de fim',
    endTime: 'Hora de fim',
  },
  deleteSlot: {
    title: 'Remover disponibilidade?',
    description: (range: string) => `O horário ${range} deixará de aparecer na sua agenda.`,
    removing: 'Removendo...',
    remove: 'Remover',
  },
  pattern: {
    timezone: 'Horário de Brasília (São Paulo). Um horário que termina antes de começar vai até o dia seguinte.',
    rangeLegend: (n: number | null) => (n === null ? 'Horário' : `Horário ${n}`),
    rangesLabel: 'Horários que se repetem',
    validity: (from: string, until: string | null) => `Vale a partir de ${from}${until ? ` até ${until}` : ', sem data para terminar'}.`,
    deleting: 'Apagando...',
    loading: 'Carregando repetição semanal...',
  },
  daysOff: {
    loading: 'Carregando folgas...',
    listLabel: 'Folgas marcadas',
  },
} as const;
