import { paths } from '@cuidar/domain/routes';
import { Newspaper } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/lib/head';

export function Component() {
  usePageMeta('Blog', 'Em breve, artigos do Cuidar sobre cuidado de idosos, saúde e bem-estar em casa.');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <Newspaper aria-hidden="true" className="size-12 text-brand-700" />
      <h1 className="text-3xl font-extrabold text-slate-900">Blog</h1>
      <p className="text-2xl font-bold text-brand-800">Em breve!</p>
      <p className="text-slate-700">Estamos preparando artigos sobre cuidado de idosos, saúde e bem-estar em casa.</p>
      <Button asChild variant="outline">
        <Link to={paths.home}>Voltar para o início</Link>
      </Button>
    </section>
  );
}
