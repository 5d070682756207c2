import { formatPatternHours, formatWeekdays, type DayOffInput, dayOffSchema, type WeeklyPatternDto } from '@cuidar/domain/availability';
import { formatDateRange, formatShortDate } from '@cuidar/domain/date-format';
import { messages } from '@cuidar/domain/messages';
import { todayInSaoPaulo } from '@cuidar/domain/time';
import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarOff, Pencil, Repeat, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDeleteDayOff } from '../api/delete-day-off';
import { previewDeletePattern, useDeletePattern } from '../api/delete-pattern';
import { useWeeklyPattern } from '../api/get-pattern';
import { useBookingGuard } from '../hooks/use-booking-guard';
import { useGuardedDayOff } from '../hooks/use-guarded-day-off';
import { AffectedBookingsActions, AffectedBookingsDialog, AffectedBookingsList } from './affected-bookings-dialog';
import { PatternDialog } from './pattern-dialog';
import { toastAvailabilityChanged } from '../lib/changed-toast';
import { availabilityCopy } from '@cuidar/domain/messages/screens/availability';

const p = messages.availabilityPattern;
const c = availabilityCopy;
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function PatternSummary({ pattern }: { pattern: WeeklyPatternDto }) {
  return (
    <div className="space-y-2">
      <ul className="space-y-2" aria-label={c.pattern.rangesLabel}>
        {pattern.faixas.map((faixa, index) => (
          <li key={index} className="rounded-lg border border-slate-200 bg-white p-3">
            <span className="block font-semibold text-slate-900">{capitalize(formatWeekdays(faixa.dias))}</span>
            <span className="block text-slate-800">{formatPatternHours(faixa.horaInicio, faixa.horaFim)}</span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-700">
        {c.pattern.validity(formatShortDate(pattern.validoDe), pattern.validoAte ? formatShortDate(pattern.validoAte) : null)}
      </p>
    </div>
  );
}

function DeletePatternDialog({ pattern, onClose }: { pattern: WeeklyPatternDto | null; onClose: () => void }) {
  const remove = useDeletePattern();
  const guard = useBookingGuard();
  const busy = remove.isPending || guard.checking;
  const fail = (error: unknown) => toast.error(p.removeFailed, { description: errorMessage(error) });
  const run = () => {
    if (!pattern) return;
    void guard.guard(
      () => previewDeletePattern(pattern.id),
      (confirm) =>
        remove.mutate(
          { id: pattern.id, confirm },
          {
            onSuccess: (result) => {
              toastAvailabilityChanged(p.removed, result.keptBookings);
              onClose();
            },
            onError: fail,
          },
        ),
      fail,
    );
  };
  const close = () => {
    guard.cancel();
    onClose();
  };
  return (
    <Dialog open={pattern !== null} onOpenChange={(open) => !open && close()}>
      {guard.bookings ? (
        <DialogContent title={p.bookingsAffectedTitle} description={p.bookingsAffectedIntro(guard.bookings.length)}>
          <AffectedBookingsList bookings={guard.bookings} />
          <AffectedBookingsActions busy={remove.isPending} onConfirm={guard.confirm} onCancel={close} />
        </DialogContent>
      ) : (
        <DialogContent title={p.removeConfirmTitle} description={p.removeConfirm}>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close} disabled={busy}>
              {c.common.cancel}
            </Button>
            <Button variant="danger" onClick={run} disabled={busy}>
              {guard.checking ? p.checking : remove.isPending ? c.pattern.deleting : p.remove}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}

/** 'Repetir toda semana': the pattern, or how to make one. */
export function WeeklyPatternCard() {
  const query = useWeeklyPattern();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState<WeeklyPatternDto | null>(null);
  const pattern = query.data?.pattern ?? null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Repeat aria-hidden="true" className="size-5 text-brand-700" />
          {p.title}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {query.isPending ? (
          <Spinner label={c.pattern.loading} />
        ) : query.isError ? (
          <div role="alert" className="space-y-2">
            <p className="font-semibold text-red-800">{p.loadFailed}</p>
            <p className="text-sm text-slate-700">{errorMessage(query.error)}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              {c.common.retry}
            </Button>
          </div>
        ) : pattern ? (
          <>
            <PatternSummary pattern={pattern} />
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" className="size-4" />
                {p.edit}
              </Button>
              <Button variant="ghost" onClick={() => setDeleting(pattern)}>
                <Trash2 aria-hidden="true" className="size-4 text-red-700" />
                {p.remove}
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className="text-slate-800">{p.none}</p>
            <p className="text-sm text-slate-700">{p.intro}</p>
            <Button onClick={() => setEditing(true)}>
              <Repeat aria-hidden="true" className="size-4" />
              {p.create}
            </Button>
          </>
        )}
      </CardContent>
      <PatternDialog open={editing} onOpenChange={setEditing} pattern={pattern} />
      <DeletePatternDialog pattern={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}

/** 'Folgas': days off to come, and a form to add one. */
export function DaysOffCard() {
  const query = useWeeklyPattern();
  const remove = useDeleteDayOff();
  const dayOff = useGuardedDayOff();
  const today = todayInSaoPaulo();
  const form = useForm<DayOffInput>({ resolver: zodResolver(dayOffSchema), defaultValues: { dataInicio: today, dataFim: today } });
  const { errors } = form.formState;
  const folgas = query.data?.folgas ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarOff aria-hidden="true" className="size-5 text-brand-700" />
          {p.daysOffTitle}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-slate-700">{p.daysOffIntro}</p>
        {query.isPending ? (
          <Spinner label={c.daysOff.loading} />
        ) : query.isError ? (
          <p role="alert" className="text-red-800">
            {p.loadFailed}
          </p>
        ) : folgas.length === 0 ? (
          <p className="text-slate-600">{p.daysOffEmpty}</p>
        ) : (
          <ul className="space-y-2" aria-label={c.daysOff.listLabel}>
            {folgas.map((folga) => {
              const period = formatDateRange(folga.dataInicio, folga.dataFim);
              return (
                <li key={folga.id} className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white p-3">
                  <span className="font-semibold text-slate-900">{capitalize(period)}</span>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={p.dayOffRemove(period)}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(folga.id, {
                        onSuccess: () => toast.success(p.dayOffRemoved),
                        onError: (error) => toast.error(p.dayOffRemoveFailed, { description: errorMessage(error) }),
                      })
                    }
                  >
                    <Trash2 aria-hidden="true" className="size-5 text-red-700" />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        <form noValidate className="space-y-3" onSubmit={form.handleSubmit((values) => void dayOff.addDayOff(values, () => form.reset({ dataInicio: today, dataFim: today })))}>
          <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
            <FormField label={p.dayOffFrom} error={errors.dataInicio?.message}>
              <Input type="date" min={today} {...form.register('dataInicio')} />
            </FormField>
            <FormField label={p.dayOffUntil} error={errors.dataFim?.message}>
              <Input type="date" min={today} {...form.register('dataFim')} />
            </FormField>
          </div>
          <Button type="submit" variant="outline" disabled={dayOff.busy}>
            <CalendarOff aria-hidden="true" className="size-4" />
            {dayOff.checking ? p.checking : dayOff.saving ? p.saving : p.addDayOff}
          </Button>
        </form>
      </CardContent>
      <AffectedBookingsDialog {...dayOff.dialog} />
    </Card>
  );
}
