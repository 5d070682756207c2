import { messages } from '@cuidar/domain/messages';
import { PageHeader } from '@/components/layout/page-header';
import { PlanCarePanel } from '@/features/plan-care/components/plan-care-panel';
import { PlanSubstitutesLink } from '@/features/plan-substitutes/components/plan-substitutes-panel';
import { usePageMeta } from '@/lib/head';

/** 'Escolher cuidadores' for the family's plan (docs/product.md#plan-care). */
export function Component() {
  usePageMeta(messages.planCare.title);
  return (
    <>
      <PageHeader title={messages.planCare.title} description="Quem cuida do seu familiar em cada dia do plano." />
      <div className="mb-6">
        <PlanSubstitutesLink />
      </div>
      <PlanCarePanel />
    </>
  );
}
