import type { InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';

/**
 * After a change that may alter what is on screen (a save, a live event): the matching queries
 * (all of them without filters) are read again, including the ones already on their way. A query's
 * first fetch that is still in flight is not restarted by invalidateQueries alone (TanStack Query
 * joins it, having no data to keep), so a page that asked just before the change would keep the
 * answer from before it; cancelling first makes the refetch real.
 */
export async function refetchFresh(queryClient: QueryClient, filters?: InvalidateQueryFilters): Promise<void> {
  await queryClient.cancelQueries(filters);
  await queryClient.invalidateQueries(filters);
}
