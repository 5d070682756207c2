import { describeHealthRead } from '@cuidar/domain/account-settings';
import { formatDateRange, formatDateTime } from '@cuidar/domain/date-format';
import { messages } from '@cuidar/domain/messages';
import { healthReadsCopy } from '@cuidar/domain/messages/screens/family-profile';
import { Eye } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useHealthDataReads } from '../api/health-data-reads';

/** 'Quem viu os dados de saúde': every read of the patient's data by a caregiver or an invited relative, newest first. */
export function HealthReadsCard() {
  const query = useHealthDataReads();
  const reads = query.data ?? [];
  return (
    <Card role="region" aria-labelledby="leituras-titulo">
      <CardHeader>
        <CardTitle id="leituras-titulo">{healthReadsCopy.title}</CardTitle>
        <CardDescription>
          {messages.settings.healthReadsDescription}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending && <Skeleton className="h-20" />}
        {query.isError && <Alert tone="error" title={messages.settings.healthReadsLoadFailed} />}
        {query.isSuccess && reads.length === 0 && <p className="text-slate-600">{messages.settings.healthReadsEmpty}</p>}
        {reads.length > 0 && (
          <ol className="divide-y divide-slate-200">
            {reads.map((read) => (
              <li key={read.id} className="flex gap-3 py-3 first:pt-0 last:pb-0">
                <Eye aria-hidden="true" className="mt-1 size-5 shrink-0 text-slate-500" />
                <div className="min-w-0">
                  <p className="text-slate-900">
                    <strong className="font-semibold">{read.reader.name}</strong>
                    {read.reader.papel === 'familiar' && ` (${messages.settings.healthReadsRelative})`} {describeHealthRead(read.fields)}
                  </p>
                  <p className="text-sm text-slate-600">
                    {formatDateTime(read.readAt)}
                    {read.booking && healthReadsCopy.booking(formatDateRange(read.booking.dataInicio, read.booking.dataFim))}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
