import { formatWeekdayDayMonth, formatTimeRange } from '@cuidar/domain/date-format';
import { formatCentavos } from '@cuidar/domain/format';
import { messages } from '@cuidar/domain/messages';
import { singleShiftCopy } from '@cuidar/domain/messages/screens/single-shift';
import type { SingleShiftQuoteDto } from '@cuidar/domain/single-shift';
import { Card, CardContent } from '@/components/ui/card';

const m = messages.singleShift;

/** 'sábado, 5 de dezembro, das 19:00 às 07:00 do dia seguinte' */
export function describeShift(quote: Pick<SingleShiftQuoteDto, 'data' | 'horaInicio' | 'horaFim'>): string {
  return singleShiftCopy.shift(formatWeekdayDayMonth(quote.data), formatTimeRange(quote.horaInicio, quote.horaFim));
}

/** What the family pays, what the caregiver receives of it and the fee inside it (docs/product.md#single-shift). */
export function SingleShiftPrice({ quote }: { quote: SingleShiftQuoteDto }) {
  return (
    <section aria-labelledby="avulso-preco">
      <Card>
      <CardContent className="space-y-3 pt-5">
        <h2 id="avulso-preco" className="text-lg font-bold text-slate-900">
          {m.priceTitle}
        </h2>
        <p className="text-slate-800 first-letter:uppercase">{describeShift(quote)}</p>
        <p>
          <span className="block text-slate-700">{m.totalLabel}</span>
          <span className="text-4xl font-extrabold text-slate-900" data-testid="avulso-total">
            {formatCentavos(quote.totalCentavos)}
          </span>
        </p>
        <p className="text-slate-700">{quote.fimDeSemana ? m.weekendNote : m.weekdayNote}</p>
        <dl className="space-y-1 rounded-lg bg-slate-50 p-3 text-slate-800">
          <div className="flex items-baseline justify-between gap-4">
            <dt>{m.caregiverShareLabel}</dt>
            <dd className="shrink-0 font-semibold">{formatCentavos(quote.cuidadorRecebeCentavos)}</dd>
          </div>
          <div className="flex items-baseline justify-between gap-4">
            <dt>{m.feeLabel}</dt>
            <dd className="shrink-0 font-semibold">{formatCentavos(quote.taxaServicoCentavos)}</dd>
          </div>
        </dl>
        <p className="text-sm text-slate-700">{m.allInNote}</p>
      </CardContent>
      </Card>
    </section>
  );
}
