import { messages } from '@cuidar/domain/messages';
import { renewalQueueQuerySchema, type RenewalQueueQuery } from '@cuidar/domain/operator-desk';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { RenewalFilters, RenewalQueue } from '@/features/operator-desk/components/renewal-queue';
import { usePageMeta } from '@/lib/head';

const o = messages.operatorDesk;

/** /operador/renovacoes: renewed certificates waiting, oldest first; the filter lives in the address. */
export function Component() {
  usePageMeta(o.renewalsTitle);
  const [params, setParams] = useSearchParams();
  const parsed = renewalQueueQuerySchema.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : renewalQueueQuerySchema.parse({});
  const set = (next: RenewalQueueQuery) => setParams({ espera: next.espera, pagina: String(next.pagina) });
  return (
    <div className="space-y-6">
      <PageHeader title={o.renewalsTitle} description={o.renewalsIntro} />
      <RenewalFilters query={query} onChange={set} />
      <RenewalQueue query={query} onPage={(pagina) => set({ ...query, pagina })} />
    </div>
  );
}
