import type { Plan } from '@cuidar/domain/plans';
import { Award } from 'lucide-react';
import type { ReactNode } from 'react';
import { PlanLabourLawNotice } from '@/components/plan-labour-law-notice';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { formatCentavos } from '@cuidar/domain/format';

const perMonth = (plan: Plan, totalCents: number) => formatCentavos(Math.round(totalCents / plan.durationMonths));

/** A total for the whole plan, and what it comes to per month when the plan is longer than one. */
function totalWithMonthly(plan: Plan, totalCents: number) {
  if (plan.durationMonths === 1) return `${formatCentavos(totalCents)}/mês`;
  return `${formatCentavos(totalCents)} (${perMonth(plan, totalCents)}/mês)`;
}

/** The plan summary (docs/product.md#plans): title, description, duration, daily price, coverage, shift prices. */
export function PlanSummary({ plan }: { plan: Plan }) {
  const rows: [string, ReactNode][] = [
    ['Duração', plan.duration],
    [
      'Valor da diária',
      <>
        {formatCentavos(plan.dailyPriceCents)}
        {plan.dailyPriceNote && <span className="ml-2 font-semibold text-accent-700">{plan.dailyPriceNote}</span>}
      </>,
    ],
    ['Cobertura', plan.coverage],
    ['Plantão de 12h', totalWithMonthly(plan, plan.price12hCents)],
    ['Ciclo de 24h', totalWithMonthly(plan, plan.price24hCents)],
  ];
  return (
    <Card className={plan.featured ? 'border-accent-700 ring-1 ring-accent-700' : undefined}>
      <CardHeader>
        {plan.featured && (
          <Badge variant="accent" className="mb-1 w-fit gap-1">
            <Award aria-hidden="true" className="size-4" />
            Melhor Escolha
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
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">Valor mensal</p>
          <p className="mt-1 text-3xl font-bold text-brand-900">
            {formatCentavos(plan.monthlyValueCents)}
            <span className="text-lg font-semibold text-brand-800">/mês</span>
          </p>
          <p className="mt-1 text-slate-700">
            Cobrado mensalmente por {plan.duration}
            {plan.durationMonths > 1 && <> · total de {formatCentavos(plan.monthlyValueCents * plan.durationMonths)}</>}.
          </p>
          <p className="mt-1 text-sm text-slate-600">O valor mensal corresponde ao plantão de 12h.</p>
        </div>
        <PlanLabourLawNotice className="mt-4 text-sm" />
      </CardContent>
    </Card>
  );
}
