import { messages } from '@cuidar/domain/messages';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingBlock } from '@/components/ui/spinner';
import { useEarnings } from '@/features/earnings/api/get-earnings';
import { EarningsFigures, PaymentRule } from '@/features/earnings/components/earnings-card';
import { EarningsBookings, PayoutList } from '@/features/earnings/components/earnings-history';
import { StatementDownload } from '@/features/earnings/components/statement-download';
import { errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/head';
import { earningsCopy } from '@cuidar/domain/messages/screens/earnings';

/** 'Saldo e Ganhos': the figures, each paid booking, the transfers and the monthly statement. */
export function Component() {
  const c = earningsCopy.page;
  usePageMeta(earningsCopy.common.title);
  const query = useEarnings();

  let body;
  if (query.isPending) body = <LoadingBlock label={c.loading} />;
  else if (query.isError)
    body = (
      <div role="alert" className="space-y-2">
        <p className="font-semibold text-red-800">{messages.payouts.loadFailed}</p>
        <p className="text-slate-700">{errorMessage(query.error)}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {earningsCopy.common.retry}
        </Button>
      </div>
    );
  else
    body = (
      <div className="grid gap-6 xl:grid-cols-3">
        <Card className="xl:col-span-3">
          <CardContent className="space-y-4 pt-6">
            <EarningsFigures earnings={query.data} />
            <PaymentRule earnings={query.data} />
          </CardContent>
        </Card>
        <Card className="xl:col-span-2">
          <CardHeader>
            <CardTitle>{c.bookingsTitle}</CardTitle>
          </CardHeader>
          <CardContent>
            <EarningsBookings earnings={query.data} />
          </CardContent>
        </Card>
        <div className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>{c.statementTitle}</CardTitle>
            </CardHeader>
            <CardContent>
              <StatementDownload today={query.data.today} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{c.payoutsTitle}</CardTitle>
            </CardHeader>
            <CardContent>
              <PayoutList payouts={query.data.payouts} />
            </CardContent>
          </Card>
        </div>
      </div>
    );

  return (
    <>
      <PageHeader title={earningsCopy.common.title} description={c.description} />
      {body}
    </>
  );
}
