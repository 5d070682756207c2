import { messages } from '@cuidar/domain/messages';
import { plansCopy } from '@cuidar/domain/messages/screens/plans';
import { PageHeader } from '@/components/layout/page-header';
import { PlanCarePanel } from '@/features/plan-care/components/plan-care-panel';
import { PlanSubstitutesLink } from '@/features/plan-substitutes/components/plan-substitutes-panel';
import { usePageMeta } from '@/lib/head';

/** 'Escolher cuidadores' for the family's plan (docs/product.md#plan-care). */
export function Component() {
  usePageMeta(messages.planCare.title);
  return (
    <>
      <PageHeader title={messages.planCare.title} description={plansCopy.planCare.pageDescription} />
      <div className="mb-6">
        <PlanSubstitutesLink />
      </div>
      <PlanCarePanel />
    </>
  );
}
