import type { Plan } from '@cuidar/domain/plans';
import { Award } from 'lucide-react';
import type { ReactNode } from 'react';
import { PlanLabourLawNotice } from '@/components/plan-labour-law-notice';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { formatCentavos } from '@cuidar/domain/format';
import { checkoutCopy } from '@cuidar/domain/messages/screens/checkout';

const c = checkoutCopy.summary;

const perMonth = (plan: Plan, totalCents: number) => formatCentavos(Math.round(totalCents / plan.durationMonths));

/** A total for the whole plan, and what it comes to per month when the plan is longer than one. */
function totalWithMonthly(plan: Plan, totalCents: number) {
  if (plan.durationMonths === 1) return c.totalPerMonth(formatCentavos(totalCents));
  return c.totalWithMonthly(formatCentavos(totalCents), perMonth(plan, totalCents));
}

/** The plan summary (docs/product.md#plans): title, description, duration, daily price, coverage, shift prices. */
export function PlanSummary({ plan }: { plan: Plan }) {
  const rows: [string, ReactNode][] = [
    [c.durationLabel, plan.duration],
    [
      c.dailyPriceLabel,
      <>
        {formatCentavos(plan.dailyPriceCents)}
        {plan.dailyPriceNote && <span className="ml-2 font-semibold text-accent-700">{plan.dailyPriceNote}</span>}
      </>,
    ],
    [c.coverageLabel, plan.coverage],
    [c.shift12hLabel, totalWithMonthly(plan, plan.price12hCents)],
    [
      c.cycle24hLabel,
      <>
        {totalWithMonthly(plan, plan.price24hCents)}
        <span className="block text-sm font-normal text-slate-600">{c.cycle24hUnavailable}</span>
      </>,
    ],
  ];
  return (
    <Card className={plan.featured ? 'border-accent-700 ring-1 ring-accent-700' : undefined}>
      <CardHeader>
        {plan.featured && (
          <Badge variant="accent" className="mb-1 w-fit gap-1">
            <Award aria-hidden="true" className="size-4" />
            {c.featured}
          </Badge>
        )}
        <h2 className="text-2xl font-bold text-slate-900">{plan.title}</h2>
        <p className="text-slate-700">{plan.description}</p>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-slate-100 border-y border-slate-100">
          {rows.map(([label, value]) => (
            <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3">
              <dt className="text-slate-600">{label}</dt>
              <dd className="text-right font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-4 rounded-lg bg-brand-50 p-4">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{c.monthlyValue}</p>
          <p className="mt-1 text-3xl font-bold text-brand-900">
            {formatCentavos(plan.monthlyValueCents)}
            <span className="text-lg font-semibold text-brand-800">{checkoutCopy.perMonth}</span>
          </p>
          <p className="mt-1 text-slate-700">
            {c.chargedMonthly(plan.duration)}
            {plan.durationMonths > 1 && c.totalOf(formatCentavos(plan.monthlyValueCents * plan.durationMonths))}.
          </p>
          <p className="mt-1 text-sm text-slate-600">{c.monthlyIs12h}</p>
        </div>
        <PlanLabourLawNotice className="mt-4 text-sm" />
      </CardContent>
    </Card>
  );
}
