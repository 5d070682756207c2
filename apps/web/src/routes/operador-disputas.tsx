import { operatorDisputesCopy } from '@cuidar/domain/messages/screens/operator-disputes';
import { DISPUTE_STATUSES, type DisputeStatus } from '@cuidar/domain/disputes';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { DisputeList } from '@/features/operator-disputes/components/dispute-list';
import { usePageMeta } from '@/lib/head';

/** /operador/disputas: 'Tive um problema' waiting for the team (docs/product.md#disputes). The filter lives in the URL. */
const c = operatorDisputesCopy.list;

export function Component() {
  usePageMeta(c.pageTitle);
  const [params, setParams] = useSearchParams();
  const raw = params.get('situacao');
  // No parameter: the open ones (the work to do); 'todas' shows every dispute.
  const status: DisputeStatus | undefined = raw === 'todas' ? undefined : (DISPUTE_STATUSES.find((s) => s === raw) ?? 'aberta');
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <PageHeader title={c.title} description={c.description} />
      <DisputeList status={status} onStatusChange={(next) => setParams(next ? { situacao: next } : { situacao: 'todas' })} />
    </section>
  );
}
