import { onboardingAnswersSchema } from '@cuidar/domain/onboarding';
import { messages } from '@cuidar/domain/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { useSession } from '@/features/auth/api/get-session';
import { refetchFresh } from '@/lib/refetch-fresh';
import { submitOnboarding } from '../api/submit-onboarding';
import { clearDraft, loadDraft } from './draft';

/**
 * Answers given before having an account are saved on the family's profile as soon as the person
 * is signed in as a family (they come back through the dashboard or the recommendations). If the
 * save fails the draft stays, and the next visit tries again.
 */
export function useSavePendingAnswers() {
  const { data: user } = useSession();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (user?.role !== 'familia' || started.current) return;
    const draft = loadDraft();
    if (!draft?.saveAfterSignIn) return;
    const parsed = onboardingAnswersSchema.safeParse(draft.values);
    if (!parsed.success) return;
    started.current = true;
    submitOnboarding({ answers: parsed.data, deferred: true })
      .then((result) => {
        clearDraft();
        if (result.saved) {
          toast.success(messages.family.draftSaved);
          // The dashboard's profile card may have asked before the save: its answer is stale.
          void refetchFresh(queryClient);
        }
      })
      .catch(() => {
        started.current = false;
      });
  }, [user?.role, queryClient]);
}
