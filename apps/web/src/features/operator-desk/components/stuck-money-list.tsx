import { formatDateTime } from '@cuidar/domain/date-format';
import { formatCentavos } from '@cuidar/domain/format';
import { messages } from '@cuidar/domain/messages';
import { operatorPaymentsCopy } from '@cuidar/domain/messages/screens/operator-payments';
import { AlertTriangle, Clock } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useStuckMoney } from '../api/get-stuck-money';
import { QueryFailed } from '@/components/ui/query-failed';

const c = operatorPaymentsCopy;

/** Refunds and payouts the provider has not made, oldest first (docs/product.md#operators). */
export function StuckMoneyList() {
  const stuck = useStuckMoney();
  if (stuck.isPending) {
    return (
      <div className="space-y-3" aria-busy="true" aria-label={c.loading}>
        <Skeleton className="h-28 rounded-xl" />
        <Skeleton className="h-28 rounded-xl" />
      </div>
    );
  }
  if (stuck.isError) {
    return (
<QueryFailed title={c.failed} error={stuck.error} retryLabel={c.retry} onRetry={() => void stuck.refetch()} />
    );
  }
  const { items, total } = stuck.data;
  if (items.length === 0) return <p className="rounded-xl border border-slate-200 bg-white p-5 text-slate-700">{c.empty}</p>;
  return (
    <div className="space-y-3">
      {total > items.length && <p className="text-sm text-slate-700">{c.showingOldest(items.length, total)}</p>}
      <ul className="space-y-3">
        {items.map((item) => (
          <li key={`${item.kind}:${item.id}`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h2 className="font-semibold text-slate-900">{c.kinds[item.kind]}</h2>
              <p className="text-xl font-bold text-slate-900">{formatCentavos(item.amountCents)}</p>
            </div>
            <p className="mt-1 break-words text-slate-800">
              {item.pessoa.nome || messages.settings.deletedName}
              {item.pessoa.email && <span className="text-slate-600"> · {item.pessoa.email}</span>}
            </p>
            <p className="mt-1 flex items-center gap-2 text-sm text-slate-700">
              <Clock aria-hidden="true" className="size-4 shrink-0" />
              {c.since(formatDateTime(item.since))}
              {item.kind !== 'saldo_conta_excluida' && ` · ${c.attempts(item.attempts)}`}
            </p>
            {item.kind === 'saldo_conta_excluida' && <p className="mt-1 text-sm text-slate-700">{c.deletedBalance}</p>}
            {item.lastError && (
              <Alert tone="warning" icon={<AlertTriangle aria-hidden="true" />} className="mt-3">
                <span className="font-semibold">{c.lastError}</span> <span className="break-words">{item.lastError}</span>
              </Alert>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
