import { publicPagesCopy } from '@cuidar/domain/messages/screens/public-pages';
import { paths } from '@cuidar/domain/routes';
import { HeartHandshake, ShieldCheck, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { ContentPage } from '@/components/layout/content-page';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/lib/head';

const c = publicPagesCopy.about;

const values = [
  { icon: HeartHandshake, ...c.values.respect },
  { icon: ShieldCheck, ...c.values.safety },
  { icon: Sparkles, ...c.values.simplicity },
] as const;

export function Component() {
  usePageMeta(c.metaTitle, c.metaDescription);
  return (
    <ContentPage title={c.title} lead={c.lead}>
      <div className="space-y-5 text-lg text-slate-800">
        {c.story.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <h2 className="mt-12 text-2xl font-bold text-slate-900">{c.valuesTitle}</h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-3">
        {values.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-slate-200 p-5">
            <Icon aria-hidden="true" className="size-8 text-brand-700" />
            <h3 className="mt-3 text-lg font-bold text-slate-900">{title}</h3>
            <p className="mt-2 text-slate-700">{text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-12 rounded-2xl bg-brand-50 p-6 text-center">
        <h2 className="text-xl font-bold text-slate-900">{c.ctaTitle}</h2>
        <Button asChild size="lg" className="mt-4">
          <Link to={paths.onboarding}>{c.ctaButton}</Link>
        </Button>
      </div>
    </ContentPage>
  );
}
