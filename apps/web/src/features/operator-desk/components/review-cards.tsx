import { formatBookingPeriod, formatDateTime, formatShortDate } from '@cuidar/domain/date-format';
import { formatCentavos } from '@cuidar/domain/format';
import { messages } from '@cuidar/domain/messages';
import { operatorDeskCopy } from '@cuidar/domain/messages/screens/operator-desk';
import type { CaregiverReviewDto } from '@cuidar/domain/operator-desk';
import { maskCpf, VERIFICATION_DOCUMENT_LABELS, VERIFICATION_REASON_LABELS, VERIFICATION_STATE_LABELS } from '@cuidar/domain/verification';
import { Eye, FileText } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { documentUrl } from '../api/get-review';
import { useRevealCpf } from '../api/reveal-cpf';

const o = messages.operatorDesk;
const copy = operatorDeskCopy;
const p = copy.profile;

/** A titled card whose heading names its region for screen readers. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader>
        <CardTitle id={id}>{title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">{children}</CardContent>
    </Card>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

function CpfField({ caregiverId, masked }: { caregiverId: string; masked: string | null }) {
  const reveal = useRevealCpf();
  const [full, setFull] = useState<string | null>(null);
  if (!masked) return <Field label={o.cpf}>{o.cpfNotGiven}</Field>;
  const show = () =>
    reveal.mutate(caregiverId, {
      onSuccess: (cpf) => setFull(cpf ? maskCpf(cpf) : null),
      onError: (error) => toast.error(errorMessage(error)),
    });
  return (
    <Field label={o.cpf}>
      <span className="font-mono" aria-live="polite">
        {full ?? masked}
      </span>
      {!full && (
        <Button variant="link" size="sm" className="ml-2 h-auto p-0" onClick={show} disabled={reveal.isPending}>
          <Eye aria-hidden="true" className="size-4" />
          {o.showCpf}
        </Button>
      )}
    </Field>
  );
}

export function ProfileCard({ review }: { review: CaregiverReviewDto }) {
  const c = review.cuidador;
  return (
    <Section id="perfil-titulo" title={o.sectionProfile}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Field label={p.name}>{c.nome}</Field>
        <Field label={p.email}>{c.email}</Field>
        <CpfField caregiverId={c.id} masked={c.cpfMascarado} />
        <Field label={p.phone}>{c.telefone ?? '—'}</Field>
        <Field label={p.birthDate}>{c.dataNascimento ? formatShortDate(c.dataNascimento) : '—'}</Field>
        <Field label={p.serviceArea}>{[c.bairro, c.cidade, c.uf].filter(Boolean).join(', ') || '—'}</Field>
        <Field label={p.experience}>{c.experiencia ?? '—'}</Field>
        <Field label={p.hourlyRate}>{formatCentavos(c.precoHoraCentavos)}</Field>
        <div className="sm:col-span-2">
          <Field label={p.skills}>{c.competencias.length ? c.competencias.join(', ') : '—'}</Field>
        </div>
        <div className="sm:col-span-2">
          <Field label={p.bio}>{c.bio ?? '—'}</Field>
        </div>
        <div className="sm:col-span-2">
          <Field label={p.certificate}>
            {c.antecedentesEmitidaEm && c.antecedentesValidaAte ? (
              <>
                {o.issuedOn(formatShortDate(c.antecedentesEmitidaEm))}, {o.validUntil(formatShortDate(c.antecedentesValidaAte))}{' '}
                <Badge variant={c.antecedentesValidos ? 'success' : 'danger'}>{c.antecedentesValidos ? p.certificateValid : p.certificateExpired}</Badge>
              </>
            ) : (
              <Badge variant="danger">{o.antecedentesExpired}</Badge>
            )}
          </Field>
        </div>
      </dl>
    </Section>
  );
}

const documentLabel = (tipo: CaregiverReviewDto['documentos'][number]['tipo']) =>
  tipo === 'certificado' ? copy.documents.courseCertificate : tipo === 'antecedentes_renovacao' ? `${o.renewalNew} (${o.navRenewals.toLowerCase()})` : VERIFICATION_DOCUMENT_LABELS[tipo];

export function DocumentsCard({ review }: { review: CaregiverReviewDto }) {
  return (
    <Section id="documentos-titulo" title={o.sectionDocuments}>
      <p className="text-sm text-slate-600">{o.documentOpensLogged}</p>
      {review.documentos.length === 0 ? (
        <p className="text-slate-700">{o.noDocuments}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {review.documentos.map((doc) => (
            <li key={doc.id} className="flex flex-wrap items-center gap-3 py-3">
              <FileText aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">{documentLabel(doc.tipo)}</p>
                <p className="truncate text-sm text-slate-600">
                  {doc.nome}
                  {doc.emitidoEm ? ` · ${o.issuedOn(formatShortDate(doc.emitidoEm))}` : ''}
                </p>
              </div>
              <Button asChild variant="outline" size="sm">
                <a href={documentUrl(review.cuidador.id, doc.id)} target="_blank" rel="noopener noreferrer" aria-label={copy.opensInNewTab(`${o.openDocument}: ${documentLabel(doc.tipo)}`)}>
                  {o.openDocument}
                </a>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function ReferencesCard({ review }: { review: CaregiverReviewDto }) {
  return (
    <Section id="referencias-titulo" title={o.sectionReferences}>
      {review.referencias.length === 0 ? (
        <p className="text-slate-700">{o.noReferences}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {review.referencias.map((ref) => (
            <li key={ref.posicao} className="rounded-lg border border-slate-200 p-3">
              <p className="text-sm font-medium text-slate-600">{copy.references.reference(ref.posicao)}</p>
              <p className="font-semibold text-slate-900">{ref.nome}</p>
              <p className="text-slate-700">{ref.relacao}</p>
              <a href={`tel:${ref.telefone.replace(/\D/g, '')}`} className="font-medium text-brand-800 underline underline-offset-4">
                {ref.telefone}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function DecisionHistory({ review }: { review: CaregiverReviewDto }) {
  return (
    <Section id="historico-titulo" title={o.sectionDecisions}>
      {review.decisoes.length === 0 ? (
        <p className="text-slate-700">{o.noDecisions}</p>
      ) : (
        <ol className="space-y-3">
          {review.decisoes.map((d) => (
            <li key={d.id} className="border-l-4 border-brand-200 pl-3">
              <p className="font-semibold text-slate-900">
                {VERIFICATION_STATE_LABELS[d.deEstado]} → {VERIFICATION_STATE_LABELS[d.paraEstado]}
              </p>
              <p className="text-sm text-slate-600">
                {formatDateTime(d.createdAt)} · {d.operador ? o.decisionBy(d.operador) : d.paraEstado === 'em_analise' ? o.decisionByCaregiver : o.decisionBySystem}
              </p>
              {d.motivo && <p className="text-slate-800">{VERIFICATION_REASON_LABELS[d.motivo]}</p>}
              {d.observacao && <p className="whitespace-pre-line text-slate-700">{d.observacao}</p>}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

export function ConfirmedBookingsCard({ review }: { review: CaregiverReviewDto }) {
  const suspended = review.cuidador.verificacao === 'suspenso';
  return (
    <Section id="reservas-titulo" title={o.sectionBookings}>
      {suspended && review.reservasConfirmadas.length > 0 && <Alert tone="warning">{o.bookingsToHandle}</Alert>}
      {review.reservasConfirmadas.length === 0 ? (
        <p className="text-slate-700">{o.noBookings}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {review.reservasConfirmadas.map((b) => (
            <li key={b.id} className="py-2">
              <p className="font-semibold text-slate-900">{b.familia}</p>
              <p className="text-slate-700">
                {formatBookingPeriod(b)} · {formatCentavos(b.precoTotalCentavos)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
