import { messages } from '@cuidar/domain/messages';
import { formatWait, QUEUE_AGE_FILTERS, QUEUE_AGE_LABELS, type QueueQuery } from '@cuidar/domain/operator-desk';
import { paths } from '@cuidar/domain/routes';
import { VERIFICATION_STATE_LABELS, VERIFICATION_STATES } from '@cuidar/domain/verification';
import { formatShortDate } from '@cuidar/domain/date-format';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useVerificationQueue } from '../api/get-queue';
import { VerificationStateBadge } from './verification-state-badge';

const o = messages.operatorDesk;

/** The queue's filters; each change goes to the URL, so a filtered queue can be shared and reloaded. */
export function QueueFilters({ query, onChange }: { query: QueueQuery; onChange: (query: QueueQuery) => void }) {
  const stateId = useId();
  const ageId = useId();
  return (
    <form role="search" aria-label="Filtrar a fila" className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl" onSubmit={(e) => e.preventDefault()}>
      <div className="space-y-1">
        <label htmlFor={stateId} className="font-medium text-slate-900">
          {o.filterState}
        </label>
        <Select id={stateId} value={query.estado} onChange={(e) => onChange({ ...query, estado: e.target.value as QueueQuery['estado'], pagina: 1 })}>
          {VERIFICATION_STATES.map((state) => (
            <option key={state} value={state}>
              {VERIFICATION_STATE_LABELS[state]}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1">
        <label htmlFor={ageId} className="font-medium text-slate-900">
          {o.filterAge}
        </label>
        <Select id={ageId} value={query.espera} onChange={(e) => onChange({ ...query, espera: e.target.value as QueueQuery['espera'], pagina: 1 })}>
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

export function VerificationQueue({ query, onPage }: { query: QueueQuery; onPage: (page: number) => void }) {
  const queue = useVerificationQueue(query);
  if (queue.isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 rounded-xl" />
        ))}
      </div>
    );
  }
  if (queue.isError) {
    return (
      <div role="alert" className="space-y-2">
        <p className="font-semibold text-red-800">{o.queueFailed}</p>
        <p className="text-slate-700">{errorMessage(queue.error)}</p>
        <Button variant="outline" onClick={() => void queue.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  const { itens, total, pagina, porPagina } = queue.data;
  const pages = Math.max(1, Math.ceil(total / porPagina));
  const now = new Date();
  return (
    <section aria-labelledby="fila-titulo" className="space-y-4">
      <h2 id="fila-titulo" className="text-lg font-semibold text-slate-900" aria-live="polite">
        {o.queueCount(total)}
      </h2>
      {itens.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">{o.queueEmpty}</p>
      ) : (
        <ol className="space-y-3">
          {itens.map((item) => (
            <li key={item.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:gap-4">
              <div className="min-w-0 flex-1">
                <p className="text-lg font-semibold break-words text-slate-900">{item.nome}</p>
                <p className="text-sm text-slate-700">{[item.cidade, item.uf].filter(Boolean).join(' - ') || '—'}</p>
                <p className="text-sm text-slate-700">
                  {VERIFICATION_STATE_LABELS[item.verificacao]} desde {formatShortDate(item.desde)} ({formatWait(item.desde, now)})
                </p>
              </div>
              <div className="flex items-center justify-between gap-3 sm:justify-end">
                <VerificationStateBadge state={item.verificacao} />
                <Button asChild variant="outline">
                  <Link to={paths.operadorCuidador(item.id)} aria-label={`${o.review} ${item.nome}`}>
                    {o.review}
                  </Link>
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {pages > 1 && (
        <nav aria-label="Páginas da fila" className="flex flex-wrap items-center justify-between gap-3">
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
