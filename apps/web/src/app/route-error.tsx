import { publicPagesCopy } from '@cuidar/domain/messages/screens/public-pages';
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';

/** Shown when a screen fails to load or render: a plain explanation and a way out. */
export function RouteError() {
  const c = publicPagesCopy.routeError;
  const error = useRouteError();
  const isChunkError = error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message);

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">{c.title}</h1>
      <p className="text-slate-700">{isChunkError ? c.newVersion : c.failed}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{c.reload}</Button>
        <Button asChild variant="outline">
          <Link to="/">{c.backHome}</Link>
        </Button>
      </div>
    </main>
  );
}
