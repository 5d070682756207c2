import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';

/** Shown when a screen fails to load or render: a plain explanation and a way out. */
export function RouteError() {
  const error = useRouteError();
  const isChunkError = error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message);

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">Algo deu errado</h1>
      <p className="text-slate-700">
        {isChunkError
          ? 'Uma nova versão do Cuidar foi publicada. Recarregue a página para continuar.'
          : 'Não foi possível mostrar esta página. Tente recarregar; se o problema continuar, fale com o suporte.'}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Recarregar página</Button>
        <Button asChild variant="outline">
          <Link to="/">Voltar para o início</Link>
        </Button>
      </div>
    </main>
  );
}
