import type { HealthConsentState } from '@cuidar/domain/consents';
import { CARE_DIARY_RULES, type CareDiaryEntryDto } from '@cuidar/domain/care-diary';
import { formatDateTime } from '@cuidar/domain/date-format';
import { messages } from '@cuidar/domain/messages';
import { Camera, NotebookPen } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useCareDiaryDay } from '../api/get-care-diary-day';
import { useCorrectDiaryEntry, useWriteDiaryEntry } from '../api/write-diary-entry';
import { useAddDiaryPhoto } from '../api/add-diary-photo';
import { DiaryEntryForm } from './diary-entry-form';
import { DiaryEntryList } from './diary-entry-list';

const d = messages.careDiary;

/** Why the diary is closed to the caregiver when the family's consent does not cover it. */
const consentRefusal: Record<HealthConsentState, string | null> = {
  ativo: null,
  desatualizado: d.consentOutdatedError,
  retirado: d.consentWithdrawnError,
  nunca: d.consentMissingError,
};

/**
 * 'Diário de cuidados' on a day of the caregiver's agenda (docs/product.md#care-diary): opens the
 * day's diary: the form for a new entry and what she wrote, each with 'Corrigir'.
 */
export function CaregiverDiaryButton({ reservaId, counterpartName }: { reservaId: string; counterpartName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <NotebookPen aria-hidden="true" className="size-4" />
        {d.openDiary}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title={`${d.title} · ${counterpartName}`} description={d.caregiverDescription} side="right" className="max-w-xl">
          {open && <CaregiverDiaryDay reservaId={reservaId} />}
        </DialogContent>
      </Dialog>
    </>
  );
}

function CaregiverDiaryDay({ reservaId }: { reservaId: string }) {
  const day = useCareDiaryDay(reservaId);
  const write = useWriteDiaryEntry();
  const correct = useCorrectDiaryEntry();
  const [correcting, setCorrecting] = useState<CareDiaryEntryDto | null>(null);

  if (day.isPending) return <Skeleton className="mt-4 h-40" />;
  if (day.isError)
    return (
      <p role="alert" className="mt-4 text-slate-700">
        {d.loadFailed} {errorMessage(day.error)}
      </p>
    );
  const data = day.data;
  if (!data.canWrite)
    return (
      <p className="mt-4 text-slate-700">
        {consentRefusal[data.consentimento] ?? (data.checkInAt ? d.closedForCaregiver : d.notStarted)}
      </p>
    );

  return (
    <div className="mt-4 space-y-6">
      {data.writableUntil && <p className="text-sm font-semibold text-slate-700">{d.writableUntil(formatDateTime(data.writableUntil))}</p>}
      {correcting ? (
        <section aria-label={d.correctTitle} className="rounded-lg border border-brand-200 bg-brand-50 p-4">
          <h3 className="mb-3 font-semibold">{d.correctTitle}</h3>
          <DiaryEntryForm
            key={correcting.id}
            correcting={correcting}
            pending={correct.isPending}
            onCancel={() => setCorrecting(null)}
            onSubmit={(v) =>
              correct
                .mutateAsync({ entryId: correcting.id, input: { motivo: v.motivo ?? '', entrada: v.entrada } })
                .then(() => {
                  toast.success(d.corrected);
                  setCorrecting(null);
                  return true;
                })
                .catch((error: unknown) => {
                  toast.error(errorMessage(error));
                  return false;
                })
            }
          />
        </section>
      ) : (
        <section aria-label={d.formTitle}>
          <h3 className="mb-3 font-semibold">{d.formTitle}</h3>
          <DiaryEntryForm
            pending={write.isPending}
            onSubmit={(v) =>
              write
                .mutateAsync({ reservaId, input: v.entrada })
                .then(() => {
                  toast.success(d.saved);
                  return true;
                })
                .catch((error: unknown) => {
                  toast.error(errorMessage(error));
                  return false;
                })
            }
          />
        </section>
      )}
      <section aria-label={d.title}>
        {data.items.length === 0 ? (
          <p className="text-slate-600">{d.emptyDay}</p>
        ) : (
          <DiaryEntryList
            items={data.items}
            action={(item) => (
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" onClick={() => setCorrecting(item.atual)} aria-label={`${d.correct}: ${d.types[item.atual.tipo]}`}>
                  {d.correct}
                </Button>
                {item.atual.fotos.length < CARE_DIARY_RULES.maxPhotos && <AddPhotoButton entry={item.atual} />}
              </div>
            )}
          />
        )}
      </section>
    </div>
  );
}

/** 'Adicionar foto': the phone's camera or gallery; the server checks the image. */
function AddPhotoButton({ entry }: { entry: CareDiaryEntryDto }) {
  const input = useRef<HTMLInputElement>(null);
  const add = useAddDiaryPhoto();
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          add.mutate({ entryId: entry.id, file }, { onSuccess: () => toast.success(d.photoAdded), onError: (error) => toast.error(errorMessage(error)) });
        }}
      />
      <Button variant="outline" disabled={add.isPending} onClick={() => input.current?.click()} aria-label={`${d.addPhoto}: ${d.types[entry.tipo]}`}>
        <Camera aria-hidden="true" className="size-4" />
        {add.isPending ? d.saving : d.addPhoto}
      </Button>
    </>
  );
}
