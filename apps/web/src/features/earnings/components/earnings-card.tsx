import { BOOKING_RELEASE_DELAY_HOURS } from '@cuidar/domain/booking-money';
import { formatWeekdayDayMonth } from '@cuidar/domain/date-format';
import { formatCentavos } from '@cuidar/domain/format';
import { messages } from '@cuidar/domain/messages';
import type { EarningsDto } from '@cuidar/domain/payouts';
import { paths } from '@cuidar/domain/routes';
import { Wallet } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useEarnings } from '../api/get-earnings';

/** How the money moves, in the caregiver's words (docs/product.md#earnings). */
export function PaymentRule({ earnings }: { earnings: Pick<EarningsDto, 'minimumPayoutCents'> }) {
  return (
    <p className="text-sm text-slate-600">
      A família paga a reserva pelo Cuidar e o valor fica guardado. {BOOKING_RELEASE_DELAY_HOURS} horas depois que cada dia de atendimento termina, o seu preço daquele
      dia fica disponível. Uma vez por semana, o saldo disponível (a partir de {formatCentavos(earnings.minimumPayoutCents)}) é transferido para sua chave Pix.
    </p>
  );
}

const Figure = ({ label, value, hint, strong = false }: { label: string; value: number; hint: string; strong?: boolean }) => (
  <div>
    <dt className="text-sm font-semibold text-slate-700">{label}</dt>
    <dd className={strong ? 'text-2xl font-extrabold text-slate-900' : 'text-xl font-bold text-slate-900'}>{formatCentavos(value)}</dd>
    <dd className="text-sm text-slate-600">{hint}</dd>
  </div>
);

/** The three figures of 'Saldo e Ganhos' and when the next transfer happens. */
export function EarningsFigures({ earnings, compact = false }: { earnings: EarningsDto; compact?: boolean }) {
  return (
    <>
      <dl className={compact ? 'grid gap-3' : 'grid gap-4 sm:grid-cols-3'}>
        <Figure label="Disponível" value={earnings.availableCents} hint="Liberado, aguardando a próxima transferência" strong />
        <Figure label="A receber" value={earnings.heldCents} hint="Atendimentos pagos ainda não liberados" />
        <Figure label="Já transferido" value={earnings.paidOutCents} hint="Enviado para sua chave Pix" />
      </dl>
      <p className="rounded-lg bg-slate-50 p-3 text-slate-800">
        Próxima transferência: <strong>{formatWeekdayDayMonth(earnings.nextPayoutDate)}</strong>
        {earnings.availableCents >= earnings.minimumPayoutCents && earnings.hasPayoutKey ? ` — ${formatCentavos(earnings.availableCents)} disponível até agora.` : '.'}
      </p>
      {!earnings.hasPayoutKey && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-amber-900">
          Cadastre sua chave Pix para receber as transferências.{' '}
          <Link to={paths.dashboardPage('cuidador', 'perfil')} className="font-semibold underline underline-offset-4">
            Cadastrar chave Pix
          </Link>
        </p>
      )}
    </>
  );
}

/** 'Saldo e Ganhos' on the dashboard: the ledger's figures and a way to the full page. */
export function EarningsCard() {
  const query = useEarnings();
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex-row items-center gap-2">
        <Wallet aria-hidden="true" className="size-5 text-brand-700" />
        <CardTitle id={titleId}>Saldo e Ganhos</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {query.isPending ? (
          <Skeleton className="h-32" aria-label="Carregando seus ganhos" />
        ) : query.isError ? (
          <div role="alert" className="space-y-2">
            <p className="text-red-800">{errorMessage(query.error, messages.payouts.loadFailed)}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              Tentar novamente
            </Button>
          </div>
        ) : (
          <>
            <EarningsFigures earnings={query.data} compact />
            {query.data.bookings.length === 0 && query.data.availableCents === 0 && (
              <p className="text-slate-600">Nenhum atendimento pago ainda. Quando uma família pagar uma reserva que você aceitou, o valor aparece aqui.</p>
            )}
            <Button asChild variant="outline" className="w-full">
              <Link to={paths.dashboardPage('cuidador', 'ganhos')}>Ver ganhos e extratos</Link>
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
