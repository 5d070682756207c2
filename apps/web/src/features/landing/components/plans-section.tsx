import { formatCentavos } from '@cuidar/domain/format';
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

/** 'R$ 9.450,00 (R$ 3.150,00/mês)' for plans longer than a month, 'R$ 3.360,00/mês' for the monthly one. */
function totalLabel(totalCents: number, months: number): string {
  if (months === 1) return `${formatCentavos(totalCents)}/mês`;
  return `${formatCentavos(totalCents)} (${formatCentavos(Math.round(totalCents / months))}/mês)`;
}

function PlanCard({ plan }: { plan: Plan }) {
  const titleId = `plano-${plan.id}`;
  const details = [
    ['Duração', plan.duration],
    ['Cobertura', plan.coverage],
    ['Plantão de 12h', totalLabel(plan.price12hCents, plan.durationMonths)],
    ['Ciclo de 24h', totalLabel(plan.price24hCents, plan.durationMonths)],
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
          Melhor Escolha
        </Badge>
      )}
      <h3 id={titleId} className="text-2xl font-bold text-slate-900">
        {plan.title}
      </h3>
      <p className="mt-2 text-slate-700">{plan.description}</p>
      <p className="mt-6">
        <span className="text-4xl font-extrabold text-slate-900">{formatCentavos(plan.dailyPriceCents)}</span>
        <span className="text-slate-700"> /diária</span>
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
        <span className="block text-sm">Valor mensal</span>
        <span className="text-xl font-bold">{formatCentavos(plan.monthlyValueCents)}</span>
        <span className="text-sm"> /mês, cobrado mensalmente durante {plan.duration}</span>
      </p>
      <Button asChild size="lg" variant={plan.featured ? 'accent' : 'primary'} className="mt-6 w-full">
        <Link
          to={{ pathname: paths.checkout, search: `?${CHECKOUT_PLAN_PARAM}=${plan.id}` }}
          state={{ planId: plan.id } satisfies CheckoutState}
          aria-describedby={titleId}
        >
          Contratar Agora
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
          <span className="text-3xl font-extrabold text-slate-900">{formatCentavos(SINGLE_SHIFT.priceCents)}</span> por plantão de{' '}
          {SINGLE_SHIFT.hours}h
        </p>
        <p className="mt-1 text-slate-700">
          Fim de semana (sábado e domingo): adicional de {formatCentavos(SINGLE_SHIFT.weekendAddOnCents)} por plantão de {SINGLE_SHIFT.hours}h.
        </p>
      </div>
      <Button asChild size="lg" variant="outline" className="shrink-0">
        <Link to={paths.plantaoAvulso} aria-describedby="plano-avulso">
          Solicitar Agora
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
          title="Planos de cuidado"
          subtitle="Escolha a continuidade que faz sentido para sua família. Quanto mais longo o plano, menor o valor da diária."
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
            Você pode desistir da contratação em até 7 dias, contados da contratação, com devolução integral do valor pago (direito de
            arrependimento, art. 49 do Código de Defesa do Consumidor). Veja os{' '}
            <Link to={paths.termos} className="font-semibold text-brand-800 underline underline-offset-2">
              Termos de Uso
            </Link>
            .
          </span>
        </p>
      </div>
    </section>
  );
}
