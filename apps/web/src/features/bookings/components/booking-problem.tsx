import { formatDateTime, formatDayAndTimeRange, formatLongDateTime, formatTime } from '@cuidar/domain/date-format';
import {
  DISPUTE_DECISION_LABELS,
  DISPUTE_DESCRICAO_MAX,
  DISPUTE_REASON_LABELS,
  DISPUTE_REASONS,
  DISPUTE_STATUS_LABELS,
  openDisputeSchema,
  type BookingDisputeDto,
  type DisputeReason,
} from '@cuidar/domain/disputes';
import { formatCentavos } from '@cuidar/domain/format';
import { messages } from '@cuidar/domain/messages';
import { bookingsCopy } from '@cuidar/domain/messages/screens/bookings';
import type { VisitMomentDto } from '@cuidar/domain/visits';
import { AlertCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { RadioCards } from '@/components/ui/radio-cards';
import { useVisits } from '@/features/visits/api/get-visits';
import { errorMessage } from '@/lib/api-client';
import { useBookingProblem, useOpenDispute } from '../api/booking-problem';

const m = messages.disputes;
const v = messages.visits;
const c = bookingsCopy.problem;

/**
 * 'Tive um problema' on a booking (docs/product.md#disputes): what was reported and decided, for
 * both sides; for the family, while a day's 48 h window is open, the button and its deadline.
 * Nothing shows for a booking with neither.
 */
export function BookingProblem({ bookingId, viewer }: { bookingId: string; viewer: 'familia' | 'cuidador' }) {
  const query = useBookingProblem(bookingId);
  const [open, setOpen] = useState(false);
  if (!query.isSuccess) return null;
  const { prazo, disputes } = query.data;
  if (!prazo && disputes.length === 0) return null;
  return (
    <section aria-label={c.sectionLabel} className="space-y-3">
      {disputes.map((dispute) => (
        <DisputeCard key={dispute.id} dispute={dispute} viewer={viewer} />
      ))}
      {viewer === 'familia' && prazo && (
        <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-800">
            {c.deadlineBefore}
            <strong>{formatLongDateTime(prazo)}</strong>
            {c.deadlineAfter}
          </p>
          <Button variant="outline" className="shrink-0" onClick={() => setOpen(true)}>
            <AlertCircle aria-hidden="true" className="size-4" />
            {m.action}
          </Button>
          <ProblemDialog bookingId={bookingId} deadline={prazo} open={open} onOpenChange={setOpen} />
        </div>
      )}
    </section>
  );
}

function DisputeCard({ dispute, viewer }: { dispute: BookingDisputeDto; viewer: 'familia' | 'cuidador' }) {
  const decided = dispute.status === 'decidida';
  return (
    <article className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950" aria-label={c.cardLabel}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{viewer === 'familia' ? c.reportedByYou : c.reportedByFamily}</h3>
        <Badge variant={decided ? 'neutral' : 'warning'}>{DISPUTE_STATUS_LABELS[dispute.status]}</Badge>
      </div>
      <p className="mt-1">
        {c.reasonAt(DISPUTE_REASON_LABELS[dispute.motivo], formatDateTime(dispute.abertaEm))}
      </p>
      {dispute.descricao && <p className="mt-1 whitespace-pre-wrap text-amber-900">“{dispute.descricao}”</p>}
      {!decided && <p className="mt-2">{c.held(formatCentavos(dispute.retidoCentavos))}</p>}
      {decided && dispute.decisao && (
        <dl className="mt-2 grid gap-1">
          <dt className="sr-only">{c.decisionLabel}</dt>
          <dd className="font-semibold">{DISPUTE_DECISION_LABELS[dispute.decisao]}</dd>
          {dispute.reembolsoCentavos !== null && dispute.reembolsoCentavos > 0 && (
            <>
              <dt className="sr-only">{c.refundLabel}</dt>
              <dd>
                {c.refundBefore}
                <strong>{formatCentavos(dispute.reembolsoCentavos)}</strong>
              </dd>
            </>
          )}
          <dt className="font-semibold">{c.teamNote}</dt>
          <dd className="whitespace-pre-wrap">{dispute.nota}</dd>
          {dispute.decididaEm && <dd className="text-amber-900">{c.decidedAt(formatDateTime(dispute.decididaEm))}</dd>}
        </dl>
      )}
    </article>
  );
}

/** The family's report: a reason from the short list and their words. */
function ProblemDialog({ bookingId, deadline, open, onOpenChange }: { bookingId: string; deadline: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [motivo, setMotivo] = useState<DisputeReason | ''>('');
  const [descricao, setDescricao] = useState('');
  const [errors, setErrors] = useState<{ motivo?: string; descricao?: string }>({});
  const send = useOpenDispute(bookingId);

  const submit = () => {
    const parsed = openDisputeSchema.safeParse({ motivo: motivo || undefined, descricao });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as 'motivo' | 'descricao'] ??= issue.message;
      setErrors(next);
      return;
    }
    send.mutate(parsed.data, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        onOpenChange(false);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={m.action} description={c.dialogDescription(formatLongDateTime(deadline))}>
        <div className="space-y-4">
          <p className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
            {c.dialogExplanation}
          </p>
          <ActualTimes bookingId={bookingId} />
          <fieldset>
            <legend className="mb-2 font-semibold text-slate-900">{c.whatHappened}</legend>
            <RadioCards
              label={c.whatHappened}
              value={motivo}
              onChange={(value) => {
                setMotivo(value);
                setErrors((current) => ({ ...current, motivo: undefined }));
              }}
              invalid={Boolean(errors.motivo)}
              className="gap-2"
              options={DISPUTE_REASONS.map((value) => ({ value, label: DISPUTE_REASON_LABELS[value] }))}
            />
            {errors.motivo && (
              <p role="alert" className="mt-1 text-sm font-medium text-red-700">
                {errors.motivo}
              </p>
            )}
          </fieldset>
          <FormField label={c.describeLabel} error={errors.descricao}>
            <Textarea
              rows={4}
              maxLength={DISPUTE_DESCRICAO_MAX}
              value={descricao}
              onChange={(e) => {
                setDescricao(e.target.value);
                setErrors((current) => ({ ...current, descricao: undefined }));
              }}
            />
          </FormField>
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {c.back}
          </Button>
          <Button onClick={submit} disabled={send.isPending}>
            {send.isPending ? c.sending : c.send}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The booking's days that already ended, their booked hours beside the arrival and departure
 * recorded (docs/product.md#visits), so a family disputing a difference sees it in front of it.
 * Nothing shows for a booking without recorded days in the visits' week.
 */
function ActualTimes({ bookingId }: { bookingId: string }) {
  const visits = useVisits();
  // The dialog is short-lived: the moment it opened is 'now' enough.
  const [now] = useState(() => Date.now());
  const days = (visits.data ?? []).filter((visit) => visit.pedidoId === bookingId && Date.parse(visit.start) <= now);
  if (days.length === 0) return null;
  return (
    <section aria-label={m.actualTimesTitle} className="space-y-2">
      <h3 className="font-semibold text-slate-900">{m.actualTimesTitle}</h3>
      <p className="text-sm text-slate-600">{m.actualTimesHint}</p>
      <ul className="space-y-2">
        {days.map((day) => (
          <li key={day.reservaId} className="rounded-md border border-slate-200 p-2 text-sm">
            <p className="font-semibold text-slate-900">
              {v.booked}: {formatDayAndTimeRange(day.start, day.end)}
            </p>
            {day.noShowAt ? (
              <p className="text-red-800">{m.noShowDay}</p>
            ) : (
              <p className="text-slate-800">
                {v.arrival}: <RecordedTime moment={day.checkIn} /> · {v.departure}: <RecordedTime moment={day.checkOut} />
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function RecordedTime({ moment }: { moment: VisitMomentDto | null }) {
  if (!moment) return <span className="text-slate-600">{v.notYet}</span>;
  return (
    <span>
      <strong>{formatTime(moment.at)}</strong> {moment.method === 'qr' ? v.byQr : v.byButton}
      {!moment.confirmedAt && <span className="text-amber-800"> ({v.notConfirmed})</span>}
    </span>
  );
}
