import { messages } from '@cuidar/domain/messages';
import { plansCopy } from '@cuidar/domain/messages/screens/plans';
import { PageHeader } from '@/components/layout/page-header';
import { PlanSubstitutesPanel } from '@/features/plan-substitutes/components/plan-substitutes-panel';
import { usePageMeta } from '@/lib/head';

/** 'Encontrar substituto' for the family's plan shifts without a caregiver (docs/product.md#plan-substitutes). */
export function Component() {
  usePageMeta(messages.planSubstitutes.title);
  return (
    <>
      <PageHeader title={messages.planSubstitutes.title} description={plansCopy.substitutes.pageDescription} />
      <PlanSubstitutesPanel />
    </>
  );
}
