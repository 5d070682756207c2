import { placeLabel, reliabilityLines } from '@cuidar/domain/caregivers';
import { fullName } from '@cuidar/domain/names';
import { formatCentavos } from '@cuidar/domain/format';
import { messages } from '@cuidar/domain/messages';
import type { RecommendedCaregiverDto } from '@cuidar/domain/recommendations';
import { CalendarDays, Check, MessageCircle } from 'lucide-react';
import { paths } from '@cuidar/domain/routes';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CaregiverAvatar } from '@/components/caregiver/caregiver-avatar';
import { SkillBadges } from '@/components/caregiver/skill-badges';
import { RatingSummary } from '@/components/caregiver/star-rating';
import { VerifiedBadge } from '@/components/caregiver/verified-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { recommendationsCopy } from '@cuidar/domain/messages/screens/recommendations';

interface RecommendationCardProps {
  caregiver: RecommendedCaregiverDto;
  /** Opens the chat with this caregiver (the chat dialog is built by the booking-and-chat work). */
  onChat: (caregiver: RecommendedCaregiverDto) => void;
  /** Opens the booking dialog for this caregiver. */
  onBook: (caregiver: RecommendedCaregiverDto) => void;
  eager?: boolean;
  /** Under the buttons (the page puts 'Denunciar' there for a signed-in family). */
  action?: ReactNode;
  /** Beside the name (the page puts the favourites heart there). */
  topAction?: ReactNode;
}

/** A suggested caregiver: who, how much, where, how rated, and why this one was suggested. */
export function RecommendationCard({ caregiver, onChat, onBook, eager, action, topAction }: RecommendationCardProps) {
  const c = recommendationsCopy.card;
  const titleId = useId();
  const name = fullName(caregiver);
  const place = placeLabel(caregiver);
  return (
    <Card className="flex h-full flex-col p-5" role="article" aria-labelledby={titleId}>
      <div className="flex items-start gap-4">
        <Link to={paths.caregiverPage(caregiver.id)} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <CaregiverAvatar caregiver={caregiver} loading={eager ? 'eager' : 'lazy'} />
        </Link>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-lg font-bold leading-snug text-slate-900">
            <Link
              to={paths.caregiverPage(caregiver.id)}
              className="rounded text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {name}
            </Link>
          </h2>
          <RatingSummary rating={caregiver.rating} count={caregiver.totalAvaliacoes} className="mt-1" />
          <VerifiedBadge verifiedAt={caregiver.verificadoEm} />
          <p className="mt-1 text-sm font-semibold text-slate-800">
            {c.pricePerHour(formatCentavos(caregiver.precoHoraCentavos))}
            {place && <span className="font-normal text-slate-600">{` · ${place}`}</span>}
          </p>
        </div>
        {topAction}
      </div>

      {caregiver.match.reasons.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium text-green-900" aria-label={c.reasonsLabel}>
          {caregiver.match.reasons.map((reason) => (
            <li key={reason} className="inline-flex items-center gap-1">
              <Check aria-hidden="true" className="size-4 text-green-700" strokeWidth={3} />
              {reason}
            </li>
          ))}
        </ul>
      )}

      <p className="mt-3 text-sm text-slate-700">
        <span className="sr-only">{messages.reliability.title}: </span>
        {reliabilityLines(caregiver.confiabilidade).join(' · ')}
      </p>

      <p className="mt-3 line-clamp-3 text-slate-700">{caregiver.bio?.trim() || messages.recommendations.bioFallback}</p>

      <div className="mt-4">
        <SkillBadges skills={caregiver.competencias} moreLabel={c.moreSkills} />
      </div>

      <div className="mt-auto grid grid-cols-2 gap-3 pt-5">
        <Button variant="outline" onClick={() => onChat(caregiver)} aria-label={c.chatLabel(name)}>
          <MessageCircle aria-hidden="true" className="size-5" />
          {c.chat}
        </Button>
        <Button onClick={() => onBook(caregiver)} aria-label={c.bookLabel(name)}>
          <CalendarDays aria-hidden="true" className="size-5" />
          {c.book}
        </Button>
      </div>
      {action && <div className="mt-2 flex justify-end">{action}</div>}
    </Card>
  );
}

/** The card's shape while loading. */
export function RecommendationCardSkeleton() {
  return (
    <Card className="flex h-72 flex-col gap-4 p-5" aria-hidden="true">
      <div className="flex gap-4">
        <div className="size-16 animate-pulse rounded-full bg-slate-200" />
        <div className="flex-1 space-y-2">
          <div className="h-5 w-2/3 animate-pulse rounded bg-slate-200" />
          <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200" />
          <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200" />
        </div>
      </div>
      <div className="h-4 w-full animate-pulse rounded bg-slate-200" />
      <div className="h-4 w-5/6 animate-pulse rounded bg-slate-200" />
      <div className="mt-auto grid grid-cols-2 gap-3">
        <div className="h-11 animate-pulse rounded-lg bg-slate-200" />
        <div className="h-11 animate-pulse rounded-lg bg-slate-200" />
      </div>
    </Card>
  );
}
