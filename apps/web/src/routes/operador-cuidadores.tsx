import { messages } from '@cuidar/domain/messages';
import { queueQuerySchema, type QueueQuery } from '@cuidar/domain/operator-desk';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { QueueFilters, VerificationQueue } from '@/features/operator-desk/components/verification-queue';
import { usePageMeta } from '@/lib/head';

const o = messages.operatorDesk;

/** The filters live in the address, so a filtered queue survives a reload and can be shared. */
function useQueueQuery(): [QueueQuery, (next: QueueQuery) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = queueQuerySchema.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : queueQuerySchema.parse({});
  const set = (next: QueueQuery) => setParams({ estado: next.estado, espera: next.espera, pagina: String(next.pagina) });
  return [query, set];
}

export function Component() {
  usePageMeta(o.queueTitle);
  const [query, setQuery] = useQueueQuery();
  return (
    <div className="space-y-6">
      <PageHeader title={o.queueTitle} description={o.queueIntro} />
      <QueueFilters query={query} onChange={setQuery} />
      <VerificationQueue query={query} onPage={(pagina) => setQuery({ ...query, pagina })} />
    </div>
  );
}
