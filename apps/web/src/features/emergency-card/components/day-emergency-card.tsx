import { formatTime } from '@cuidar/domain/date-format';
import { telHref, type CaregiverEmergencyCardResponse } from '@cuidar/domain/emergency-card';
import { messages } from '@cuidar/domain/messages';
import { emergencyCardCopy } from '@cuidar/domain/messages/screens/family-profile';
import { HeartPulse, Phone } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useDayEmergencyCard } from '../api/get-day-emergency-card';

const m = messages.emergencyCard;

/**
 * The caregiver's 'Cartão de emergência' button on a booked day (docs/product.md#emergency-card):
 * shown while the day's window is open; opening it fetches the card (logged for the family) and
 * shows it big enough to read on a phone, with tap-to-call links.
 */
export function DayEmergencyCardButton({ reservaId, familyName }: { reservaId: string; familyName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)} aria-label={emergencyCardCopy.openLabel(m.open, familyName)}>
        <HeartPulse aria-hidden="true" className="size-5" />
        {m.open}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open && <DayEmergencyCardDialog reservaId={reservaId} />}
      </Dialog>
    </>
  );
}

function DayEmergencyCardDialog({ reservaId }: { reservaId: string }) {
  const query = useDayEmergencyCard(reservaId, true);
  const patient = query.data?.pacienteNome || m.caregiverFallbackPatient;
  return (
    <DialogContent title={query.data ? m.caregiverTitle(patient) : m.title} description={m.caregiverNotice} className="max-w-xl">
      {query.isPending && <Skeleton className="h-48" />}
      {query.isError && (
        <Alert tone="error" role="alert" title={query.error instanceof ApiError && query.error.status === 404 ? m.unavailable : m.loadFailed}>
          {!(query.error instanceof ApiError && query.error.status === 404) && errorMessage(query.error)}
        </Alert>
      )}
      {query.isSuccess && <EmergencyCardView answer={query.data} />}
    </DialogContent>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-200 py-4 first:border-t-0 first:pt-0">
      <h3 className="mb-2 text-base font-bold text-slate-900">{title}</h3>
      <div className="text-lg text-slate-900">{children}</div>
    </section>
  );
}

function CallLink({ phone, name }: { phone: string; name: string }) {
  return (
    <a
      href={telHref(phone)}
      aria-label={`${m.call(name)}: ${phone}`}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-green-700 px-4 font-semibold text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
    >
      <Phone aria-hidden="true" className="size-5" />
      {phone}
    </a>
  );
}

export function EmergencyCardView({ answer }: { answer: CaregiverEmergencyCardResponse }) {
  const { card } = answer;
  return (
    <div>
      <p className="mb-4 text-sm text-slate-600">{m.openHint(formatTime(answer.closesAt))}</p>
      <Section title={m.contacts}>
        <ul className="space-y-3">
          {card.contatos.map((c, i) => (
            <li key={i} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
              <span>
                <strong className="font-semibold">{c.nome}</strong> <span className="text-slate-700">· {c.relacao}</span>
              </span>
              <CallLink phone={c.telefone} name={c.nome} />
            </li>
          ))}
        </ul>
      </Section>
      <Section title={m.allergies}>{card.alergias ? <p className="whitespace-pre-line font-semibold text-red-800">{card.alergias}</p> : <p className="text-slate-600">{m.noAllergies}</p>}</Section>
      <Section title={m.medications}>
        {card.medicamentos.length === 0 ? (
          <p className="text-slate-600">{m.noMedications}</p>
        ) : (
          <ul className="space-y-2">
            {card.medicamentos.map((med, i) => (
              <li key={i}>
                <strong className="font-semibold">{med.nome}</strong>
                {med.dose && <span> · {med.dose}</span>}
                {med.horario && <span className="block text-base text-slate-700">{med.horario}</span>}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={m.doctor}>
        {card.medicoNome || card.medicoTelefone || card.medicoEspecialidade ? (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <span>
              <strong className="font-semibold">{card.medicoNome || m.doctor}</strong>
              {card.medicoEspecialidade && <span className="text-slate-700"> · {card.medicoEspecialidade}</span>}
            </span>
            {card.medicoTelefone && <CallLink phone={card.medicoTelefone} name={card.medicoNome || m.doctor} />}
          </div>
        ) : (
          <p className="text-slate-600">{m.noDoctor}</p>
        )}
      </Section>
      <Section title={m.healthPlan}>
        {card.planoOperadora || card.planoNumero ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-slate-600">{m.healthPlanOperator}</dt>
            <dd>{card.planoOperadora || '—'}</dd>
            <dt className="text-slate-600">{m.healthPlanNumber}</dt>
            <dd className="font-mono">{card.planoNumero || '—'}</dd>
          </dl>
        ) : (
          <p className="text-slate-600">{m.noHealthPlan}</p>
        )}
      </Section>
    </div>
  );
}
