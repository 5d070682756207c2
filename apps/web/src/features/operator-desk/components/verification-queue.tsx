import { messages } from '@cuidar/domain/messages';
import { operatorDeskCopy } from '@cuidar/domain/messages/screens/operator-desk';
import { formatWait, type QueueQuery } from '@cuidar/domain/operator-desk';
import { paths } from '@cuidar/domain/routes';
import { VERIFICATION_STATE_LABELS, VERIFICATION_STATES } from '@cuidar/domain/verification';
import { formatShortDate } from '@cuidar/domain/date-format';
import { useId } from 'react';
import { Link } from 'react-router';
import { DeskQueue, QueueAgeSelect } from '@/components/desk-queue';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/input';
import { useVerificationQueue } from '../api/get-queue';
import { VerificationStateBadge } from './verification-state-badge';

const o = messages.operatorDesk;
const c = operatorDeskCopy.verificationQueue;

/** The queue's filters; each change goes to the URL, so a filtered queue can be shared and reloaded. */
export function QueueFilters({ query, onChange }: { query: QueueQuery; onChange: (query: QueueQuery) => void }) {
  const stateId = useId();
  return (
    <form role="search" aria-label={c.filtersLabel} className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl" onSubmit={(e) => e.preventDefault()}>
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
      <QueueAgeSelect value={query.espera} onChange={(espera) => onChange({ ...query, espera, pagina: 1 })} />
    </form>
  );
}

export function VerificationQueue({ query, onPage }: { query: QueueQuery; onPage: (page: number) => void }) {
  return (
    <DeskQueue
      query={useVerificationQueue(query)}
      heading={o.queueCount}
      empty={o.queueEmpty}
      pagesLabel={c.pagesLabel}
      onPage={onPage}
      renderItem={(item, now) => (
        <>
          <div className="min-w-0 flex-1">
            <p className="text-lg font-semibold break-words text-slate-900">{item.nome}</p>
            <p className="text-sm text-slate-700">{[item.cidade, item.uf].filter(Boolean).join(' - ') || '—'}</p>
            <p className="text-sm text-slate-700">
              {c.stateSince(VERIFICATION_STATE_LABELS[item.verificacao], formatShortDate(item.desde), formatWait(item.desde, now))}
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
        </>
      )}
    />
  );
}
