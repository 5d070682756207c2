import type { CaregiverCardDto } from '@cuidar/domain/caregivers';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { WithQueryClient } from './query-client';

/** The favourites heart on a landing card, with the query client and toasts it needs. */
export function FavoriteAction({ caregiver }: { caregiver: CaregiverCardDto }) {
  return (
    <WithQueryClient toasts>
      <FavoriteButton caregiver={caregiver} />
    </WithQueryClient>
  );
}
