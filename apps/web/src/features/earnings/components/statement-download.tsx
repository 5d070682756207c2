import { addMonths } from '@cuidar/domain/calendar-date';
import { formatMonthYear } from '@cuidar/domain/date-format';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/input';
import { earningsCopy } from '@cuidar/domain/messages/screens/earnings';

/** The last twelve months up to `today`'s, newest first ('2026-11'). */
function recentMonths(today: string): string[] {
  const current = today.slice(0, 7);
  return Array.from({ length: 12 }, (_, i) => addMonths(current, -i));
}

/** 'Extrato do mês': pick a month, download it as PDF or CSV (the server answers only the caller's). */
export function StatementDownload({ today }: { today: string }) {
  const c = earningsCopy.statement;
  const months = recentMonths(today);
  const [month, setMonth] = useState(months[0]!);
  const href = (format: 'pdf' | 'csv') => `/api/caregiver/statement?mes=${month}&formato=${format}`;
  return (
    <div className="space-y-3">
      <FormField label={c.monthLabel}>
        <Select value={month} onChange={(event) => setMonth(event.target.value)}>
          {months.map((m) => (
            <option key={m} value={m}>
              {formatMonthYear(`${m}-15`)}
            </option>
          ))}
        </Select>
      </FormField>
      <div className="grid gap-3">
        <a href={href('pdf')} download className={buttonVariants({ variant: 'primary' })}>
          <FileDown aria-hidden="true" className="mr-2 size-4" />
          {c.pdf}
        </a>
        <a href={href('csv')} download className={buttonVariants({ variant: 'outline' })}>
          <FileDown aria-hidden="true" className="mr-2 size-4" />
          {c.csv}
        </a>
      </div>
      <p className="text-sm text-slate-600">{c.note}</p>
    </div>
  );
}
