import { formatDateTime } from '@cuidar/domain/date-format';
import { formatCentavos } from '@cuidar/domain/format';
import { messages } from '@cuidar/domain/messages';
import { operatorPaymentsCopy } from '@cuidar/domain/messages/screens/operator-payments';
import { canRetryStuckMoney, canTeamRefund, type StuckMoneyDto } from '@cuidar/domain/operator-payments';
import { AlertTriangle, Clock, RefreshCw } from 'lucide-react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useStuckMoney } from '../api/get-stuck-money';
import { useRetryStuckMoney } from '../api/stuck-money-actions';
import { QueryFailed } from '@/components/ui/query-failed';
import { TeamRefundDialog } from './team-refund-dialog';

const c = operatorPaymentsCopy;

/** 'Tentar agora': asks the provider for this item at once and says what it answered. */
function RetryButton({ item }: { item: StuckMoneyDto }) {
  const retry = useRetryStuckMoney();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={retry.isPending}
      aria-busy={retry.isPending}
      aria-label={c.retryNow.label(c.kinds[item.kind], formatCentavos(item.amountCents))}
      onClick={() =>
        retry.mutate(
          { kind: item.kind, id: item.id },
          {
            onSuccess: ({ outcome, message }) => (outcome === 'feito' ? toast.success(message) : outcome === 'aguardando' ? toast.info(message) : toast.warning(message)),
            onError: (error) => toast.error(errorMessage(error)),
          },
        )
      }
    >
      {retry.isPending ? (
        <Spinner label={c.retryNow.pending} />
      ) : (
        <>
          <RefreshCw aria-hidden="true" className="size-4" />
          {c.retryNow.button}
        </>
      )}
    </Button>
  );
}

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
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="font-semibold text-slate-900">{c.kinds[item.kind]}</h2>
                {item.refused && <Badge variant="warning">{c.refusedBadge}</Badge>}
              </div>
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
            {item.providerPending && <p className="mt-2 text-sm text-slate-800">{c.providerPending}</p>}
            {item.kind === 'saldo_conta_excluida' && <p className="mt-1 text-sm text-slate-700">{c.deletedBalance}</p>}
            {item.lastError && (
              <Alert tone="warning" icon={<AlertTriangle aria-hidden="true" />} className="mt-3">
                <span className="font-semibold">{c.lastError}</span> <span className="break-words">{item.lastError}</span>
              </Alert>
            )}
            {(canRetryStuckMoney(item.kind) || canTeamRefund(item)) && (
              <div className="mt-4 flex flex-wrap gap-2">
                {canRetryStuckMoney(item.kind) && <RetryButton item={item} />}
                {canTeamRefund(item) && <TeamRefundDialog item={item} />}
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
