import { placeLabel } from '@cuidar/domain/caregivers';
import { messages } from '@cuidar/domain/messages';
import { fullName } from '@cuidar/domain/names';
import { paths } from '@cuidar/domain/routes';
import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { CaregiverAvatar } from '@/components/caregiver/caregiver-avatar';
import { RatingSummary } from '@/components/caregiver/star-rating';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useFavorites } from '../api/get-favorites';
import { FavoriteButton } from './favorite-button';
import { caregiversCopy } from '@cuidar/domain/messages/screens/caregivers';

const m = messages.favorites;

/** 'Favoritos' on the family dashboard (docs/product.md#favorites): each caregiver links to their page. */
export function FavoritesCard() {
  const favorites = useFavorites(true);
  return (
    <Card className="p-5" role="region" aria-labelledby="favoritos-titulo">
      <h2 id="favoritos-titulo" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Heart aria-hidden="true" className="size-5 text-red-700" />
        {m.title}
      </h2>
      {favorites.isPending ? (
        <div aria-busy="true" className="mt-4 space-y-3">
          <span className="sr-only">{caregiversCopy.favorites.loading}</span>
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : favorites.isError ? (
        <Alert tone="error" role="alert" className="mt-4" title={m.loadFailed}>
          <p>{errorMessage(favorites.error)}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void favorites.refetch()}>
            {caregiversCopy.favorites.retry}
          </Button>
        </Alert>
      ) : favorites.data.length === 0 ? (
        <p className="mt-3 text-slate-700">{m.empty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {favorites.data.map((caregiver) => (
            <li key={caregiver.id} className="flex items-center gap-3 py-3">
              <Link to={paths.caregiverPage(caregiver.id)} className="flex min-w-0 flex-1 items-center gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
                <CaregiverAvatar caregiver={caregiver} className="size-12" />
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-brand-800 underline-offset-4 hover:underline">{fullName(caregiver)}</span>
                  <RatingSummary rating={caregiver.rating} count={caregiver.totalAvaliacoes} />
                  <span className="block truncate text-sm text-slate-700">{placeLabel(caregiver)}</span>
                </span>
              </Link>
              <FavoriteButton caregiver={caregiver} initial />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
