import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/** One client per page load in the browser; a fresh one per page when pre-rendering. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not get better by asking again; network hiccups and 5xx get one more try.
        retry: (failureCount, error) =>
          failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}
