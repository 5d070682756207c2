import { messages } from '@cuidar/domain/messages';
import { operatorDeskCopy } from '@cuidar/domain/messages/screens/operator-desk';
import { QUEUE_AGE_FILTERS, QUEUE_AGE_LABELS, type QueueAgeFilter } from '@cuidar/domain/operator-desk';
import type { UseQueryResult } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { QueryFailed } from '@/components/ui/query-failed';

// The operators' queues (caregivers to review, renewals, …) share one shape: a count, the rows
// oldest first, an empty text, pages, and the same loading and failure states
// (docs/product.md#operators).

const o = messages.operatorDesk;

export interface DeskPage<T> {
  itens: T[];
  total: number;
  pagina: number;
  porPagina: number;
}

export function DeskQueue<T extends { id: string }>({
  query,
  heading,
  empty,
  pagesLabel,
  onPage,
  renderItem,
}: {
  query: UseQueryResult<DeskPage<T>>;
  /** The count line, e.g. 'Aguardando análise: 3'. */
  heading: (total: number) => ReactNode;
  empty: string;
  /** The accessible name of the page navigation. */
  pagesLabel: string;
  onPage: (page: number) => void;
  renderItem: (item: T, now: Date) => ReactNode;
}) {
  const headingId = useId();
  if (query.isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 rounded-xl" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
<QueryFailed title={o.queueFailed} error={query.error} retryLabel={operatorDeskCopy.retry} onRetry={() => void query.refetch()} />
    );
  }
  const { itens, total, pagina, porPagina } = query.data;
  const pages = Math.max(1, Math.ceil(total / porPagina));
  const now = new Date();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900" aria-live="polite">
        {heading(total)}
      </h2>
      {itens.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">{empty}</p>
      ) : (
        <ol className="space-y-3">
          {itens.map((item) => (
            <li key={item.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:gap-4">
              {renderItem(item, now)}
            </li>
          ))}
        </ol>
      )}
      {pages > 1 && (
        <nav aria-label={pagesLabel} className="flex flex-wrap items-center justify-between gap-3">
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

/** 'Tempo na fila': the same choice on every queue. */
export function QueueAgeSelect({ value, onChange }: { value: QueueAgeFilter; onChange: (age: QueueAgeFilter) => void }) {
  const ageId = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={ageId} className="font-medium text-slate-900">
        {o.filterAge}
      </label>
      <Select id={ageId} value={value} onChange={(e) => onChange(e.target.value as QueueAgeFilter)}>
        {QUEUE_AGE_FILTERS.map((age) => (
          <option key={age} value={age}>
            {QUEUE_AGE_LABELS[age]}
          </option>
        ))}
      </Select>
    </div>
  );
}
