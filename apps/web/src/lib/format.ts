import { TZDate } from '@date-fns/tz';
import { TIME_ZONE } from '@cuidar/domain/constants';
import { differenceInCalendarDays, format } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';

export { formatCentavos } from '@cuidar/domain/format';

// Every date is shown in pt-BR and in São Paulo's wall time, whatever zone the device is in.

const inSaoPaulo = (date: Date | string) => new TZDate(new Date(date).getTime(), TIME_ZONE);
const fmt = (date: Date | string, pattern: string) => format(inSaoPaulo(date), pattern, { locale: ptBR });

/** '22 de novembro' */
export const formatDayMonth = (date: Date | string) => fmt(date, "dd 'de' MMMM");
/** 'domingo, 22 de novembro de 2026' */
export const formatLongDate = (date: Date | string) => fmt(date, "EEEE, dd 'de' MMMM 'de' yyyy");
/** '22/11/2026' */
export const formatShortDate = (date: Date | string) => fmt(date, 'dd/MM/yyyy');
/** '14:05' */
export const formatTime = (date: Date | string) => fmt(date, 'HH:mm');
/** 'novembro de 2026' */
export const formatMonthYear = (date: Date | string) => fmt(date, "MMMM 'de' yyyy");

/** 'Hoje, 14:05' / 'Ontem, 09:12' / '20/11, 18:30' as the spec's notifications show. */
export function formatRelativeDay(date: Date | string, now: Date = new Date()): string {
  const days = differenceInCalendarDays(inSaoPaulo(now), inSaoPaulo(date));
  if (days === 0) return `Hoje, ${formatTime(date)}`;
  if (days === 1) return `Ontem, ${formatTime(date)}`;
  return `${fmt(date, 'dd/MM')}, ${formatTime(date)}`;
}
