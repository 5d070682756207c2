import { addMonths, daysInMonth, monthOf, weekdayOf } from '@cuidar/domain/calendar-date';
import { addDaysToDate, todayInSaoPaulo } from '@cuidar/domain/time';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';

// A month calendar in pt-BR working on calendar dates ('yyyy-MM-dd', no time zone involved).
// Single-date and range selection, min/max dates, disabled days and marked days (dots with a
// spoken label). Keyboard: arrows move a day/week, Home/End the start/end of the week,
// PageUp/PageDown a month (with Shift a year), Enter/Space select. One day is tabbable at a time.

export interface CalendarMarker {
  dates: ReadonlySet<string>;
  /** Read out with the day, e.g. 'com disponibilidade'. */
  label: string;
  /** Colour of the dot, e.g. 'bg-brand-600'. */
  dotClassName?: string;
}

export interface DateRange {
  from: string;
  /** null while only the first day has been picked. */
  to: string | null;
}

interface CalendarBaseProps {
  /** The month shown ('yyyy-MM'), when the parent controls it. */
  month?: string;
  defaultMonth?: string;
  onMonthChange?: (month: string) => void;
  /** First and last selectable dates. */
  min?: string;
  max?: string;
  isDateDisabled?: (date: string) => boolean;
  markers?: readonly CalendarMarker[];
  /** Today's date (defaults to São Paulo's). */
  today?: string;
  className?: string;
  'aria-label'?: string;
}

export interface SingleCalendarProps extends CalendarBaseProps {
  mode?: 'single';
  selected: string | null;
  onSelect: (date: string) => void;
}

export interface RangeCalendarProps extends CalendarBaseProps {
  mode: 'range';
  selected: DateRange | null;
  onSelect: (range: DateRange) => void;
  /** When false (default), a range may not cross a disabled day: the click starts a new range. */
  allowDisabledInRange?: boolean;
}

export type CalendarProps = SingleCalendarProps | RangeCalendarProps;

const WEEKDAYS = [
  { short: 'D', long: 'domingo' },
  { short: 'S', long: 'segunda-feira' },
  { short: 'T', long: 'terça-feira' },
  { short: 'Q', long: 'quarta-feira' },
  { short: 'Q', long: 'quinta-feira' },
  { short: 'S', long: 'sexta-feira' },
  { short: 'S', long: 'sábado' },
];

const dayLabelFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const monthLabelFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', month: 'long', year: 'numeric' });
const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Novembro de 2026' */
export const monthTitle = (month: string) => capitalize(monthLabelFormat.format(atNoon(`${month}-01`)));
/** 'segunda-feira, 23 de novembro de 2026' */
export const dayLabel = (date: string) => dayLabelFormat.format(atNoon(date));

const clamp = (date: string, min?: string, max?: string) => (min && date < min ? min : max && date > max ? max : date);

function weeksOf(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const lead = weekdayOf(first);
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= daysInMonth(month); d++) cells.push(`${month}-${String(d).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export function Calendar(props: CalendarProps) {
  const { min, max, isDateDisabled, markers = [], className } = props;
  const today = props.today ?? todayInSaoPaulo();
  const selectedDate = props.mode === 'range' ? (props.selected?.from ?? null) : props.selected;
  const initialMonth = props.defaultMonth ?? monthOf(clamp(selectedDate ?? today, min, max));
  const [ownMonth, setOwnMonth] = useState(initialMonth);
  const month = props.month ?? ownMonth;
  const [focused, setFocused] = useState<string | null>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const wantsFocus = useRef(false);
  const titleId = useId();

  const isOutOfBounds = (date: string) => Boolean((min && date < min) || (max && date > max));
  const isDisabled = (date: string) => isOutOfBounds(date) || Boolean(isDateDisabled?.(date));

  const changeMonth = (next: string) => {
    if (props.month === undefined) setOwnMonth(next);
    props.onMonthChange?.(next);
  };

  // The tabbable day: the focused one if in view, else the selection, today, or the first day.
  const inView = (d: string | null): d is string => d !== null && monthOf(d) === month;
  const tabbable = inView(focused)
    ? focused
    : inView(selectedDate)
      ? selectedDate
      : inView(today) && !isOutOfBounds(today)
        ? today
        : clamp(`${month}-01`, min, max);

  useEffect(() => {
    if (!wantsFocus.current || !focused) return;
    wantsFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, month]);

  const moveFocus = (date: string) => {
    const next = clamp(date, min, max);
    wantsFocus.current = true;
    setFocused(next);
    if (monthOf(next) !== month) changeMonth(monthOf(next));
  };

  const select = (date: string) => {
    if (isDisabled(date)) return;
    setFocused(date);
    if (props.mode !== 'range') {
      props.onSelect(date);
      return;
    }
    const current = props.selected;
    if (!current || current.to !== null || date < current.from) {
      props.onSelect({ from: date, to: null });
      return;
    }
    if (!props.allowDisabledInRange) {
      for (let d = current.from; d <= date; d = addDaysToDate(d, 1)) {
        if (isDisabled(d)) {
          props.onSelect({ from: date, to: null });
          return;
        }
      }
    }
    props.onSelect({ from: current.from, to: date });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const from = tabbable;
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDaysToDate(from, -1),
      ArrowRight: () => addDaysToDate(from, 1),
      ArrowUp: () => addDaysToDate(from, -7),
      ArrowDown: () => addDaysToDate(from, 7),
      Home: () => addDaysToDate(from, -weekdayOf(from)),
      End: () => addDaysToDate(from, 6 - weekdayOf(from)),
      PageUp: () => shiftMonth(from, event.shiftKey ? -12 : -1),
      PageDown: () => shiftMonth(from, event.shiftKey ? 12 : 1),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveFocus(move());
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(from);
    }
  };

  const inRange = (date: string) => {
    if (props.mode !== 'range' || !props.selected) return false;
    const { from, to } = props.selected;
    return to !== null && date >= from && date <= to;
  };
  const isSelected = (date: string) =>
    props.mode === 'range' ? date === props.selected?.from || date === props.selected?.to : date === props.selected;

  const previous = addMonths(month, -1);
  const next = addMonths(month, 1);
  const canGoBack = !min || monthOf(min) <= previous;
  const canGoForward = !max || monthOf(max) >= next;

  return (
    <div className={cn('w-full max-w-sm select-none', className)}>
      <div className="mb-2 flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => changeMonth(previous)}
          disabled={!canGoBack}
          aria-label="Mês anterior"
          className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 disabled:opacity-40"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <h2 id={titleId} aria-live="polite" className="text-base font-bold text-slate-900">
          {monthTitle(month)}
        </h2>
        <button
          type="button"
          onClick={() => changeMonth(next)}
          disabled={!canGoForward}
          aria-label="Próximo mês"
          className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 disabled:opacity-40"
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <table
        ref={gridRef}
        role="grid"
        {...(props['aria-label'] ? { 'aria-label': props['aria-label'] } : { 'aria-labelledby': titleId })}
        onKeyDown={onKeyDown}
        className="w-full border-collapse"
      >
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day.long} scope="col" abbr={day.long} className="pb-1 text-center text-sm font-semibold text-slate-600">
                <span aria-hidden="true">{day.short}</span>
                <span className="sr-only">{day.long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week, i) => (
            <tr key={i}>
              {week.map((date, j) => {
                if (!date) return <td key={j} role="gridcell" />;
                const disabled = isDisabled(date);
                const selected = isSelected(date);
                const middle = inRange(date) && !selected;
                const dayMarkers = markers.filter((m) => m.dates.has(date));
                const label = [dayLabel(date), date === today ? 'hoje' : '', ...dayMarkers.map((m) => m.label), disabled ? 'indisponível' : '']
                  .filter(Boolean)
                  .join(', ');
                return (
                  <td key={date} role="gridcell" aria-selected={selected || middle} className={cn('p-0.5 text-center', middle && 'bg-brand-50')}>
                    <button
                      type="button"
                      data-date={date}
                      tabIndex={date === tabbable ? 0 : -1}
                      aria-label={label}
                      aria-disabled={disabled || undefined}
                      aria-current={date === today ? 'date' : undefined}
                      onClick={() => select(date)}
                      onFocus={() => setFocused(date)}
                      className={cn(
                        'relative inline-flex h-11 w-full min-w-9 flex-col items-center justify-center rounded-lg text-base font-medium text-slate-900 hover:bg-slate-100',
                        date === today && 'font-extrabold text-brand-800 underline decoration-2 underline-offset-4',
                        middle && 'bg-brand-100 hover:bg-brand-200',
                        selected && 'bg-brand-700 text-white no-underline hover:bg-brand-800',
                        disabled && 'cursor-not-allowed text-slate-400 hover:bg-transparent',
                      )}
                    >
                      <span aria-hidden="true">{Number(date.slice(8))}</span>
                      {dayMarkers.length > 0 && (
                        <span aria-hidden="true" className="absolute bottom-1 flex gap-0.5">
                          {dayMarkers.map((m) => (
                            <span key={m.label} className={cn('size-1.5 rounded-full', selected ? 'bg-white' : (m.dotClassName ?? 'bg-brand-600'))} />
                          ))}
                        </span>
                      )}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The same day in another month, or that month's last day ('2026-01-31' + 1 → '2026-02-28'). */
function shiftMonth(date: string, delta: number): string {
  const month = addMonths(monthOf(date), delta);
  const day = Math.min(Number(date.slice(8)), daysInMonth(month));
  return `${month}-${String(day).padStart(2, '0')}`;
}
