import { formatLongDate, formatMonthYear } from '@cuidar/domain/date-format';
import { uiCopy } from '@cuidar/domain/messages/screens/ui';
import { todayInSaoPaulo } from '@cuidar/domain/time';
import { format } from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { createContext, useContext, useEffect, useRef, type ComponentProps } from 'react';
import { DayPicker, type DayButtonProps, type Matcher, type Modifiers } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale/pt-BR';
import { cn } from '@/lib/cn';

// A month calendar in pt-BR (react-day-picker, as shadcn/ui's) speaking calendar dates
// ('yyyy-MM-dd', no time zone involved). Single-date and range selection, min/max dates, disabled
// days and marked days (dots with a spoken label). The keyboard is the library's: arrows move a
// day/week, Home/End the start/end of the week, PageUp/PageDown a month (with Shift a year),
// Enter/Space select; one day is tabbable at a time.

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

/** A range may not cross a disabled day: a click that would make one starts a new range instead. */
export interface RangeCalendarProps extends CalendarBaseProps {
  mode: 'range';
  selected: DateRange | null;
  onSelect: (range: DateRange) => void;
}

export type CalendarProps = SingleCalendarProps | RangeCalendarProps;

// The library works with Dates: a calendar date is that day's local midnight, and back.
const toDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};
const toIso = (date: Date) => format(date, 'yyyy-MM-dd');
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Novembro de 2026' */
export const monthTitle = (month: string) => capitalize(formatMonthYear(`${month}-01`));
/** 'segunda-feira, 23 de novembro de 2026' */
export const dayLabel = (date: string) => formatLongDate(date);

const markerKey = (i: number) => `marker${i}`;

// The markers reach the day buttons through context: the library wants one stable component.
const MarkersContext = createContext<readonly CalendarMarker[]>([]);

/** The day's own button: the library's behaviour, plus the marker dots and today for screen readers. */
function DayButton({ day, modifiers, className, ...props }: DayButtonProps) {
  const markers = useContext(MarkersContext);
  const ref = useRef<HTMLButtonElement>(null);
  // The library moves the focus by marking a day focused; its own button focuses itself, so does this one.
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  const dots = markers.filter((_, i) => modifiers[markerKey(i)]);
  return (
    <button
      ref={ref}
      {...props}
      data-date={toIso(day.date)}
      aria-disabled={modifiers.disabled || undefined}
      aria-current={modifiers.today ? 'date' : undefined}
      className={cn(
        'relative inline-flex h-11 w-full min-w-9 flex-col items-center justify-center rounded-lg text-base font-medium text-slate-900 outline-offset-2 hover:bg-slate-100',
        modifiers.today && 'font-extrabold text-brand-800 underline decoration-2 underline-offset-4',
        modifiers.range_middle && 'rounded-none bg-brand-100 hover:bg-brand-200',
        modifiers.selected && !modifiers.range_middle && 'bg-brand-700 text-white no-underline hover:bg-brand-800',
        modifiers.disabled && 'cursor-not-allowed text-slate-400 hover:bg-transparent',
        className,
      )}
    >
      {props.children}
      {dots.length > 0 && (
        <span aria-hidden="true" className="absolute bottom-1 flex gap-0.5">
          {dots.map((m) => (
            <span key={m.label} className={cn('size-1.5 rounded-full', modifiers.selected && !modifiers.range_middle ? 'bg-white' : (m.dotClassName ?? 'bg-brand-600'))} />
          ))}
        </span>
      )}
    </button>
  );
}

/** The month's name as the heading of the grid (announced when the month changes). */
function CaptionLabel({ role: _role, ref: _ref, className, ...props }: ComponentProps<'span'>) {
  return <h2 aria-live="polite" className={cn('text-base font-bold text-slate-900', className)} {...props} />;
}

function Chevron({ orientation }: { orientation?: 'up' | 'down' | 'left' | 'right' }) {
  return orientation === 'left' ? <ChevronLeft aria-hidden="true" className="size-5" /> : <ChevronRight aria-hidden="true" className="size-5" />;
}

const navButton =
  'absolute top-0 inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 aria-disabled:opacity-40 aria-disabled:hover:bg-transparent';

export function Calendar(props: CalendarProps) {
  const { min, max, isDateDisabled, markers = [], className } = props;
  const today = props.today ?? todayInSaoPaulo();
  const disabled: Matcher[] = [];
  if (min) disabled.push({ before: toDate(min) });
  if (max) disabled.push({ after: toDate(max) });
  if (isDateDisabled) disabled.push((date: Date) => isDateDisabled(toIso(date)));
  const modifiers = Object.fromEntries(markers.map((m, i) => [markerKey(i), (date: Date) => m.dates.has(toIso(date))]));

  const labelDay = (date: Date, dayModifiers: Modifiers) =>
    [
      formatLongDate(toIso(date)),
      dayModifiers.today ? uiCopy.calendar.today : '',
      ...markers.filter((_, i) => dayModifiers[markerKey(i)]).map((m) => m.label),
      dayModifiers.disabled ? uiCopy.calendar.unavailable : '',
    ]
      .filter(Boolean)
      .join(', ');

  const selectedDate = props.mode === 'range' ? (props.selected?.from ?? null) : props.selected;
  const common = {
    locale: ptBR,
    today: toDate(today),
    ...(props.month !== undefined ? { month: toDate(`${props.month}-01`) } : {}),
    defaultMonth: toDate(props.defaultMonth ? `${props.defaultMonth}-01` : (selectedDate ?? (min && today < min ? min : today))),
    onMonthChange: (month: Date) => props.onMonthChange?.(toIso(month).slice(0, 7)),
    ...(min ? { startMonth: toDate(min) } : {}),
    ...(max ? { endMonth: toDate(max) } : {}),
    disabled,
    modifiers,
    labels: {
      labelGrid: (month: Date) => props['aria-label'] ?? monthTitle(toIso(month).slice(0, 7)),
      labelDayButton: labelDay,
      labelPrevious: () => uiCopy.calendar.previousMonth,
      labelNext: () => uiCopy.calendar.nextMonth,
      labelWeekday: (date: Date) => format(date, 'EEEE', { locale: ptBR }),
    },
    formatters: {
      formatCaption: (month: Date) => monthTitle(toIso(month).slice(0, 7)),
      formatWeekdayName: (date: Date) => format(date, 'EEEEE', { locale: ptBR }),
    },
    components: {
      DayButton,
      CaptionLabel,
      Chevron,
    },
    className: cn('relative w-full max-w-sm select-none', className),
    classNames: {
      months: 'relative',
      month_caption: 'flex h-11 items-center justify-center',
      nav: 'absolute inset-x-0 top-0 z-10 flex justify-between',
      button_previous: cn(navButton, 'left-0'),
      button_next: cn(navButton, 'right-0'),
      month_grid: 'mt-2 w-full border-collapse',
      weekday: 'pb-1 text-center text-sm font-semibold text-slate-600',
      day: 'p-0.5 text-center',
      range_middle: 'bg-brand-50',
    },
  };

  if (props.mode === 'range') {
    const range = props.selected;
    return (
      <MarkersContext.Provider value={markers}>
        <DayPicker
        {...common}
        mode="range"
        resetOnSelect
        excludeDisabled
        selected={range ? { from: toDate(range.from), to: range.to ? toDate(range.to) : undefined } : undefined}
        onSelect={(next, triggerDate) => {
          // Clicking the one chosen day again clears a range in the library; here it stays chosen.
          if (!next?.from) props.onSelect({ from: toIso(triggerDate), to: null });
          else props.onSelect({ from: toIso(next.from), to: next.to ? toIso(next.to) : null });
        }}
        />
      </MarkersContext.Provider>
    );
  }
  return (
    <MarkersContext.Provider value={markers}>
      <DayPicker
        {...common}
        mode="single"
        required
        selected={props.selected ? toDate(props.selected) : undefined}
        onSelect={(date: Date) => props.onSelect(toIso(date))}
      />
    </MarkersContext.Provider>
  );
}
