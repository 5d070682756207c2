import { messages } from '@cuidar/domain/messages';
import { formatTime } from '@cuidar/domain/date-format';
import { paths } from '@cuidar/domain/routes';
import type { VisitResponse } from '@cuidar/domain/visits';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RequireSession } from '@/app/guards';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { useScanPresenceCode } from '@/features/visits/api/visit-actions';
import { VisitDay } from '@/features/visits/components/visit-days-card';
import { errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/head';

const v = messages.visits;

function resultTitle(answer: VisitResponse): string {
  if (answer.action === 'chegada' && answer.visit.checkIn) return v.checkedIn(formatTime(answer.visit.checkIn.at));
  if (answer.action === 'saida' && answer.visit.checkOut) return v.checkedOut(formatTime(answer.visit.checkOut.at));
  return answer.visit.checkOut ? v.visitDone : v.alreadyRecorded;
}

/**
 * Where a family's 'QR de presença' leads (docs/product.md#visits): the signed-in caregiver's
 * arrival or departure is recorded as the page opens, with the server's time. Sent once per visit
 * of the page (a reload asks again, and a repeated scan changes nothing).
 */
function Scan({ codigo }: { codigo: string }) {
  const scan = useScanPresenceCode();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !codigo) return;
    sent.current = true;
    scan.mutate(codigo);
  }, [codigo, scan]);

  if (!codigo) return <Alert tone="info">{v.scanMissing}</Alert>;
  if (scan.isError) {
    return (
      <Alert tone="error" role="alert" title={errorMessage(scan.error)}>
        <p>{v.caregiverDescription}</p>
      </Alert>
    );
  }
  if (!scan.isSuccess) return <LoadingBlock label={v.scanWorking} />;
  return (
    <div className="space-y-4">
      <Alert tone="success" role="status" icon={<CheckCircle2 aria-hidden="true" />} title={resultTitle(scan.data)} />
      <ul>
        <VisitDay visit={scan.data.visit} side="cuidador" />
      </ul>
    </div>
  );
}

export function Component() {
  usePageMeta(v.scanTitle);
  const [params] = useSearchParams();
  return (
    <RequireSession role="cuidador">
      <div className="mx-auto max-w-xl space-y-4 p-4">
        <h1 className="text-2xl font-bold">{v.scanTitle}</h1>
        <Scan codigo={params.get('c') ?? ''} />
        <Button asChild variant="outline">
          <Link to={paths.dashboardPage('cuidador', 'agenda')}>{v.backToAgenda}</Link>
        </Button>
      </div>
    </RequireSession>
  );
}
