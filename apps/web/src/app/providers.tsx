import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
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

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Everything around the screens: the data cache and the router (the browser's, or an
 * in-memory one when pre-rendering). The same tree on both sides, so the HTML hydrates as is.
 */
export function Providers({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
