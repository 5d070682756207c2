import { publicPagesCopy } from '@cuidar/domain/messages/screens/public-pages';
import { paths } from '@cuidar/domain/routes';
import { Newspaper } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/lib/head';

export function Component() {
  const c = publicPagesCopy.blog;
  usePageMeta(c.metaTitle, c.metaDescription);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <Newspaper aria-hidden="true" className="size-12 text-brand-700" />
      <h1 className="text-3xl font-extrabold text-slate-900">{c.title}</h1>
      <p className="text-2xl font-bold text-brand-800">{c.comingSoon}</p>
      <p className="text-slate-700">{c.text}</p>
      <Button asChild variant="outline">
        <Link to={paths.home}>{c.backHome}</Link>
      </Button>
    </section>
  );
}
