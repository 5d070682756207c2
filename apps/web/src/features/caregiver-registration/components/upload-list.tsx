import { formatFileSize } from '@cuidar/domain/certificates';
import { CircleAlert, CircleCheck, FileText, RotateCw, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import type { CertificateUploads, UploadItem } from '../hooks/use-certificate-uploads';
import { caregiverRegistrationCopy } from '@cuidar/domain/messages/screens/caregiver-registration';

const c = caregiverRegistrationCopy.uploads;

function statusText(item: UploadItem): string {
  switch (item.status) {
    case 'pending':
      return c.pending;
    case 'uploading':
      return c.uploading(Math.round(item.progress));
    case 'done':
      return c.done;
    case 'error':
      return item.error ?? c.failed;
  }
}

/** The chosen certificate files, each with its own progress, retry and remove buttons. */
export function UploadList({ uploads, readOnly = false, label = c.listLabel }: { uploads: CertificateUploads; readOnly?: boolean; label?: string }) {
  if (uploads.items.length === 0) return null;
  return (
    <ul className="space-y-2" aria-label={label}>
      {uploads.items.map((item) => (
        <li key={item.id} className="rounded-lg border border-slate-200 bg-white p-3">
          <div className="flex items-start gap-3">
            {item.status === 'done' ? (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
            ) : item.status === 'error' ? (
              <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
            ) : (
              <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-600" />
            )}
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold text-slate-900" title={item.name}>
                {item.name}
              </p>
              <p className={item.status === 'error' ? 'text-sm font-medium text-red-700' : 'text-sm text-slate-600'} aria-live="polite">
                {formatFileSize(item.size)} · {statusText(item)}
              </p>
            </div>
            {!readOnly && (
              <div className="flex shrink-0 gap-1">
                {item.status === 'error' && (
                  <Button variant="ghost" size="icon" aria-label={c.retryLabel(item.name)} onClick={() => uploads.retry(item.id)}>
                    <RotateCw aria-hidden="true" className="size-5" />
                  </Button>
                )}
                <Button variant="ghost" size="icon" aria-label={c.removeLabel(item.name)} onClick={() => uploads.remove(item.id)}>
                  <Trash2 aria-hidden="true" className="size-5" />
                </Button>
              </div>
            )}
          </div>
          {(item.status === 'uploading' || (item.status === 'done' && item.file)) && (
            <Progress value={item.progress} label={c.progressLabel(item.name)} className="mt-2" />
          )}
        </li>
      ))}
    </ul>
  );
}
