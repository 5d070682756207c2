import { messages } from '@cuidar/domain/messages';
import { PageHeader } from '@/components/layout/page-header';
import { OperatorSummaryCards } from '@/features/operator-desk/components/summary-cards';
import { usePageMeta } from '@/lib/head';

const o = messages.operatorDesk;

export function Component() {
  usePageMeta(o.homeTitle);
  return (
    <>
      <PageHeader title={o.homeTitle} description={o.homeIntro} />
      <OperatorSummaryCards />
    </>
  );
}
