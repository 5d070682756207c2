import type { CaregiverCardDto } from '@cuidar/domain/caregivers';
import { lazy, Suspense } from 'react';
import { FeaturedCaregiversSection } from '@/features/landing/components/featured-caregivers-section';
import { usePublicSessionUser } from '@/lib/public-data';

// The favourites heart needs the query client, zod and toasts: fetched only for a signed-in family.
const FavoriteAction = lazy(() => import('./favorite-action').then((m) => ({ default: m.FavoriteAction })));

/** The landing's featured caregivers, with the heart beside each name for a signed-in family. */
export function FeaturedCaregiversIsland() {
  const user = usePublicSessionUser();
  const cardAction =
    user?.role === 'familia'
      ? (caregiver: CaregiverCardDto) => (
          <Suspense fallback={null}>
            <FavoriteAction caregiver={caregiver} />
          </Suspense>
        )
      : undefined;
  return <FeaturedCaregiversSection cardAction={cardAction} />;
}
