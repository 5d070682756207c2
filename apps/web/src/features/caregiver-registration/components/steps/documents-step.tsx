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
import { caregiverRegistrationCopy } from '@cuidar/domain/messages/screens/caregiver-registration';

/** The fields of this step (the wizard has them among its own; the dashboard's form has only these). */
export type DocumentsValues = Pick<WizardValues, 'cpf' | 'referencias' | 'antecedentesEmitidaEm' | 'estadualEmitidaEm'>;

export interface DocumentUploads {
  identidade: CertificateUploads;
  antecedentes_federal: CertificateUploads;
  antecedentes_estadual: CertificateUploads;
}

const c = caregiverRegistrationCopy.documents;
const HINTS: Record<VerificationDocumentKind, string> = c.hints;

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
        <FormField label={c.issueDateLabel} error={form.formState.errors[dateField]?.message}>
          <Input type="date" className="max-w-xs" {...form.register(dateField)} />
        </FormField>
      )}
      <input
        ref={inputRef}
        type="file"
        accept={CERTIFICATE_ACCEPT}
        multiple={kind === 'identidade'}
        className="sr-only"
        aria-label={c.chooseFileLabel(label)}
        aria-describedby={hintId}
        onChange={(event) => {
          const files = event.target.files;
          if (files?.length) uploads.addFiles([...files], { uploadNow: canUploadNow });
          event.target.value = '';
        }}
      />
      <Button type="button" variant="outline" onClick={() => inputRef.current?.click()}>
        <FileUp aria-hidden="true" className="size-5" />
        {c.chooseFile}
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
        {c.intro}
        {inWizard && c.skipForNow}
      </Alert>
      <MaskedField
        control={form.control}
        name="cpf"
        label={c.cpfLabel}
        error={errors.cpf?.message}
        mask={maskCpf}
        inputMode="numeric"
        autoComplete="off"
        placeholder={c.cpfPlaceholder}
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
          <legend className="px-1 font-semibold text-slate-900">{c.referenceLegend(index + 1)}</legend>
          <FormField label={c.referenceNameLabel} error={errors.referencias?.[index]?.nome?.message}>
            <Input autoComplete="off" {...form.register(`referencias.${index}.nome`)} />
          </FormField>
          <FormField label={c.referenceRelationLabel} hint={c.referenceRelationHint} error={errors.referencias?.[index]?.relacao?.message}>
            <Input autoComplete="off" {...form.register(`referencias.${index}.relacao`)} />
          </FormField>
          <MaskedField
            control={form.control}
            name={`referencias.${index}.telefone`}
            label={c.referencePhoneLabel}
            error={errors.referencias?.[index]?.telefone?.message}
            mask={maskPhone}
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            placeholder={c.referencePhonePlaceholder}
            className="max-w-xs"
          />
        </fieldset>
      ))}
    </div>
  );
}
