import type { RecommendationRequest } from '@cuidar/domain/onboarding';
import { messages } from '@cuidar/domain/messages';
import type { RecommendedCaregiverDto } from '@cuidar/domain/recommendations';
import { CircleAlert, Info, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useRecommendations } from '../api/get-recommendations';
import { RecommendationCard, RecommendationCardSkeleton } from './recommendation-card';
import { recommendationsCopy } from '@cuidar/domain/messages/screens/recommendations';

const SKELETON_CARDS = 3;

interface RecommendationResultsProps {
  request: RecommendationRequest;
  onChat: (caregiver: RecommendedCaregiverDto) => void;
  onBook: (caregiver: RecommendedCaregiverDto) => void;
  /** The way back to the questionnaire ('Ajustar preferências'). */
  adjustAction: ReactNode;
  /** Under each card (the page puts 'Denunciar' there for a signed-in family). */
  cardAction?: (caregiver: RecommendedCaregiverDto) => ReactNode;
  /** Beside each card's name (the page puts the favourites heart there). */
  cardTopAction?: (caregiver: RecommendedCaregiverDto) => ReactNode;
}

/** Loading (3 skeleton cards), results with the relaxation notice, empty, or error with a reference. */
export function RecommendationResults({ request, onChat, onBook, adjustAction, cardAction, cardTopAction }: RecommendationResultsProps) {
  const query = useRecommendations(request);
  const m = messages.recommendations;
  const c = recommendationsCopy.results;

  if (query.isPending) {
    return (
      <div aria-busy="true">
        <p className="sr-only" role="status">
          {c.loading}
        </p>
        <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <RecommendationCardSkeleton key={i} />
          ))}
        </div>
      </div>
    );
  }

  if (query.isError) {
    const reference = query.error instanceof ApiError ? query.error.reference : undefined;
    return (
      <Alert tone="error" role="alert" icon={<CircleAlert />} title={m.loadFailedTitle}>
        <p>{errorMessage(query.error)}</p>
        {reference && (
          <p className="mt-1">
            {c.reference}
            <code className="font-mono font-semibold">{reference}</code>
          </p>
        )}
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          {c.retry}
        </Button>
      </Alert>
    );
  }

  const { caregivers, notice } = query.data;
  if (caregivers.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <SearchX aria-hidden="true" className="size-12 text-slate-500" />
        <h2 className="text-xl font-bold text-slate-900">{m.emptyTitle}</h2>
        <p className="max-w-md text-slate-700">{m.emptyText}</p>
        {adjustAction}
      </div>
    );
  }

  return (
    <div className="space-y-5">
      {notice && (
        <Alert tone="info" icon={<Info />} role="status">
          <p className="text-base">{notice}</p>
        </Alert>
      )}
      <p className="sr-only" role="status">
        {c.found(caregivers.length)}
      </p>
      <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        {caregivers.map((caregiver, i) => (
          <li key={caregiver.id}>
            <RecommendationCard caregiver={caregiver} onChat={onChat} onBook={onBook} eager={i < 3} action={cardAction?.(caregiver)} topAction={cardTopAction?.(caregiver)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
