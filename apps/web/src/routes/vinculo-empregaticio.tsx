import { labourLawPageCopy } from '@cuidar/domain/messages/screens/labour-law-page';
import { paths } from '@cuidar/domain/routes';
import { CalendarDays, FileSignature, Users } from 'lucide-react';
import { Link } from 'react-router';
import { ContentPage } from '@/components/layout/content-page';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/lib/head';

// What the labour law says about caregivers and families, plainly (docs/product.md#labour-law).
// Static: pre-rendered with no island. It claims only what the product does: it warns and records
// the family's choice; it does not register anyone, file the eSocial or pay an employee.

const c = labourLawPageCopy;

const kinds = [
  { icon: CalendarDays, title: c.kinds.dayWorker.title, text: c.kinds.dayWorker.text },
  { icon: FileSignature, title: c.kinds.employee.title, text: c.kinds.employee.text },
] as const;

export function Component() {
  usePageMeta(c.metaTitle, c.metaDescription);
  return (
    <ContentPage title={c.title} lead={c.lead}>
      <div className="space-y-5 text-lg text-slate-800">
        <h2 className="text-2xl font-bold text-slate-900">{c.law.title}</h2>
        <p>
          {c.law.definition.before}
          <strong>{c.law.definition.employee}</strong>
          {c.law.definition.middle}
          <strong>{c.law.definition.days}</strong>
          {c.law.definition.after}
        </p>
        <p>{c.law.daysNotHours}</p>
      </div>

      <h2 className="mt-12 text-2xl font-bold text-slate-900">{c.kinds.title}</h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2">
        {kinds.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-slate-200 p-5">
            <Icon aria-hidden="true" className="size-8 text-brand-700" />
            <h3 className="mt-3 text-lg font-bold text-slate-900">{title}</h3>
            <p className="mt-2 text-slate-700">{text}</p>
          </li>
        ))}
      </ul>

      <div className="mt-12 space-y-5 text-lg text-slate-800">
        <h2 className="text-2xl font-bold text-slate-900">{c.formal.title}</h2>
        <p>{c.formal.intro}</p>
        <ul className="list-disc space-y-2 pl-6">
          <li>{c.formal.register}</li>
          <li>
            {c.formal.eSocial.before}
            <strong>{c.formal.eSocial.strong}</strong>
            {c.formal.eSocial.after}
          </li>
          <li>{c.formal.rights}</li>
        </ul>
        <p>
          {c.formal.notUs.before}
          <strong>{c.formal.notUs.strong}</strong>
          {c.formal.notUs.after}
        </p>
      </div>

      <div className="mt-12 space-y-5 text-lg text-slate-800">
        <h2 className="text-2xl font-bold text-slate-900">{c.help.title}</h2>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            {c.help.warning.before}
            <strong>{c.help.warning.strong}</strong>
            {c.help.warning.after}
          </li>
          <li>
            {c.help.choice.before}
            <strong>{c.help.choice.rotate}</strong>
            {c.help.choice.middle}
            <strong>{c.help.choice.formal}</strong>
            {c.help.choice.after}
          </li>
          <li>{c.help.recommendations}</li>
          <li>{c.help.plans}</li>
        </ul>
      </div>

      <p className="mt-10 rounded-2xl bg-slate-100 p-5 text-slate-700">{c.disclaimer}</p>

      <div className="mt-12 rounded-2xl bg-brand-50 p-6 text-center">
        <Users aria-hidden="true" className="mx-auto size-8 text-brand-700" />
        <h2 className="mt-2 text-xl font-bold text-slate-900">{c.cta.title}</h2>
        <p className="mt-2 text-slate-700">{c.cta.text}</p>
        <Button asChild size="lg" className="mt-4">
          <Link to={paths.recomendacoes}>{c.cta.button}</Link>
        </Button>
      </div>
    </ContentPage>
  );
}
