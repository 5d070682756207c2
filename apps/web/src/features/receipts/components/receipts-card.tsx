import { formatShortDate } from '@cuidar/domain/date-format';
import { formatCentavos } from '@cuidar/domain/format';
import { messages } from '@cuidar/domain/messages';
import { receiptsCopy } from '@cuidar/domain/messages/screens/receipts';
import { receiptNumberText } from '@cuidar/domain/receipts';
import { paths } from '@cuidar/domain/routes';
import { ReceiptText } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useReceipts } from '../api/get-receipts';

const r = messages.receipts;

/** 'Pagamentos e recibos' on the family dashboard (docs/product.md#receipts). */
export function ReceiptsCard() {
  const receipts = useReceipts();
  return (
    <Card className="p-5 md:col-span-2" role="region" aria-labelledby="recibos-titulo">
      <h2 id="recibos-titulo" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <ReceiptText aria-hidden="true" className="size-5 text-teal-700" />
        {r.cardTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{r.cardDescription}</p>
      {receipts.isPending ? (
        <div aria-busy="true" className="mt-4 space-y-3">
          <span className="sr-only">{receiptsCopy.loadingList}</span>
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : receipts.isError ? (
        <Alert tone="error" role="alert" className="mt-4" title={r.loadFailed}>
          <p>{errorMessage(receipts.error)}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void receipts.refetch()}>
            {receiptsCopy.retry}
          </Button>
        </Alert>
      ) : receipts.data.length === 0 ? (
        <p className="mt-3 text-slate-700">{r.empty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {receipts.data.map((receipt) => (
            <li key={receipt.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  {receipt.title} <span className="font-normal text-slate-700">· {formatShortDate(receipt.issuedAt)}</span>
                </p>
                <p className="text-sm text-slate-700">{receipt.description}</p>
                <p className="text-sm text-slate-600">{r.number(receiptNumberText(receipt.number))}</p>
              </div>
              <div className="flex items-center justify-between gap-3 sm:justify-end">
                <span className="font-bold text-slate-900">{formatCentavos(receipt.amountCents)}</span>
                <Button asChild variant="outline" size="sm">
                  <Link to={paths.recibo(receipt.id)} aria-label={receiptsCopy.openLabel(r.open, receipt.title, formatShortDate(receipt.issuedAt))}>
                    {r.open}
                  </Link>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
