import { formatCentavos } from '@cuidar/domain/format';
import { messages } from '@cuidar/domain/messages';
import { receiptsCopy } from '@cuidar/domain/messages/screens/receipts';
import { receiptNumberText, type ReceiptDto } from '@cuidar/domain/receipts';
import { Download, FlaskConical } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { receiptPdfUrl } from '../api/get-receipt';

const r = messages.receipts;

/** One receipt as the page shows it; the PDF is laid out from the same fields on the server. */
export function ReceiptView({ receipt }: { receipt: ReceiptDto }) {
  const last = receipt.lines.length - 1;
  return (
    <Card>
      <CardHeader>
        <p className="text-sm font-semibold text-teal-800">{receiptsCopy.brand}</p>
        <h1 className="text-2xl font-bold text-slate-900">{receipt.title}</h1>
        <p className="text-slate-700">{r.number(receiptNumberText(receipt.number))}</p>
      </CardHeader>
      <CardContent className="space-y-5">
        {receipt.isSandbox && (
          <Alert tone="info" icon={<FlaskConical aria-hidden="true" className="size-5" />}>
            <p>{receipt.kind === 'payout' ? r.sandboxPayout : r.sandbox}</p>
          </Alert>
        )}
        <dl className="grid grid-cols-[minmax(0,1fr)] gap-x-6 gap-y-2 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
          {receipt.fields.map((field) => (
            <div key={field.label} className="contents">
              <dt className="font-semibold text-slate-700">{field.label}</dt>
              <dd className="mb-2 min-w-0 text-slate-900 [overflow-wrap:anywhere] sm:mb-0">{field.value}</dd>
            </div>
          ))}
        </dl>
        <section aria-labelledby="recibo-valores">
          <h2 id="recibo-valores" className="text-lg font-bold text-slate-900">
            {r.amount}
          </h2>
          <dl className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
            {receipt.lines.map((line, i) => (
              <div key={line.label} className={`flex justify-between gap-4 px-3 py-2 ${i === last ? 'font-bold' : ''}`}>
                <dt>{line.label}</dt>
                <dd>{formatCentavos(line.amountCents)}</dd>
              </div>
            ))}
          </dl>
        </section>
        {receipt.note && <p className="text-slate-700">{receipt.note}</p>}
        <Button asChild>
          <a href={receiptPdfUrl(receipt.id)} download>
            <Download aria-hidden="true" className="size-4" />
            {r.download}
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
