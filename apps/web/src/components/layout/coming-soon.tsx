import { publicPagesCopy } from '@cuidar/domain/messages/screens/public-pages';
import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/lib/head';

/** An honest placeholder for a screen that is not built yet: no invented content. */
export function ComingSoon({ title, backTo = '/' }: { title: string; backTo?: string }) {
  usePageMeta(title);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <Construction aria-hidden="true" className="size-12 text-brand-700" />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-slate-700">{publicPagesCopy.comingSoon.text}</p>
      <Button asChild variant="outline">
        <Link to={backTo}>{publicPagesCopy.comingSoon.back}</Link>
      </Button>
    </section>
  );
}
