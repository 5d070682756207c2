import { fullName } from '@cuidar/domain/names';
import { GENERO_PREFERIDO_LABELS, TURNO_LABELS } from '@cuidar/domain/constants';
import { onboardingAnswersSchema, toRecommendationRequest } from '@cuidar/domain/onboarding';
import { messages } from '@cuidar/domain/messages';
import type { RecommendedCaregiverDto } from '@cuidar/domain/recommendations';
import { paths } from '@cuidar/domain/routes';
import { ClipboardList, SlidersHorizontal } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSession } from '@/features/auth/api/get-session';
import { BookingDialog } from '@/features/bookings/components/booking-dialog';
import { ChatDialog } from '@/features/chat/components/chat-dialog';
import { loadDraft } from '@/features/onboarding/hooks/draft';
import { useSavePendingAnswers } from '@/features/onboarding/hooks/use-save-pending-answers';
import { RecommendationFilters, type RecommendationFilterValues } from '@/features/recommendations/components/recommendation-filters';
import { RecommendationResults } from '@/features/recommendations/components/recommendation-results';
import { ReportButton } from '@/features/reports/components/report-button';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { usePageMeta } from '@/lib/head';
import { readSearchAnswers, storeSearchAnswers } from '@/lib/search-answers';
import { recommendationsCopy } from '@cuidar/domain/messages/screens/recommendations';

const c = recommendationsCopy.page;

type OpenDialog = { kind: 'chat' | 'booking'; caregiver: RecommendedCaregiverDto } | null;

function answersFromDraft() {
  const parsed = onboardingAnswersSchema.safeParse(loadDraft()?.values);
  if (!parsed.success) return null;
  storeSearchAnswers(parsed.data);
  return parsed.data;
}

export function Component() {
  usePageMeta(c.title, c.metaDescription);
  const location = useLocation();
  const { data: user } = useSession();
  useSavePendingAnswers();
  // The e-mail verification link opens in a new tab, without this tab's answers: the questionnaire's
  // draft (kept in the browser until saved on the profile) brings the family back to its results.
  const answers = useMemo(() => readSearchAnswers(location.state) ?? answersFromDraft(), [location.state]);
  // The page's filters start from the answers and change only this search (docs/product.md#recommendations).
  const [filters, setFilters] = useState<RecommendationFilterValues | null>(null);
  const request = useMemo(() => (answers ? { ...toRecommendationRequest(answers), ...filters } : null), [answers, filters]);
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const adjust = (
    <Button asChild variant="outline">
      <Link to={paths.onboardingFamilia} state={answers ? { answers } : undefined}>
        <SlidersHorizontal aria-hidden="true" className="size-5" />
        {c.adjust}
      </Link>
    </Button>
  );

  return (
    <section className="bg-slate-50 px-4 py-8 sm:py-12">
      <div className="mx-auto max-w-6xl">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{c.title}</h1>
            {answers && (
              <p className="mt-2 text-slate-700">
                {[
                  c.shift(TURNO_LABELS[answers.turno]),
                  c.gender(GENERO_PREFERIDO_LABELS[answers.generoPreferido]),
                  c.place(answers.bairro, answers.cidade, answers.estado),
                ].join(' · ')}
              </p>
            )}
          </div>
          {answers && adjust}
        </div>

        {!user && answers && (
          <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 text-brand-950">
            <p>{c.signUpPrompt}</p>
            <Button asChild size="sm">
              <Link to={`${paths.auth}?modo=cadastro`} state={{ from: paths.recomendacoes }}>
                {c.signUp}
              </Link>
            </Button>
          </div>
        )}

        {request && (
          <RecommendationFilters
            value={{
              generoPreferido: request.generoPreferido,
              competencias: request.competencias,
              precoMinCentavos: request.precoMinCentavos,
              precoMaxCentavos: request.precoMaxCentavos,
              notaMinima: request.notaMinima,
            }}
            onChange={setFilters}
          />
        )}

        {request ? (
          <RecommendationResults
            request={request}
            adjustAction={adjust}
            onChat={(caregiver) => setDialog({ kind: 'chat', caregiver })}
            onBook={(caregiver) => setDialog({ kind: 'booking', caregiver })}
            cardTopAction={(caregiver) => <FavoriteButton caregiver={caregiver} />}
            cardAction={
              user?.role === 'familia'
                ? (caregiver) => (
                    <ReportButton look="inline" alvoTipo="perfil" alvoId={caregiver.id} accessibleName={c.reportLabel(fullName(caregiver))} />
                  )
                : undefined
            }
          />
        ) : (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white px-6 py-12 text-center">
            <ClipboardList aria-hidden="true" className="size-12 text-brand-700" />
            <h2 className="text-xl font-bold text-slate-900">{messages.recommendations.noAnswersTitle}</h2>
            <p className="max-w-md text-slate-700">{messages.recommendations.noAnswersText}</p>
            <Button asChild size="lg">
              <Link to={paths.onboardingFamilia}>{c.answerQuestionnaire}</Link>
            </Button>
          </div>
        )}
      </div>

      {dialog?.kind === 'chat' && <ChatDialog caregiver={dialog.caregiver} open onOpenChange={(open) => !open && setDialog(null)} />}
      {dialog?.kind === 'booking' && <BookingDialog caregiver={dialog.caregiver} open onOpenChange={(open) => !open && setDialog(null)} />}
    </section>
  );
}
