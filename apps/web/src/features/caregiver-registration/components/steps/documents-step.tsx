import { CERTIFICATE_ACCEPT } from '@cuidar/domain/certificates';
import { maskPhone } from '@cuidar/domain/masks';
import { maskCpf, VERIFICATION_DOCUMENT_LABELS, type VerificationDocumentKind } from '@cuidar/domain/verification';
import { FileUp, ShieldCheck } from 'lucide-react';
import { useId, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MaskedField } from '@/components/ui/masked-field';
import type { CertificateUploads } from '../../hooks/use-certificate-uploads';
import type { WizardValues } from '../../hooks/wizard-state';
import { FieldError } from '../field-error';
import { UploadList } from '../upload-list';

/** The fields of this step (the wizard has them among its own; the dashboard's form has only these). */
export type DocumentsValues = Pick<WizardValues, 'cpf' | 'referencias' | 'antecedentesEmitidaEm' | 'estadualEmitidaEm'>;

export interface DocumentUploads {
  identidade: CertificateUploads;
  antecedentes_federal: CertificateUploads;
  antecedentes_estadual: CertificateUploads;
}

const HINTS: Record<VerificationDocumentKind, string> = {
  identidade: 'Foto ou PDF do RG ou da CNH, frente e verso (até 2 arquivos).',
  antecedentes_federal: 'Emitida gratuitamente no site da Polícia Federal. Vale 90 dias a partir da emissão.',
  antecedentes_estadual: 'Opcional. Emitida pela Secretaria de Segurança Pública do seu estado.',
};

/** One document: the date printed on it (criminal records only), the file picker and the chosen files. */
function DocumentPicker({
  kind,
  uploads,
  canUploadNow,
  dateField,
  form,
  error,
}: {
  kind: VerificationDocumentKind;
  uploads: CertificateUploads;
  canUploadNow: boolean;
  dateField?: 'antecedentesEmitidaEm' | 'estadualEmitidaEm';
  form: UseFormReturn<DocumentsValues>;
  error?: string;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const label = VERIFICATION_DOCUMENT_LABELS[kind];
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900">{label}</legend>
      <p id={hintId} className="text-sm text-slate-600">
        {HINTS[kind]}
      </p>
      {dateField && (
        <FormField label="Data de emissão" error={form.formState.errors[dateField]?.message}>
          <Input type="date" className="max-w-xs" {...form.register(dateField)} />
        </FormField>
      )}
      <input
        ref={inputRef}
        type="file"
        accept={CERTIFICATE_ACCEPT}
        multiple={kind === 'identidade'}
        className="sr-only"
        aria-label={`Escolher arquivo: ${label}`}
        aria-describedby={hintId}
        onChange={(event) => {
          const files = event.target.files;
          if (files?.length) uploads.addFiles([...files], { uploadNow: canUploadNow });
          event.target.value = '';
        }}
      />
      <Button type="button" variant="outline" onClick={() => inputRef.current?.click()}>
        <FileUp aria-hidden="true" className="size-5" />
        Escolher arquivo
      </Button>
      <UploadList uploads={uploads} label={label} />
      <FieldError message={error} />
    </fieldset>
  );
}

interface DocumentsStepProps {
  form: UseFormReturn<DocumentsValues>;
  documents: DocumentUploads;
  canUploadNow: boolean;
  documentErrors: Partial<Record<VerificationDocumentKind, string>>;
  inWizard?: boolean;
}

/**
 * 'Documentos e referências' (docs/product.md#verification): CPF, identity, the federal
 * criminal-records certificate (optionally the state one) and two professional references. It may
 * be left for later; families only see caregivers the team has checked.
 */
export function DocumentsStep({ form, documents, canUploadNow, documentErrors, inWizard = true }: DocumentsStepProps) {
  const { errors } = form.formState;
  return (
    <div className="space-y-6">
      <Alert tone="info" icon={<ShieldCheck />}>
        Antes de aparecer para as famílias, nossa equipe confere seus documentos, liga para suas referências e faz uma entrevista com você. Os
        arquivos ficam guardados com segurança: só você e a equipe do Cuidar podem vê-los.
        {inWizard && ' Se preferir, pule esta etapa e complete depois pelo painel.'}
      </Alert>
      <MaskedField
        control={form.control}
        name="cpf"
        label="CPF"
        error={errors.cpf?.message}
        mask={maskCpf}
        inputMode="numeric"
        autoComplete="off"
        placeholder="000.000.000-00"
        className="max-w-xs"
      />
      <DocumentPicker kind="identidade" uploads={documents.identidade} canUploadNow={canUploadNow} form={form} error={documentErrors.identidade} />
      <DocumentPicker
        kind="antecedentes_federal"
        uploads={documents.antecedentes_federal}
        canUploadNow={canUploadNow}
        dateField="antecedentesEmitidaEm"
        form={form}
        error={documentErrors.antecedentes_federal}
      />
      <DocumentPicker
        kind="antecedentes_estadual"
        uploads={documents.antecedentes_estadual}
        canUploadNow={canUploadNow}
        dateField="estadualEmitidaEm"
        form={form}
        error={documentErrors.antecedentes_estadual}
      />
      {([0, 1] as const).map((index) => (
        <fieldset key={index} className="space-y-4 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 font-semibold text-slate-900">Referência profissional {index + 1}</legend>
          <FormField label="Nome" error={errors.referencias?.[index]?.nome?.message}>
            <Input autoComplete="off" {...form.register(`referencias.${index}.nome`)} />
          </FormField>
          <FormField label="Relação" hint="Ex.: ex-empregadora, enfermeiro da clínica onde trabalhou" error={errors.referencias?.[index]?.relacao?.message}>
            <Input autoComplete="off" {...form.register(`referencias.${index}.relacao`)} />
          </FormField>
          <MaskedField
            control={form.control}
            name={`referencias.${index}.telefone`}
            label="Telefone com DDD"
            error={errors.referencias?.[index]?.telefone?.message}
            mask={maskPhone}
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            placeholder="(11) 98765-4321"
            className="max-w-xs"
          />
        </fieldset>
      ))}
    </div>
  );
}
