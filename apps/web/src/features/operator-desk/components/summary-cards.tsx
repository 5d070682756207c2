import { formatDateTime } from '@cuidar/domain/date-format';
import { messages } from '@cuidar/domain/messages';
import { operatorDeskCopy } from '@cuidar/domain/messages/screens/operator-desk';
import { paths } from '@cuidar/domain/routes';
import { AlertTriangle, Banknote, CalendarClock, FileClock, Flag, MailX, Scale, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useOperatorSummary } from '../api/get-summary';
import { QueryFailed } from '@/components/ui/query-failed';

const o = messages.operatorDesk;

function Count({ label, value, icon: Icon, detail, link, urgent }: { label: string; value: number; icon: typeof Flag; detail?: ReactNode; link?: { to: string; label: string }; urgent: boolean }) {
  return (
    <li className={cn('flex flex-col gap-2 rounded-xl border bg-white p-5 shadow-sm', urgent ? 'border-amber-300' : 'border-slate-200')}>
      <div className="flex items-center gap-2 text-slate-700">
        <Icon aria-hidden="true" className={cn('size-5', urgent ? 'text-amber-700' : 'text-brand-700')} />
        <h2 className="font-semibold">{label}</h2>
      </div>
      <p className="text-4xl font-extrabold text-slate-900">{value}</p>
      {detail && <p className="text-sm text-slate-700">{detail}</p>}
      {link && (
        <Link to={link.to} className="mt-auto font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
          {link.label}
        </Link>
      )}
    </li>
  );
}

/** The counts that need someone today (docs/product.md#operators). */
export function OperatorSummaryCards() {
  const summary = useOperatorSummary();
  if (summary.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy="true">
        {[0, 1, 2, 3, 4, 5, 6].map((i) => (
          <Skeleton key={i} className="h-40 rounded-xl" />
        ))}
      </div>
    );
  }
  if (summary.isError) {
    return (
<QueryFailed title={o.summaryFailed} error={summary.error} retryLabel={operatorDeskCopy.retry} onRetry={() => void summary.refetch()} />
    );
  }
  const s = summary.data;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <Count
        label={o.waiting}
        value={s.cuidadoresEmAnalise}
        icon={UsersRound}
        urgent={s.cuidadoresEmAnalise > 0}
        detail={s.esperaMaisAntigaDesde ? o.oldestWait(formatDateTime(s.esperaMaisAntigaDesde)) : o.nobodyWaiting}
        link={{ to: paths.operadorPage('cuidadores'), label: o.openQueue }}
      />
      <Count
        label={o.renewalsWaiting}
        value={s.renovacoesPendentes}
        icon={FileClock}
        urgent={s.renovacoesPendentes > 0}
        link={{ to: paths.operadorPage('renovacoes'), label: o.navRenewals }}
      />
      <Count label={o.reportsOpen} value={s.denunciasAbertas} icon={Flag} urgent={s.denunciasAbertas > 0} link={{ to: paths.operadorPage('denuncias'), label: o.openReports }} />
      <Count label={o.disputesOpen} value={s.disputasAbertas} icon={Scale} urgent={s.disputasAbertas > 0} link={{ to: paths.operadorPage('disputas'), label: o.openDisputes }} />
      <Count label={o.paymentsStuck} value={s.pagamentosParados} icon={Banknote} urgent={s.pagamentosParados > 0} link={{ to: paths.operadorPage('pagamentos'), label: o.openPayments }} />
      <Count label={o.pendingBookings} value={s.reservasPendentesAntigas} icon={CalendarClock} urgent={s.reservasPendentesAntigas > 0} />
      <Count label={o.failedEmails} value={s.emailsFalhos} icon={s.emailsFalhos > 0 ? AlertTriangle : MailX} urgent={s.emailsFalhos > 0} />
    </ul>
  );
}
