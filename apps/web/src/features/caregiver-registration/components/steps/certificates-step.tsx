import { MAX_CERTIFICATES } from '@cuidar/domain/caregiver-registration';
import { CERTIFICATE_ACCEPT } from '@cuidar/domain/certificates';
import { messages } from '@cuidar/domain/messages';
import { FileUp, Info } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import type { CertificateUploads } from '../../hooks/use-certificate-uploads';
import type { WizardValues } from '../../hooks/wizard-state';
import { FieldError } from '../field-error';
import { UploadList } from '../upload-list';
import { caregiverRegistrationCopy } from '@cuidar/domain/messages/screens/caregiver-registration';

interface CertificatesStepProps {
  form: UseFormReturn<WizardValues>;
  uploads: CertificateUploads;
  /** Signed in: files go up as soon as they are chosen. Otherwise they wait for the end. */
  canUploadNow: boolean;
  error: string | undefined;
  hadUnsentFiles: boolean;
}

const c = caregiverRegistrationCopy.certificates;

export function CertificatesStep({ form, uploads, canUploadNow, error, hadUnsentFiles }: CertificatesStepProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const semCertificados = form.watch('semCertificados');

  const onFiles = (files: FileList | null) => {
    if (files?.length) uploads.addFiles([...files], { uploadNow: canUploadNow });
    if (inputRef.current) inputRef.current.value = '';
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    onFiles(event.dataTransfer.files);
  };

  return (
    <div className="space-y-5">
      <p className="text-slate-700">{c.intro}</p>
      {hadUnsentFiles && !semCertificados && (
        <Alert tone="warning" icon={<Info />}>
          {messages.wizard.filesNotKept}
        </Alert>
      )}
      <Controller
        control={form.control}
        name="semCertificados"
        render={({ field }) => (
          <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border-2 border-slate-300 bg-white p-3">
            <Checkbox
              checked={field.value}
              onCheckedChange={(checked) => {
                const value = checked === true;
                field.onChange(value);
                // 'Não possuo certificados' clears the list (and the files already sent).
                if (value) uploads.clear();
              }}
            />
            <span className="font-semibold text-slate-900">{c.noCertificates}</span>
          </label>
        )}
      />
      {!semCertificados && (
        <>
          <div
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={cn(
              'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center',
              dragging ? 'border-brand-700 bg-brand-50' : error ? 'border-red-400' : 'border-slate-400',
            )}
          >
            <FileUp aria-hidden="true" className="size-10 text-brand-700" />
            <p className="hidden font-semibold text-slate-900 sm:block">{c.dropHere}</p>
            <input
              ref={inputRef}
              type="file"
              multiple
              accept={CERTIFICATE_ACCEPT}
              className="sr-only"
              aria-describedby={hintId}
              aria-label={c.inputLabel}
              onChange={(event) => onFiles(event.target.files)}
            />
            <Button variant="outline" onClick={() => inputRef.current?.click()}>
              {c.chooseFiles}
            </Button>
            <p id={hintId} className="text-sm text-slate-600">
              {c.filesHint(MAX_CERTIFICATES)}
            </p>
          </div>
          {!canUploadNow && uploads.items.some((item) => item.status === 'pending') && (
            <p className="text-sm text-slate-700">{c.sentAtTheEnd}</p>
          )}
          <UploadList uploads={uploads} />
        </>
      )}
      <FieldError message={error} />
    </div>
  );
}
