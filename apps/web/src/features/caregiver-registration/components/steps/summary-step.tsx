import { formatCentavos } from '@cuidar/domain/format';
import { parseMoneyInput } from '@cuidar/domain/money-input';
import { BRAZILIAN_STATES, GENERO_LABELS } from '@cuidar/domain/constants';
import { paths } from '@cuidar/domain/routes';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import type { CertificateUploads } from '../../hooks/use-certificate-uploads';
import type { WizardValues } from '../../hooks/wizard-state';
import { FieldError } from '../field-error';
import { UploadList } from '../upload-list';
import { caregiverRegistrationCopy } from '@cuidar/domain/messages/screens/caregiver-registration';

const c = caregiverRegistrationCopy.summary;

/** The rate as it will be saved ('R$ 45,50'), or what was typed when it does not read as money. */
const rateLabel = (typed: string) => {
  const cents = parseMoneyInput(typed);
  return cents === null ? typed : formatCentavos(cents);
};

interface SummaryStepProps {
  form: UseFormReturn<WizardValues>;
  uploads: CertificateUploads;
  onEdit: (step: number) => void;
}

const formatBirthDate = (date: string) => (date ? `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}` : c.empty);

function Section({ title, step, onEdit, children }: { title: string; step: number; onEdit: (step: number) => void; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 p-4">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h3 className="font-bold text-slate-900">{title}</h3>
        <Button variant="link" size="sm" onClick={() => onEdit(step)} aria-label={c.editLabel(title)}>
          {c.edit}
        </Button>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-slate-800 sm:grid-cols-[10rem_1fr]">{children}</dl>
    </section>
  );
}

const Row = ({ label, value }: { label: string; value: ReactNode }) => (
  <>
    <dt className="text-sm font-semibold text-slate-600">{label}</dt>
    <dd className="break-words">{value || c.empty}</dd>
  </>
);

export function SummaryStep({ form, uploads, onEdit }: SummaryStepProps) {
  const v = form.getValues();
  const error = form.formState.errors.aceiteTermos?.message;
  const state = BRAZILIAN_STATES.find((s) => s.uf === v.estado)?.nome ?? v.estado;
  return (
    <div className="space-y-4">
      <p className="text-slate-700">{c.intro}</p>
      <Section title={c.personalTitle} step={0} onEdit={onEdit}>
        <Row label={c.fullName} value={v.nomeCompleto} />
        <Row label={c.birthDate} value={formatBirthDate(v.dataNascimento)} />
        <Row label={c.gender} value={v.genero ? GENERO_LABELS[v.genero] : ''} />
      </Section>
      <Section title={c.contactTitle} step={1} onEdit={onEdit}>
        <Row label={c.email} value={v.email} />
        <Row label={c.phone} value={v.telefone} />
        <Row label={c.address} value={[v.rua && `${v.rua}, ${v.numero}`, v.complemento].filter(Boolean).join(c.addressJoin)} />
        <Row label={c.neighbourhood} value={v.bairro} />
        <Row label={c.city} value={[v.cidade, state].filter(Boolean).join(c.addressJoin)} />
        <Row label={c.cep} value={v.cep} />
      </Section>
      <Section title={c.experienceTitle} step={2} onEdit={onEdit}>
        <Row label={c.experience} value={v.experiencia} />
        <Row label={c.rate} value={rateLabel(v.precoHora)} />
        <Row label={c.skills} value={v.competencias.join(', ')} />
        <Row label={c.availability} value={v.disponibilidade.join(', ')} />
      </Section>
      <Section title={c.certificatesTitle} step={5} onEdit={onEdit}>
        <Row label={c.certificates} value={v.semCertificados ? c.noCertificates : c.fileCount(uploads.items.length)} />
      </Section>
      {!v.semCertificados && <UploadList uploads={uploads} />}
      <Controller
        control={form.control}
        name="aceiteTermos"
        render={({ field }) => (
          <div className="flex items-start gap-3 rounded-lg border-2 border-slate-300 bg-white p-3">
            <Checkbox
              id="aceite-termos"
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              aria-invalid={Boolean(error) || undefined}
              className="mt-0.5"
            />
            <label htmlFor="aceite-termos" className="text-slate-900">
              {c.terms.before}
              <a href={paths.termos} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline underline-offset-4">
                {c.terms.termsLink}
              </a>
              {c.terms.between}
              <a href={paths.privacidade} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline underline-offset-4">
                {c.terms.privacyLink}
              </a>
              <span className="sr-only">{c.terms.newTab}</span>
            </label>
          </div>
        )}
      />
      <FieldError message={error} />
    </div>
  );
}
