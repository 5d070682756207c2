import { formatDateTime } from '@cuidar/domain/date-format';
import { messages } from '@cuidar/domain/messages';
import { visitsCopy } from '@cuidar/domain/messages/screens/visits';
import { Download, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { presenceQrPdfUrl, usePresenceQr, useRegeneratePresenceQr } from '../api/presence-qr';

const v = messages.visits;

/** The family's 'QR de presença' (docs/product.md#visits): the page to print and a new code when the old one is lost. */
export function PresenceQrCard() {
  const qr = usePresenceQr();
  const regenerate = useRegeneratePresenceQr();
  const [asking, setAsking] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{v.qrTitle}</CardTitle>
        <CardDescription>{v.qrDescription}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {qr.isPending && <Skeleton className="h-11" />}
        {qr.isError && (
          <p role="alert" className="text-slate-700">
            {errorMessage(qr.error)}
          </p>
        )}
        {qr.isSuccess && <p className="text-sm text-slate-600">{v.qrGeneratedAt(formatDateTime(qr.data.geradoEm))}</p>}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild>
            <a href={presenceQrPdfUrl} download>
              <Download aria-hidden="true" className="size-4" />
              {v.qrDownload}
            </a>
          </Button>
          <Button variant="outline" onClick={() => setAsking(true)}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {v.qrRegenerate}
          </Button>
        </div>
      </CardContent>
      <Dialog open={asking} onOpenChange={setAsking}>
        <DialogContent title={v.qrRegenerate} description={v.qrRegenerateConfirm}>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setAsking(false)}>
              {visitsCopy.qr.back}
            </Button>
            <Button
              disabled={regenerate.isPending}
              onClick={() =>
                regenerate.mutate(undefined, {
                  onSuccess: () => {
                    toast.success(v.qrRegenerated);
                    setAsking(false);
                  },
                  onError: (error) => toast.error(errorMessage(error)),
                })
              }
            >
              {v.qrRegenerate}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
