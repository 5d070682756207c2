import { formatShortDate } from '@cuidar/domain/date-format';
import { messages } from '@cuidar/domain/messages';
import { operatorDeskCopy } from '@cuidar/domain/messages/screens/operator-desk';
import { formatWait, type RenewalQueueQuery } from '@cuidar/domain/operator-desk';
import { paths } from '@cuidar/domain/routes';
import { Link } from 'react-router';
import { DeskQueue, QueueAgeSelect } from '@/components/desk-queue';
import { Button } from '@/components/ui/button';
import { useRenewals } from '../api/renewals';
import { VerificationStateBadge } from './verification-state-badge';

const o = messages.operatorDesk;
const v = messages.caregiverVerification;
const c = operatorDeskCopy.renewalQueue;

export function RenewalFilters({ query, onChange }: { query: RenewalQueueQuery; onChange: (query: RenewalQueueQuery) => void }) {
  return (
    <form role="search" aria-label={c.filtersLabel} className="grid gap-4 sm:max-w-sm" onSubmit={(e) => e.preventDefault()}>
      <QueueAgeSelect value={query.espera} onChange={(espera) => onChange({ ...query, espera, pagina: 1 })} />
    </form>
  );
}

/** Waiting renewals, oldest first (docs/product.md#verification-renewal). */
export function RenewalQueue({ query, onPage }: { query: RenewalQueueQuery; onPage: (page: number) => void }) {
  return (
    <DeskQueue
      query={useRenewals(query)}
      heading={(total) => `${o.renewalsWaiting}: ${total}`}
      empty={o.renewalsEmpty}
      pagesLabel={c.pagesLabel}
      onPage={onPage}
      renderItem={(item, now) => (
        <>
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
        </>
      )}
    />
  );
}
