import { publicPagesCopy } from '@cuidar/domain/messages/screens/public-pages';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/lib/head';

export function Component() {
  const c = publicPagesCopy.notFound;
  usePageMeta(c.metaTitle);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-brand-700">404</p>
      <h1 className="text-2xl font-bold">{c.title}</h1>
      <p className="text-slate-700">{c.text}</p>
      <Button asChild>
        <Link to="/">{c.backHome}</Link>
      </Button>
    </section>
  );
}
