import { formatShortDate } from '@cuidar/domain/date-format';
import { messages } from '@cuidar/domain/messages';
import { formatWait, QUEUE_AGE_FILTERS, QUEUE_AGE_LABELS, type RenewalQueueQuery } from '@cuidar/domain/operator-desk';
import { paths } from '@cuidar/domain/routes';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useRenewals } from '../api/renewals';
import { VerificationStateBadge } from './verification-state-badge';

const o = messages.operatorDesk;
const v = messages.caregiverVerification;

export function RenewalFilters({ query, onChange }: { query: RenewalQueueQuery; onChange: (query: RenewalQueueQuery) => void }) {
  const ageId = useId();
  return (
    <form role="search" aria-label="Filtrar as renovações" className="grid gap-4 sm:max-w-sm" onSubmit={(e) => e.preventDefault()}>
      <div className="space-y-1">
        <label htmlFor={ageId} className="font-medium text-slate-900">
          {o.filterAge}
        </label>
        <Select id={ageId} value={query.espera} onChange={(e) => onChange({ ...query, espera: e.target.value as RenewalQueueQuery['espera'], pagina: 1 })}>
          {QUEUE_AGE_FILTERS.map((age) => (
            <option key={age} value={age}>
              {QUEUE_AGE_LABELS[age]}
            </option>
          ))}
        </Select>
      </div>
    </form>
  );
}

/** Waiting renewals, oldest first (docs/product.md#verification-renewal). */
export function RenewalQueue({ query, onPage }: { query: RenewalQueueQuery; onPage: (page: number) => void }) {
  const renewals = useRenewals(query);
  if (renewals.isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 rounded-xl" />
        ))}
      </div>
    );
  }
  if (renewals.isError) {
    return (
      <div role="alert" className="space-y-2">
        <p className="font-semibold text-red-800">{o.queueFailed}</p>
        <p className="text-slate-700">{errorMessage(renewals.error)}</p>
        <Button variant="outline" onClick={() => void renewals.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  const { itens, total, pagina, porPagina } = renewals.data;
  const pages = Math.max(1, Math.ceil(total / porPagina));
  const now = new Date();
  return (
    <section aria-labelledby="renovacoes-titulo" className="space-y-4">
      <h2 id="renovacoes-titulo" className="text-lg font-semibold text-slate-900" aria-live="polite">
        {o.renewalsWaiting}: {total}
      </h2>
      {itens.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">{o.renewalsEmpty}</p>
      ) : (
        <ol className="space-y-3">
          {itens.map((item) => (
            <li key={item.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:gap-4">
              <div className="min-w-0 flex-1">
                <p className="text-lg font-semibold break-words text-slate-900">{item.nome}</p>
                <p className="text-sm text-slate-700">{[item.cidade, item.uf].filter(Boolean).join(' - ') || '—'}</p>
                <p className="text-sm text-slate-700">
                  {o.renewalSentAt(formatShortDate(item.enviadaEm))} ({formatWait(item.enviadaEm, now)}) · {o.renewalIssued(formatShortDate(item.emitidoEm))}
                </p>
                {item.validaAteAtual && <p className="text-sm text-slate-700">{v.validUntil(formatShortDate(item.validaAteAtual))}</p>}
              </div>
              <div className="flex items-center justify-between gap-3 sm:justify-end">
                <VerificationStateBadge state={item.verificacao} />
                <Button asChild variant="outline">
                  <Link to={paths.operadorRenovacao(item.id)} aria-label={`${o.review} ${item.nome}`}>
                    {o.review}
                  </Link>
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {pages > 1 && (
        <nav aria-label="Páginas das renovações" className="flex flex-wrap items-center justify-between gap-3">
          <Button variant="outline" disabled={pagina <= 1} onClick={() => onPage(pagina - 1)}>
            <ChevronLeft aria-hidden="true" className="size-5" />
            {o.previousPage}
          </Button>
          <p className="text-slate-700">{o.pageOf(pagina, pages)}</p>
          <Button variant="outline" disabled={pagina >= pages} onClick={() => onPage(pagina + 1)}>
            {o.nextPage}
            <ChevronRight aria-hidden="true" className="size-5" />
          </Button>
        </nav>
      )}
    </section>
  );
}
