import { sharedDialogsCopy } from '@cuidar/domain/messages/screens/shared-dialogs';
import type { UseMutationResult } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';

interface Answer {
  /** The mutation that sends this answer for `id`. */
  mutation: Pick<UseMutationResult<unknown, Error, string>, 'mutate' | 'isPending'>;
  label: string;
  /** What a screen reader hears: the label and whose proposal it answers. */
  accessibleName: string;
  /** The toast once the answer is recorded. */
  done: string;
}

/**
 * 'Aceitar' / 'Recusar' on a proposal a caregiver answers (a plan's weekdays, a substitution):
 * both disabled while either is on its way, a spinner on the one sent, the outcome in a toast.
 */
export function AcceptDeclineButtons({ id, accept, decline }: { id: string; accept: Answer; decline: Answer }) {
  const busy = accept.mutation.isPending || decline.mutation.isPending;
  const send = (answer: Answer) => answer.mutation.mutate(id, { onSuccess: () => toast.success(answer.done), onError: (error) => toast.error(errorMessage(error)) });
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button onClick={() => send(accept)} disabled={busy} aria-busy={accept.mutation.isPending} aria-label={accept.accessibleName}>
        {accept.mutation.isPending ? <Spinner label={sharedDialogsCopy.acceptDecline.accepting} /> : accept.label}
      </Button>
      <Button variant="outline" onClick={() => send(decline)} disabled={busy} aria-busy={decline.mutation.isPending} aria-label={decline.accessibleName}>
        {decline.mutation.isPending ? <Spinner label={sharedDialogsCopy.acceptDecline.declining} /> : decline.label}
      </Button>
    </div>
  );
}
