import { operatorDeskCopy } from '@cuidar/domain/messages/screens/operator-desk';
import type { UseQueryResult } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';

// The desk's case lists (reports, disputes): a status filter, open cases first, each row a link
// to the case, with the same loading, failure and empty states (docs/product.md#operators).

export interface CaseFilter<S extends string> {
  value: S | undefined;
  label: string;
}

export function DeskCaseList<S extends string, T extends { id: string }>({
  label,
  filters,
  status,
  onStatusChange,
  query,
  empty,
  hrefOf,
  renderItem,
}: {
  /** The accessible name of the filter group, e.g. 'Filtrar denúncias'. */
  label: string;
  filters: readonly CaseFilter<S>[];
  status: S | undefined;
  onStatusChange: (status: S | undefined) => void;
  query: UseQueryResult<T[]>;
  empty: string;
  hrefOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}) {
  return (
    <div>
      <div role="group" aria-label={label} className="mb-4 flex flex-wrap gap-2">
        {filters.map((filter) => (
          <Button
            key={filter.label}
            size="sm"
            variant={filter.value === status ? 'primary' : 'outline'}
            aria-pressed={filter.value === status}
            onClick={() => onStatusChange(filter.value)}
          >
            {filter.label}
          </Button>
        ))}
      </div>
      {query.isPending && (
        <div className="space-y-2" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
      )}
      {query.isError && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          <p>{errorMessage(query.error)}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            {operatorDeskCopy.retry}
          </Button>
        </div>
      )}
      {query.isSuccess && query.data.length === 0 && <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-600">{empty}</p>}
      {query.isSuccess && query.data.length > 0 && (
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
          {query.data.map((item) => (
            <li key={item.id}>
              <Link
                to={hrefOf(item)}
                className="flex items-center gap-3 p-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700"
              >
                <span className="min-w-0 flex-1">{renderItem(item)}</span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
