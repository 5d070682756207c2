import type { CaregiverCardDto } from '@cuidar/domain/caregivers';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '@/app/query-client';
import { AppToaster } from '@/components/ui/app-toaster';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';

let islandClient: ReturnType<typeof createQueryClient> | undefined;

/** On a pre-rendered page there is no app: one query client and one toaster for every heart. */
function pageRuntime() {
  if (!islandClient) {
    islandClient = createQueryClient();
    const host = document.createElement('div');
    document.body.append(host);
    createRoot(host).render(<AppToaster />);
  }
  return islandClient;
}

/** The favourites heart on a landing card; inside the app it uses the app's query client. */
export function FavoriteAction({ caregiver }: { caregiver: CaregiverCardDto }) {
  const appClient = useContext(QueryClientContext);
  if (appClient) return <FavoriteButton caregiver={caregiver} />;
  return (
    <QueryClientProvider client={pageRuntime()}>
      <FavoriteButton caregiver={caregiver} />
    </QueryClientProvider>
  );
}
