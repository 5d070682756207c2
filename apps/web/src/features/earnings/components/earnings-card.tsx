import { PAYMENT_WEEKDAY_LABEL, type EarningsDto } from '@cuidar/domain/payouts';
import { messages } from '@cuidar/domain/messages';
import { Wallet } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatCentavos } from '@cuidar/domain/format';
import { formatShortDate } from '@cuidar/domain/date-format';
import { useEarnings } from '../api/get-earnings';

const dateOnly = (date: string) => formatShortDate(`${date}T12:00:00Z`);

/** How the money moves, in the person's words (ADR 0009). */
export function PaymentRule() {
  return (
    <p className="text-sm text-slate-600">
      O valor de cada dia é liberado depois que o serviço termina. Os dias concluídos de segunda a domingo são pagos na {PAYMENT_WEEKDAY_LABEL} seguinte.
    </p>
  );
}

function History({ earnings }: { earnings: EarningsDto }) {
  if (earnings.history.length === 0) return <p className="text-slate-600">Nenhum serviço concluído ainda.</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {earnings.history.map((entry, i) => (
        <li key={`${entry.date}-${i}`} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span>
            <span className="block font-semibold text-slate-900">Serviço de {dateOnly(entry.date)}</span>
            <span className="block text-sm text-slate-600">
              {entry.paid ? `Pago em ${dateOnly(entry.paymentDate)}` : `Pagamento previsto para ${dateOnly(entry.paymentDate)}`}
            </span>
          </span>
          <span className="flex items-center gap-2">
            <span className="font-bold">{formatCentavos(entry.amountCents)}</span>
            {entry.paid ? <Badge variant="success">Pago</Badge> : <Badge variant="warning">A receber</Badge>}
          </span>
        </li>
      ))}
    </ul>
  );
}

const Figure = ({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) => (
  <div>
    <dt className="text-sm text-slate-600">{label}</dt>
    <dd className={strong ? 'text-2xl font-extrabold text-slate-900' : 'text-lg font-bold text-slate-900'}>{formatCentavos(value)}</dd>
  </div>
);

/** 'Saldo e Ganhos' from the caregiver's confirmed and concluded bookings. */
export function EarningsCard() {
  const query = useEarnings();
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-2">
        <Wallet aria-hidden="true" className="size-5 text-brand-700" />
        <CardTitle>Saldo e Ganhos</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {query.isPending ? (
          <Skeleton className="h-32" />
        ) : query.isError ? (
          <div role="alert" className="space-y-2">
            <p className="text-red-800">{errorMessage(query.error, messages.generic.error)}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              Tentar novamente
            </Button>
          </div>
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-4">
              <div className="col-span-2">
                <Figure label="Saldo a receber" value={query.data.balanceCents} strong />
              </div>
              <Figure label="Este mês" value={query.data.thisMonthCents} />
              <Figure label="Mês passado" value={query.data.lastMonthCents} />
              <Figure label="Total ganho" value={query.data.totalCents} />
              <Figure label="Previsto (reservas confirmadas)" value={query.data.expectedCents} />
            </dl>
            <p className="rounded-lg bg-slate-50 p-3 text-slate-800">
              {query.data.nextPayment ? (
                <>
                  Próximo pagamento: <strong>{dateOnly(query.data.nextPayment.date)}</strong> — {formatCentavos(query.data.nextPayment.amountCents)}
                </>
              ) : (
                'Nenhum pagamento previsto por enquanto.'
              )}
            </p>
            <PaymentRule />
            <Dialog>
              <DialogTrigger asChild>
                <Button variant="outline" className="w-full">
                  Ver histórico completo
                </Button>
              </DialogTrigger>
              <DialogContent title="Histórico de ganhos" description="Valores dos dias de serviço concluídos.">
                <History earnings={query.data} />
                <div className="mt-4">
                  <PaymentRule />
                </div>
              </DialogContent>
            </Dialog>
          </>
        )}
      </CardContent>
    </Card>
  );
}
