import type { ConsentKind } from '@cuidar/domain/consents';
import { ShieldCheck } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useUpdateConsent } from '../api/consents';

/** Accepts the current text of a consent (a first acceptance, or a newer text replacing an older one). */
export function AcceptConsentButton({ kind, label, pendingLabel }: { kind: ConsentKind; label: string; pendingLabel: string }) {
  const update = useUpdateConsent();
  const onAccept = () =>
    update.mutate({ kind, accepted: true }, { onSuccess: (result) => toast.success(result.message), onError: (error) => toast.error(errorMessage(error)) });
  return (
    <Button onClick={onAccept} disabled={update.isPending} aria-busy={update.isPending}>
      {update.isPending ? (
        <Spinner label={pendingLabel} />
      ) : (
        <>
          <ShieldCheck aria-hidden="true" className="size-5" />
          {label}
        </>
      )}
    </Button>
  );
}
