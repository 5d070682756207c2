import { CARE_DIARY_TYPES, type CareDiaryType } from '@cuidar/domain/care-diary';
import { weekdayOf } from '@cuidar/domain/calendar-date';
import { formatDayMonth, formatLongDate } from '@cuidar/domain/date-format';
import { messages } from '@cuidar/domain/messages';
import { addDaysToDate, todayInSaoPaulo } from '@cuidar/domain/time';
import { ChevronLeft, ChevronRight, Download } from 'lucide-react';
import { paths } from '@cuidar/domain/routes';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api-client';
import { healthConsentOf, isHealthConsentOutdated, useConsents } from '@/features/consents/api/consents';
import { careDiaryReportUrl, useFamilyDiary } from '../api/get-family-diary';
import { DiaryEntryList } from './diary-entry-list';

const d = messages.careDiary;

/** Monday of the date's week (a week reads Monday to Sunday). */
const mondayOf = (date: string) => addDaysToDate(date, -((weekdayOf(date) + 6) % 7));

/**
 * The family's 'Diário de cuidados' (docs/product.md#care-diary): a day or a week of what the
 * caregivers recorded, live, with a filter by type; and 'Relatório para o médico' for a period.
 */
export function FamilyDiaryCard({ familiaId }: { familiaId?: string } = {}) {
  const today = todayInSaoPaulo();
  const [mode, setMode] = useState<'1' | '7'>('1');
  const [date, setDate] = useState(today);
  const [tipo, setTipo] = useState<CareDiaryType | ''>('');
  const inicio = mode === '1' ? date : mondayOf(date);
  const diary = useFamilyDiary({ familiaId, inicio, dias: mode, tipo: tipo || undefined });
  const step = mode === '1' ? 1 : 7;
  // The family's own consents; a relative (familiaId) is told by the answer itself.
  const consents = useConsents(!familiaId);
  const healthConsent = healthConsentOf(consents.data);
  const withoutConsent = !familiaId && consents.isSuccess && !healthConsent?.active;
  const outdated = !familiaId && isHealthConsentOutdated(healthConsent);
  const label = mode === '1' ? formatLongDate(date) : d.weekOf(formatDayMonth(inicio), formatDayMonth(addDaysToDate(inicio, 6)));

  return (
    <Card role="region" aria-label={d.title}>
      <CardHeader>
        <CardTitle>{d.title}</CardTitle>
        <CardDescription>{d.familyDescription}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {(withoutConsent || outdated) && (
          <p role="note" className="rounded-md bg-amber-50 p-3 text-amber-900">
            {outdated ? d.familyConsentOutdatedHint : d.familyConsentHint}{' '}
            <Link to={paths.dashboardPage('familia', 'configuracoes')} className="font-semibold underline">
              {d.openSettings}
            </Link>
          </p>
        )}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <Tabs value={mode} onValueChange={(v) => setMode(v as '1' | '7')}>
            <TabsList aria-label={d.title}>
              <TabsTrigger value="1">{d.day}</TabsTrigger>
              <TabsTrigger value="7">{d.week}</TabsTrigger>
            </TabsList>
          </Tabs>
          <FormField label={d.pickDay} className="sm:w-48">
            <Input type="date" value={date} max={today} onChange={(e) => e.target.value && setDate(e.target.value)} />
          </FormField>
          <FormField label={d.filter} className="sm:w-56">
            <Select value={tipo} onChange={(e) => setTipo(e.target.value as CareDiaryType | '')}>
              <option value="">{d.allTypes}</option>
              {CARE_DIARY_TYPES.map((t) => (
                <option key={t} value={t}>
                  {d.types[t]}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
        <div className="flex items-center justify-between gap-2">
          <Button variant="outline" size="icon" aria-label={d.previous} onClick={() => setDate(addDaysToDate(date, -step))}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </Button>
          <p className="text-center font-semibold first-letter:uppercase" aria-live="polite">
            {label}
          </p>
          <Button variant="outline" size="icon" aria-label={d.next} onClick={() => setDate(addDaysToDate(date, step))}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </Button>
        </div>

        {diary.isPending && <Skeleton className="h-24" />}
        {diary.isError && (
          <p role="alert" className="text-slate-700">
            {d.loadFailed} {errorMessage(diary.error)}
          </p>
        )}
        {diary.isSuccess && diary.data.length === 0 && <p className="text-slate-600">{d.empty}</p>}
        {diary.isSuccess && diary.data.length > 0 && <DiaryEntryList items={diary.data} groupByDay={mode === '7'} />}

        <DoctorReport today={today} familiaId={familiaId} />
      </CardContent>
    </Card>
  );
}

/** 'Relatório para o médico': the PDF of a period (the last 30 days by default). */
function DoctorReport({ today, familiaId }: { today: string; familiaId: string | undefined }) {
  const [from, setFrom] = useState(addDaysToDate(today, -29));
  const [to, setTo] = useState(today);
  const valid = from && to && from <= to;
  return (
    <section aria-label={d.reportTitle} className="mt-2 space-y-3 border-t border-slate-200 pt-4">
      <h3 className="font-semibold">{d.reportTitle}</h3>
      <p className="text-sm text-slate-600">{d.reportDescription}</p>
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <FormField label={d.reportFrom}>
          <Input type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
        </FormField>
        <FormField label={d.reportTo} error={valid ? undefined : d.validation.reportOrder}>
          <Input type="date" value={to} min={from} max={today} onChange={(e) => setTo(e.target.value)} />
        </FormField>
      </div>
      {valid ? (
        <Button asChild variant="outline">
          <a href={careDiaryReportUrl(from, to, familiaId)} download>
            <Download aria-hidden="true" className="size-4" />
            {d.reportDownload}
          </a>
        </Button>
      ) : (
        <Button variant="outline" disabled>
          <Download aria-hidden="true" className="size-4" />
          {d.reportDownload}
        </Button>
      )}
    </section>
  );
}
