import type { ConsentOverviewDto } from '@cuidar/domain/account-settings';
import { messages } from '@cuidar/domain/messages';
import { paths } from '@cuidar/domain/routes';
import { ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@cuidar/domain/date-format';
import { consentsCopy } from '@cuidar/domain/messages/screens/account-settings';
import { isHealthConsentOutdated, useConsents, useUpdateConsent } from '../api/consents';
import { AcceptConsentButton } from './accept-consent-button';
import { HealthConsentRenewal } from './health-consent-renewal';

const c = consentsCopy;

function WithdrawDialog({ consent }: { consent: ConsentOverviewDto }) {
  const w = c.withdraw;
  const [open, setOpen] = useState(false);
  const update = useUpdateConsent();
  const onConfirm = () =>
    update.mutate(
      { kind: consent.kind, accepted: false },
      {
        onSuccess: (result) => {
          setOpen(false);
          toast.success(result.message);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <ShieldOff aria-hidden="true" className="size-5" />
        {w.button}
      </Button>
      <DialogContent
        title={w.title}
        description={w.description}
      >
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">{w.keepButton}</Button>
          </DialogClose>
          <Button variant="danger" onClick={onConfirm} disabled={update.isPending} aria-busy={update.isPending}>
            {update.isPending ? <Spinner label={w.confirming} /> : w.confirmButton}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function ConsentItem({ consent }: { consent: ConsentOverviewDto }) {
  const h = c.healthData;
  const outdated = isHealthConsentOutdated(consent);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-bold text-slate-900">{h.title}</h3>
        {consent.active ? <Badge variant="success">{h.activeBadge}</Badge> : <Badge variant="neutral">{h.inactiveBadge}</Badge>}
      </div>
      {outdated && consent.active && <p className="font-semibold text-slate-800">{h.inForceTextLabel(consent.active.version)}</p>}
      <blockquote className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-800">“{consent.active?.text ?? consent.text}”</blockquote>
      {consent.active ? (
        <p className="text-slate-700">{h.acceptedAt(formatDateTime(consent.active.acceptedAt), consent.active.version)}</p>
      ) : (
        <p className="text-slate-700">
          {h.missingBefore}
          <Link to={paths.dashboardPage('familia', 'perfil')} className="font-semibold text-brand-700 underline underline-offset-4">
            {h.missingLink}
          </Link>
          {h.missingAfter}
        </p>
      )}
      <HealthConsentRenewal consent={consent} />
      <div className="flex flex-wrap gap-3">
        {consent.active ? (
          <WithdrawDialog consent={consent} />
        ) : (
          <AcceptConsentButton kind={consent.kind} label={h.acceptButton} pendingLabel={h.accepting} />
        )}
      </div>
      {consent.history.length > 0 && (
        <details className="rounded-lg border border-slate-200 p-3 text-sm">
          <summary className="cursor-pointer font-semibold text-slate-800">{h.historySummary(consent.history.length)}</summary>
          <ul className="mt-2 space-y-1 text-slate-700">
            {consent.history.map((record) => (
              <li key={record.acceptedAt}>
                {h.historyItem(formatDateTime(record.acceptedAt), record.version)}
                {record.withdrawnAt
                  ? h.historyWithdrawn(formatDateTime(record.withdrawnAt))
                  : record.replacedAt
                    ? h.historyReplaced(formatDateTime(record.replacedAt))
                    : h.historyInForce}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

/** The consents the person gave (LGPD): what is in force, since when, and the way to withdraw. */
export function ConsentsCard() {
  const query = useConsents();
  return (
    <Card role="region" aria-labelledby="consentimentos-titulo">
      <CardHeader>
        <CardTitle id="consentimentos-titulo">{c.title}</CardTitle>
        <CardDescription>{c.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending && <Skeleton className="h-32" />}
        {query.isError && <Alert tone="error" title={messages.settings.consentsLoadFailed} />}
        {query.isSuccess && query.data.length === 0 && <p className="text-slate-600">{c.empty}</p>}
        {query.data?.map((consent) => (
          <ConsentItem key={consent.kind} consent={consent} />
        ))}
      </CardContent>
    </Card>
  );
}
