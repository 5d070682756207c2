import { formatCentavos } from '@cuidar/domain/format';
import { landingCopy } from '@cuidar/domain/messages/screens/landing';
import { PLANS, SINGLE_SHIFT, type Plan } from '@cuidar/domain/plans';
import { paths } from '@cuidar/domain/routes';
import { Check, Info } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { SectionHeading } from './section-heading';
import { PlanLabourLawNotice } from '@/components/plan-labour-law-notice';

/**
 * What /checkout receives in navigation state; it looks the plan up again with findPlan(). The
 * plan also travels in the query (?plano=<id>): a click on the pre-rendered page before its
 * scripts have run is a plain page load, which carries no navigation state.
 */
export interface CheckoutState {
  planId: Plan['id'];
}

export const CHECKOUT_PLAN_PARAM = 'plano';

const c = landingCopy.plans;

/** 'R$ 9.450,00 (R$ 3.150,00/mês)' for plans longer than a month, 'R$ 3.360,00/mês' for the monthly one. */
function totalLabel(totalCents: number, months: number): string {
  if (months === 1) return c.totalMonthly(formatCentavos(totalCents));
  return c.totalWithMonthly(formatCentavos(totalCents), formatCentavos(Math.round(totalCents / months)));
}

function PlanCard({ plan }: { plan: Plan }) {
  const titleId = `plano-${plan.id}`;
  const details = [
    [c.durationLabel, plan.duration],
    [c.coverageLabel, plan.coverage],
    [c.shift12hLabel, totalLabel(plan.price12hCents, plan.durationMonths)],
    [
      c.cycle24hLabel,
      <>
        {totalLabel(plan.price24hCents, plan.durationMonths)} <span className="block text-sm text-slate-600">{c.cycle24hUnavailable}</span>
      </>,
    ],
  ] as const;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
        plan.featured ? 'border-2 border-accent-700 shadow-lg lg:-mt-4 lg:pb-10' : 'border-slate-200',
      )}
    >
      {plan.featured && (
        <Badge variant="accent" className="absolute -top-3.5 left-1/2 -translate-x-1/2 whitespace-nowrap px-4 py-1">
          {c.bestChoice}
        </Badge>
      )}
      <h3 id={titleId} className="text-2xl font-bold text-slate-900">
        {plan.title}
      </h3>
      <p className="mt-2 text-slate-700">{plan.description}</p>
      <p className="mt-6">
        <span className="text-4xl font-extrabold text-slate-900">{formatCentavos(plan.dailyPriceCents)}</span>
        <span className="text-slate-700">{c.perDay}</span>
      </p>
      {plan.dailyPriceNote && <p className="mt-1 font-semibold text-accent-700">{plan.dailyPriceNote}</p>}
      <dl className="mt-6 space-y-3 text-slate-800">
        {details.map(([term, value]) => (
          <div key={term} className="flex flex-wrap items-baseline gap-x-1.5">
            <dt className="inline-flex items-center gap-2 font-semibold">
              <Check aria-hidden="true" className="size-5 shrink-0 self-center text-brand-700" />
              {term}:
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 rounded-lg bg-slate-50 p-3 text-slate-800">
        <span className="block text-sm">{c.monthlyValue}</span>
        <span className="text-xl font-bold">{formatCentavos(plan.monthlyValueCents)}</span>
        <span className="text-sm">{c.monthlyCharge(plan.duration)}</span>
      </p>
      <Button asChild size="lg" variant={plan.featured ? 'accent' : 'primary'} className="mt-6 w-full">
        <Link
          to={{ pathname: paths.checkout, search: `?${CHECKOUT_PLAN_PARAM}=${plan.id}` }}
          state={{ planId: plan.id } satisfies CheckoutState}
          aria-describedby={titleId}
        >
          {c.hireButton}
        </Link>
      </Button>
    </article>
  );
}

function SingleShiftCard() {
  return (
    <article aria-labelledby="plano-avulso" className="flex flex-col gap-6 rounded-2xl border border-dashed border-brand-700 bg-brand-50 p-6 md:flex-row md:items-center md:justify-between">
      <div>
        <h3 id="plano-avulso" className="text-2xl font-bold text-slate-900">
          {SINGLE_SHIFT.title}
        </h3>
        <p className="mt-2 text-slate-700">{SINGLE_SHIFT.description}</p>
        <p className="mt-3 text-slate-800">
          <span className="text-3xl font-extrabold text-slate-900">{formatCentavos(SINGLE_SHIFT.priceCents)}</span>
          {c.perShift(SINGLE_SHIFT.hours)}
        </p>
        <p className="mt-1 text-slate-700">{c.weekendAddOn(formatCentavos(SINGLE_SHIFT.weekendAddOnCents), SINGLE_SHIFT.hours)}</p>
      </div>
      <Button asChild size="lg" variant="outline" className="shrink-0">
        <Link to={paths.plantaoAvulso} aria-describedby="plano-avulso">
          {c.singleShiftButton}
        </Link>
      </Button>
    </article>
  );
}

export function PlansSection() {
  return (
    <section id="planos" aria-labelledby="planos-titulo" className="scroll-mt-20 bg-white py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading
          id="planos-titulo"
          title={c.title}
          subtitle={c.subtitle}
        />
        <div className="grid gap-8 pt-4 lg:grid-cols-3">
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>
        <div className="mt-10">
          <SingleShiftCard />
        </div>
        <PlanLabourLawNotice className="mt-6" />
        <p className="mt-6 flex gap-2 text-slate-700">
          <Info aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
          <span>
            {c.withdrawal.before}
            <Link to={paths.termos} className="font-semibold text-brand-800 underline underline-offset-2">
              {c.withdrawal.link}
            </Link>
            {c.withdrawal.after}
          </span>
        </p>
      </div>
    </section>
  );
}
