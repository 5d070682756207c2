import type { BookingPaymentMethod } from '@cuidar/domain/booking-payments';
import { formatCentavos } from '@cuidar/domain/format';
import { messages } from '@cuidar/domain/messages';
import { bookingsPaymentCopy } from '@cuidar/domain/messages/screens/bookings-payment';
import { paths } from '@cuidar/domain/routes';
import { CreditCard, FlaskConical, QrCode } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { RequireSession } from '@/app/guards';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { LoadingBlock, Spinner } from '@/components/ui/spinner';
import { useBookingPayment, useConfirmSandboxBookingPayment, useStartBookingPayment } from '@/features/bookings/api/booking-payment';
import { errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/head';

const p = messages.bookingPayment;

/** mm:ss left until `deadline`, never below zero. */
function useCountdown(deadline: string | null): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  if (!deadline) return null;
  const left = Math.max(0, Math.floor((Date.parse(deadline) - now) / 1000));
  return `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
}

/**
 * Paying one booking request (docs/product.md#booking-payments): the server's amounts, card or Pix,
 * a 30-minute countdown, and polling until the provider's event confirms; then the success page.
 */
function BookingPayment({ id }: { id: string }) {
  const [method, setMethod] = useState<BookingPaymentMethod | undefined>(undefined);
  const payment = useBookingPayment(id, method);
  const start = useStartBookingPayment(id);
  const confirm = useConfirmSandboxBookingPayment(id);
  const navigate = useNavigate();
  const countdown = useCountdown(payment.data?.expiresAt ?? null);
  const status = payment.data?.status;

  useEffect(() => {
    if (status && status !== 'aguardando_pagamento' && payment.data?.isPaid) {
      toast.success(p.paid);
      navigate(`${paths.reservaSuccess}?reserva=${encodeURIComponent(id)}`, { replace: true });
    }
  }, [status, payment.data?.isPaid, id, navigate]);

  if (payment.isPending) return <LoadingBlock />;
  if (payment.isError) return <Alert tone="error" title={messages.generic.error}>{errorMessage(payment.error)}</Alert>;
  const data = payment.data;
  if (data.status !== 'aguardando_pagamento') {
    return (
      <Alert tone={data.isPaid ? 'success' : 'warning'} title={data.isPaid ? p.paid : p.notPayable}>
        {!data.isPaid && <p>{data.status === 'expirada' ? p.expired : p.notPayable}</p>}
        <Link to={paths.dashboardPage('familia', 'reservas')} className="mt-2 inline-block font-semibold underline underline-offset-4">
          {bookingsPaymentCopy.payment.myBookings}
        </Link>
      </Alert>
    );
  }

  const isSandbox = data.provider === 'sandbox';
  const choose = (chosen: BookingPaymentMethod) => {
    setMethod(chosen);
    start.mutate(chosen, {
      onSuccess: (answer) => {
        if (answer.attempt?.redirectUrl) window.location.assign(answer.attempt.redirectUrl);
      },
      onError: (error) => toast.error(errorMessage(error, p.startFailed)),
    });
  };
  const simulate = (chosen: BookingPaymentMethod) =>
    confirm.mutate(chosen, { onError: (error) => toast.error(errorMessage(error, p.startFailed)) });
  const pix = method === 'pix' ? data.attempt?.pix : null;

  return (
    <Card>
      <CardHeader>
        <h1 className="text-xl font-semibold">{p.pageTitle}</h1>
        {isSandbox && (
          <p className="inline-flex items-center gap-2 text-sm font-semibold text-amber-700">
            <FlaskConical className="size-4" aria-hidden /> {p.sandboxBadge} — {p.sandboxNote}
          </p>
        )}
      </CardHeader>
      <CardContent className="space-y-4">
        {data.modalidade === 'avulso' ? (
          // A 'Plantão Avulso': the fixed price, the caregiver's share and the fee inside it (docs/product.md#single-shift).
          <dl className="grid grid-cols-2 gap-1 text-sm">
            <dt className="col-span-2 font-semibold">{messages.singleShift.requestLabel}</dt>
            <dt>{messages.singleShift.caregiverShareLabel}</dt>
            <dd className="text-right">{formatCentavos(data.subtotalCentavos)}</dd>
            <dt>{messages.singleShift.feeLabel}</dt>
            <dd className="text-right">{formatCentavos(data.taxaServicoCentavos)}</dd>
            <dt className="font-semibold">{p.total}</dt>
            <dd className="text-right font-semibold">{formatCentavos(data.totalCentavos)}</dd>
          </dl>
        ) : (
          <dl className="grid grid-cols-2 gap-1 text-sm">
            <dt>{p.pricePerDay}</dt>
            <dd className="text-right">{formatCentavos(data.precoDiaCentavos)}</dd>
            <dt>{p.days}</dt>
            <dd className="text-right">{data.dias}</dd>
            <dt>{p.subtotal}</dt>
            <dd className="text-right">{formatCentavos(data.subtotalCentavos)}</dd>
            <dt>{p.feeNoPercent}</dt>
            <dd className="text-right">{formatCentavos(data.taxaServicoCentavos)}</dd>
            <dt className="font-semibold">{p.total}</dt>
            <dd className="text-right font-semibold">{formatCentavos(data.totalCentavos)}</dd>
          </dl>
        )}
        {countdown && <p role="timer" className="text-sm">{p.timeLeft(countdown)}</p>}
        <p className="text-sm text-muted-foreground">{p.holdNote}</p>
        <p className="text-sm font-medium">{p.chooseMethod}</p>
        <div className="flex flex-wrap gap-2">
          {isSandbox ? (
            <Button onClick={() => simulate('card')} disabled={confirm.isPending}>
              <CreditCard className="size-4" aria-hidden /> {p.payWithTestCard}
            </Button>
          ) : (
            <Button onClick={() => choose('card')} disabled={start.isPending}>
              <CreditCard className="size-4" aria-hidden /> {p.payWithCard}
            </Button>
          )}
          <Button variant="outline" onClick={() => choose('pix')} disabled={start.isPending}>
            <QrCode className="size-4" aria-hidden /> {p.pix}
          </Button>
        </div>
        {pix && (
          <div className="space-y-2">
            <img src={pix.qrImage} alt={p.pixQrAlt} width={256} height={256} />
            <label className="block text-sm font-medium" htmlFor="pix-code">
              {p.pixCopyPaste}
            </label>
            <textarea id="pix-code" readOnly value={pix.code} className="w-full rounded border p-2 font-mono text-xs" rows={3} />
            <Button
              variant="outline"
              size="sm"
              onClick={() => void navigator.clipboard?.writeText(pix.code).then(() => toast.success(p.pixCopied))}
            >
              {p.pixCopy}
            </Button>
            {isSandbox && (
              <Button onClick={() => simulate('pix')} disabled={confirm.isPending}>
                {p.simulatePix}
              </Button>
            )}
          </div>
        )}
        {(confirm.isPending || (method && !isSandbox)) && (
          <p className="inline-flex items-center gap-2 text-sm">
            <Spinner /> {p.waiting}
          </p>
        )}
        <p className="text-xs text-muted-foreground">{p.refundNote}</p>
      </CardContent>
    </Card>
  );
}

export function Component() {
  usePageMeta(p.pageTitle);
  const { id = '' } = useParams();
  return (
    <RequireSession role="familia">
      <main className="mx-auto max-w-lg p-4">
        <BookingPayment id={id} />
      </main>
    </RequireSession>
  );
}
