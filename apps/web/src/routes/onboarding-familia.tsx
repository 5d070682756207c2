import { pickAddress } from '@cuidar/domain/address';
import type { OnboardingAnswers, OnboardingValues } from '@cuidar/domain/onboarding';
import { messages } from '@cuidar/domain/messages';
import { paths } from '@cuidar/domain/routes';
import { familyQuestionnaireCopy } from '@cuidar/domain/messages/screens/family-profile';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Card, CardContent } from '@/components/ui/card';
import { LoadingBlock } from '@/components/ui/spinner';
import { useSession } from '@/features/auth/api/get-session';
import { useFamilyProfile } from '@/features/family-profile/api/get-family-profile';
import { useSubmitOnboarding } from '@/features/onboarding/api/submit-onboarding';
import { FamilyQuestionnaire } from '@/features/onboarding/components/family-questionnaire';
import { clearDraft, loadDraft, markDraftForSaving } from '@/features/onboarding/hooks/draft';
import { errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/head';
import { storeSearchAnswers } from '@/lib/search-answers';

export function Component() {
  const c = familyQuestionnaireCopy;
  usePageMeta(c.metaTitle, c.metaDescription);
  const session = useSession();
  const user = session.data;
  const isFamily = user?.role === 'familia';
  const profile = useFamilyProfile({ enabled: isFamily });
  const submit = useSubmitOnboarding();
  const navigate = useNavigate();
  const location = useLocation();
  const fromRecommendations = (location.state as { answers?: Partial<OnboardingValues> } | null)?.answers;

  // Where the answers start from: the recommendations' "adjust", then a draft, then the family's address.
  const start = useMemo(() => {
    if (fromRecommendations) return { values: fromRecommendations, step: 0 };
    const draft = loadDraft();
    if (draft) return { values: draft.values, step: draft.step };
    const p = profile.data;
    if (p) return { values: pickAddress(p), step: 0 };
    return { values: {}, step: 0 };
  }, [fromRecommendations, profile.data]);

  const onSubmit = (answers: OnboardingAnswers) => {
    submit.mutate(
      { answers },
      {
        onSuccess: (result) => {
          if (user && result.saved) {
            clearDraft();
            toast.success(messages.family.saved);
          } else if (user) {
            clearDraft();
            toast.info(messages.family.notSavedForCaregiver);
          } else {
            markDraftForSaving(); // saved on the profile once the person has an account
          }
          storeSearchAnswers(answers);
          navigate(paths.recomendacoes, { replace: true, state: { formData: answers } });
        },
        onError: (error) => toast.error(messages.family.submitFailedTitle, { description: errorMessage(error, messages.family.submitFailed) }),
      },
    );
  };

  const onCreateAccount = () => {
    markDraftForSaving();
    navigate(`${paths.auth}?modo=cadastro`, { state: { from: paths.recomendacoes } });
  };

  const waiting = session.isPending || (isFamily && profile.isPending);

  return (
    <section className="bg-slate-50 px-4 py-8 sm:py-12">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{c.title}</h1>
        <p className="mt-2 text-slate-700">{c.intro}</p>
        <Card className="mt-6">
          <CardContent className="p-5 sm:p-8">
            {waiting ? (
              <LoadingBlock />
            ) : (
              <FamilyQuestionnaire
                initialValues={start.values}
                initialStep={start.step}
                isSignedIn={Boolean(user)}
                isSubmitting={submit.isPending}
                onSubmit={onSubmit}
                onCreateAccount={onCreateAccount}
              />
            )}
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
