import { messages } from '@cuidar/domain/messages';
import { formatShortDate } from '@cuidar/domain/date-format';
import { todayInSaoPaulo } from '@cuidar/domain/time';
import {
  issueDateSchema,
  MAX_FILES_PER_DOCUMENT,
  VERIFICATION_DOCUMENT_LABELS,
  verificationDataSchema,
  type CaregiverVerificationDto,
  type VerificationDocumentKind,
} from '@cuidar/domain/verification';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { deleteCertificate, uploadVerificationDocument } from '@/features/certificates/api/certificates';
import { saveVerificationData } from '@/features/caregiver-verification/api/save-verification-data';
import { errorMessage } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';
import type { UploadOptions } from '@/lib/upload';
import { useCertificateUploads } from '../hooks/use-certificate-uploads';
import { DocumentsStep, type DocumentsValues, type DocumentUploads } from './steps/documents-step';
import { caregiverRegistrationCopy } from '@cuidar/domain/messages/screens/caregiver-registration';

const v = messages.caregiverVerification;
const c = caregiverRegistrationCopy.verificationForm;

/**
 * The dashboard's 'Documentos e referências' (docs/product.md#verification), for a caregiver who
 * left the wizard's step for later or must fix what was refused: files go up at once, CPF and
 * references are saved with the button, and the status card sends everything for review.
 */
export function VerificationForm({ status }: { status: CaregiverVerificationDto }) {
  const queryClient = useQueryClient();
  const refresh = () => void invalidateAfter(queryClient, 'caregiverVerification');
  const form = useForm<DocumentsValues>({
    defaultValues: {
      cpf: '',
      referencias: [0, 1].map((i) => ({
        nome: status.referencias[i]?.nome ?? '',
        relacao: status.referencias[i]?.relacao ?? '',
        telefone: status.referencias[i]?.telefone ?? '',
      })),
      antecedentesEmitidaEm: '',
      estadualEmitidaEm: '',
    },
    // CPF and references are checked by the shared schema; the dates are checked with their file.
    resolver: zodResolver(verificationDataSchema.pick({ cpf: true, referencias: true }).passthrough()) as never,
  });
  const [saving, setSaving] = useState(false);
  const uploadsOf = (tipo: VerificationDocumentKind, dateField?: 'antecedentesEmitidaEm' | 'estadualEmitidaEm') => ({
    send: async (file: File, options: UploadOptions) => {
      const emitidoEm = dateField ? form.getValues(dateField) : undefined;
      if (dateField) {
        const checked = issueDateSchema(todayInSaoPaulo()).safeParse(emitidoEm);
        if (!checked.success) {
          form.setError(dateField, { message: checked.error.issues[0]!.message }, { shouldFocus: true });
          throw new Error(checked.error.issues[0]!.message);
        }
      }
      const saved = await uploadVerificationDocument(file, { tipo, ...(emitidoEm ? { emitidoEm } : {}) }, options);
      refresh();
      return saved;
    },
    max: MAX_FILES_PER_DOCUMENT[tipo],
    tooMany: v.tooManyFiles,
  });
  const documents: DocumentUploads = {
    identidade: useCertificateUploads([], uploadsOf('identidade')),
    antecedentes_federal: useCertificateUploads([], uploadsOf('antecedentes_federal', 'antecedentesEmitidaEm')),
    antecedentes_estadual: useCertificateUploads([], uploadsOf('antecedentes_estadual', 'estadualEmitidaEm')),
  };

  const onSave = form.handleSubmit(async (values) => {
    setSaving(true);
    try {
      await saveVerificationData({ cpf: values.cpf, referencias: values.referencias });
      toast.success(v.saved);
      refresh();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  });

  const remove = async (id: string) => {
    try {
      await deleteCertificate(id);
      refresh();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSave(event)} className="space-y-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h2 className="text-xl font-bold text-slate-900">{c.title}</h2>
      {status.cpf && <p className="text-slate-700">{c.cpfOnFile(status.cpf)}</p>}
      {status.documentos.length > 0 && (
        <div>
          <p className="font-semibold text-slate-900">{c.sentTitle}</p>
          <ul className="mt-2 space-y-2" aria-label={c.sentTitle}>
            {status.documentos.map((doc) => (
              <li key={doc.id} className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 p-3">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{VERIFICATION_DOCUMENT_LABELS[doc.tipo]}</p>
                  <p className="truncate text-sm text-slate-600">
                    {doc.nome}
                    {doc.emitidoEm && c.issuedOn(formatShortDate(doc.emitidoEm))}
                  </p>
                </div>
                {status.podeEditar && (
                  <Button type="button" variant="ghost" size="icon" aria-label={c.removeLabel(doc.nome)} onClick={() => void remove(doc.id)}>
                    <Trash2 aria-hidden="true" className="size-5" />
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {status.podeEditar ? (
        <>
          <DocumentsStep form={form} documents={documents} canUploadNow documentErrors={{}} inWizard={false} />
          <Button type="submit" size="lg" disabled={saving}>
            {saving ? c.saving : c.save}
          </Button>
        </>
      ) : (
        <p className="text-slate-700">{v.locked}</p>
      )}
    </form>
  );
}
