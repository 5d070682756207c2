import { publicPagesCopy } from '@cuidar/domain/messages/screens/public-pages';
import { paths } from '@cuidar/domain/routes';
import { Link } from 'react-router';
import { ContentPage } from '@/components/layout/content-page';
import { Button } from '@/components/ui/button';
import { CAREGIVER_STEPS, FAMILY_STEPS, type Step } from '@/features/help/how-it-works';
import { usePageMeta } from '@/lib/head';

function Steps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="mt-6 space-y-6">
      {steps.map((step, i) => (
        <li key={step.title} className="flex gap-4">
          <span aria-hidden="true" className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white">
            {i + 1}
          </span>
          <div>
            <h3 className="text-lg font-bold text-slate-900">{step.title}</h3>
            <p className="mt-1 text-slate-700">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

export function Component() {
  const c = publicPagesCopy.howItWorks;
  usePageMeta(c.metaTitle, c.metaDescription);
  return (
    <ContentPage title={c.title} lead={c.lead} wide>
      <div className="grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="para-familias" className="rounded-2xl border border-slate-200 p-6 sm:p-8">
          <h2 id="para-familias" className="text-2xl font-bold text-slate-900">
            {c.familiesTitle}
          </h2>
          <Steps steps={FAMILY_STEPS} />
          <Button asChild size="lg" className="mt-8 w-full sm:w-auto">
            <Link to={paths.onboardingFamilia}>{c.familiesButton}</Link>
          </Button>
        </section>
        <section aria-labelledby="para-cuidadores" className="rounded-2xl border border-slate-200 p-6 sm:p-8">
          <h2 id="para-cuidadores" className="text-2xl font-bold text-slate-900">
            {c.caregiversTitle}
          </h2>
          <Steps steps={CAREGIVER_STEPS} />
          <Button asChild size="lg" variant="outline" className="mt-8 w-full sm:w-auto">
            <Link to={paths.onboardingCuidador}>{c.caregiversButton}</Link>
          </Button>
        </section>
      </div>
    </ContentPage>
  );
}
