import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/lib/head';

export function Component() {
  usePageMeta('Página não encontrada');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-brand-700">404</p>
      <h1 className="text-2xl font-bold">Oops! Página não encontrada</h1>
      <p className="text-slate-700">O endereço pode ter mudado ou não existir mais.</p>
      <Button asChild>
        <Link to="/">Voltar para o início</Link>
      </Button>
    </section>
  );
}
