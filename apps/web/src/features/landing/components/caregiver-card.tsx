import type { CaregiverCardDto } from '@cuidar/domain/caregivers';
import { placeLabel } from '@cuidar/domain/caregiver-display';
import { fullName } from '@cuidar/domain/names';
import { paths } from '@cuidar/domain/routes';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { CaregiverAvatar } from '@/components/caregiver/caregiver-avatar';
import { SkillBadges } from '@/components/caregiver/skill-badges';
import { RatingSummary } from '@/components/caregiver/star-rating';
import { VerifiedBadge } from '@/components/caregiver/verified-badge';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * The landing card (docs/product.md#public-site): avatar, rating ('Novo' or stars, one decimal and
 * the count), name, bio (3 lines), 3 skills then '+N', 'cidade, estado'. The photo and the name lead
 * to the caregiver's page (plain links: the card lives in an island, docs/decisions/0039); `action`
 * sits beside the name (the landing puts the heart there).
 */
export function CaregiverCard({ caregiver, action }: { caregiver: CaregiverCardDto; action?: ReactNode }) {
  const place = placeLabel(caregiver);
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" aria-label={fullName(caregiver)}>
      <div className="flex items-center gap-4">
        <a href={paths.caregiverPage(caregiver.id)} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <CaregiverAvatar caregiver={caregiver} loading="eager" />
        </a>
        <div className="min-w-0 flex-1">
          <h3 className="text-xl font-bold leading-snug text-slate-900">
            <a
              href={paths.caregiverPage(caregiver.id)}
              className="rounded text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {fullName(caregiver)}
            </a>
          </h3>
          <RatingSummary rating={caregiver.rating} count={caregiver.totalAvaliacoes} />
          <VerifiedBadge verifiedAt={caregiver.verificadoEm} />
        </div>
        {action && <div className="self-start">{action}</div>}
      </div>
      <p className="mt-4 line-clamp-3 text-slate-700">{caregiver.bio}</p>
      <div className="mt-4">
        <SkillBadges skills={caregiver.competencias} />
      </div>
      {place && (
        <p className="mt-auto flex items-center gap-1.5 pt-4 text-slate-700">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          {place}
        </p>
      )}
    </article>
  );
}

export function CaregiverCardSkeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={className}>
      <div className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="flex items-center gap-4">
          <Skeleton className="size-16 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </div>
        <Skeleton className="mt-4 h-4 w-full" />
        <Skeleton className="mt-2 h-4 w-full" />
        <Skeleton className="mt-2 h-4 w-2/3" />
        <div className="mt-4 flex gap-2">
          <Skeleton className="h-6 w-24 rounded-full" />
          <Skeleton className="h-6 w-20 rounded-full" />
        </div>
        <Skeleton className="mt-6 h-4 w-1/3" />
      </div>
    </div>
  );
}
