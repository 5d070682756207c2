import { messages } from '@cuidar/domain/messages';
import { receiptsCopy } from '@cuidar/domain/messages/screens/receipts';
import { homeFor } from '@cuidar/domain/routes';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { RequireSession } from '@/app/guards';
import { Alert } from '@/components/ui/alert';
import { LoadingBlock } from '@/components/ui/spinner';
import { useSession } from '@/features/auth/api/get-session';
import { useReceipt } from '@/features/receipts/api/get-receipt';
import { ReceiptView } from '@/features/receipts/components/receipt-view';
import { ApiError, errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/head';

const r = messages.receipts;

/** One receipt of a payment or refund (docs/product.md#receipts): only its owner may open it. */
function Receipt({ id }: { id: string }) {
  const receipt = useReceipt(id);
  const { data: user } = useSession();
  usePageMeta(receipt.data ? receipt.data.title : r.pageTitle);
  return (
    <>
      <Link to={homeFor(user?.role)} className="mb-4 inline-flex items-center gap-1 font-semibold text-brand-800 underline-offset-4 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {r.back}
      </Link>
      {receipt.isPending ? (
        <LoadingBlock label={receiptsCopy.loadingOne} />
      ) : receipt.isError ? (
        <Alert tone="error" role="alert" title={receipt.error instanceof ApiError && receipt.error.status === 404 ? r.notFound : r.loadFailed}>
          {!(receipt.error instanceof ApiError && receipt.error.status === 404) && <p>{errorMessage(receipt.error)}</p>}
        </Alert>
      ) : (
        <ReceiptView receipt={receipt.data} />
      )}
    </>
  );
}

export function Component() {
  const { id = '' } = useParams();
  return (
    <RequireSession>
      <div className="mx-auto max-w-2xl p-4">
        <Receipt id={id} />
      </div>
    </RequireSession>
  );
}
