import { operatorPaymentsCopy } from '@cuidar/domain/messages/screens/operator-payments';
import { PageHeader } from '@/components/layout/page-header';
import { StuckMoneyList } from '@/features/operator-desk/components/stuck-money-list';
import { usePageMeta } from '@/lib/head';

const c = operatorPaymentsCopy;

/** /operador/pagamentos: refunds and payouts the payment provider has not made yet, oldest first. */
export function Component() {
  usePageMeta(c.title);
  return (
    <div className="space-y-6">
      <PageHeader title={c.title} description={c.intro} />
      <StuckMoneyList />
    </div>
  );
}
