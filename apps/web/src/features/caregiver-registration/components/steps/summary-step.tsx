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

const formatBirthDate = (date: string) => (date ? `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}` : '—');

function Section({ title, step, onEdit, children }: { title: string; step: number; onEdit: (step: number) => void; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 p-4">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h3 className="font-bold text-slate-900">{title}</h3>
        <Button variant="link" size="sm" onClick={() => onEdit(step)} aria-label={`Editar ${title.toLowerCase()}`}>
          Editar
        </Button>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-slate-800 sm:grid-cols-[10rem_1fr]">{children}</dl>
    </section>
  );
}

const Row = ({ label, value }: { label: string; value: ReactNode }) => (
  <>
    <dt className="text-sm font-semibold text-slate-600">{label}</dt>
    <dd className="break-words">{value || '—'}</dd>
  </>
);

export function SummaryStep({ form, uploads, onEdit }: SummaryStepProps) {
  const v = form.getValues();
  const error = form.formState.errors.aceiteTermos?.message;
  const state = BRAZILIAN_STATES.find((s) => s.uf === v.estado)?.nome ?? v.estado;
  return (
    <div className="space-y-4">
      <p className="text-slate-700">Confira seus dados antes de finalizar.</p>
      <Section title="Informações pessoais" step={0} onEdit={onEdit}>
        <Row label="Nome completo" value={v.nomeCompleto} />
        <Row label="Data de nascimento" value={formatBirthDate(v.dataNascimento)} />
        <Row label="Gênero" value={v.genero ? GENERO_LABELS[v.genero] : ''} />
      </Section>
      <Section title="Contato e endereço" step={1} onEdit={onEdit}>
        <Row label="Email" value={v.email} />
        <Row label="Telefone" value={v.telefone} />
        <Row label="Endereço" value={[v.rua && `${v.rua}, ${v.numero}`, v.complemento].filter(Boolean).join(' — ')} />
        <Row label="Bairro" value={v.bairro} />
        <Row label="Cidade" value={[v.cidade, state].filter(Boolean).join(' — ')} />
        <Row label="CEP" value={v.cep} />
      </Section>
      <Section title="Experiência e competências" step={2} onEdit={onEdit}>
        <Row label="Experiência" value={v.experiencia} />
        <Row label="Preço por hora" value={rateLabel(v.precoHora)} />
        <Row label="Competências" value={v.competencias.join(', ')} />
        <Row label="Disponibilidade" value={v.disponibilidade.join(', ')} />
      </Section>
      <Section title="Certificações" step={5} onEdit={onEdit}>
        <Row label="Certificados" value={v.semCertificados ? 'Não possuo certificados' : `${uploads.items.length} arquivo(s)`} />
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
              Li e aceito os{' '}
              <a href={paths.termos} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline underline-offset-4">
                Termos de Uso
              </a>{' '}
              e a{' '}
              <a href={paths.privacidade} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline underline-offset-4">
                Política de Privacidade
              </a>
              <span className="sr-only"> (abrem em nova aba)</span>
            </label>
          </div>
        )}
      />
      <FieldError message={error} />
    </div>
  );
}
