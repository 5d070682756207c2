// Care plans (docs/product.md#plans). Amounts are integer centavos; the server charges
// from this table only, never from a value the browser sends.

export const PLAN_IDS = ['monthly', 'quarterly', 'biannual'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  title: string;
  description: string;
  /** Human duration, e.g. '1 mês'. */
  duration: string;
  durationMonths: number;
  dailyPriceCents: number;
  coverage: string;
  /** Total of the 12 h shift for the whole duration. */
  price12hCents: number;
  /** Total of the 24 h cycle for the whole duration. */
  price24hCents: number;
  featured: boolean;
  /** Amount billed each month (12 h shift). */
  monthlyValueCents: number;
  dailyPriceNote?: string;
}

export const PLANS: readonly Plan[] = [
  {
    id: 'monthly',
    title: 'Aconchego Mensal',
    description: 'Cuidado contínuo de segunda a sexta, com flexibilidade para renovar mês a mês.',
    duration: '1 mês',
    durationMonths: 1,
    dailyPriceCents: 16000,
    coverage: 'Segunda a sexta',
    price12hCents: 336000,
    price24hCents: 672000,
    featured: false,
    monthlyValueCents: 336000,
  },
  {
    id: 'quarterly',
    title: 'Vínculo Trimestral',
    description: 'Três meses com cuidadores de confiança para criar rotina com o seu familiar.',
    duration: '3 meses',
    durationMonths: 3,
    dailyPriceCents: 15000,
    coverage: 'Segunda a sexta',
    price12hCents: 945000,
    price24hCents: 1890000,
    featured: false,
    monthlyValueCents: 315000,
  },
  {
    id: 'biannual',
    title: 'Laços Semestrais',
    description: 'Seis meses de cuidado dedicado, com o menor valor por diária.',
    duration: '6 meses',
    durationMonths: 6,
    dailyPriceCents: 14500,
    coverage: 'Segunda a sexta',
    price12hCents: 1827000,
    price24hCents: 3654000,
    featured: true,
    monthlyValueCents: 304500,
    dailyPriceNote: 'Nosso melhor preço!',
  },
] as const;

/** Single 12 h shift, booked without a plan; the same price for the weekend add-on. */
export const SINGLE_SHIFT = {
  title: 'Plantão Avulso',
  description: 'Um plantão de 12 horas quando você precisar, sem compromisso.',
  priceCents: 17500,
  weekendAddOnCents: 17500,
  hours: 12,
} as const;

export function findPlan(id: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}
