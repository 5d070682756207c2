import type { AccountSessionDto } from '@cuidar/domain/account-settings';
import { messages } from '@cuidar/domain/messages';
import { Monitor, Smartphone } from 'lucide-react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatRelativeDay, formatShortDate, formatTime } from '@cuidar/domain/date-format';
import { accountSecurityCopy } from '@cuidar/domain/messages/screens/account-settings';
import { useAccountSessions, useRevokeOtherSessions, useRevokeSession } from '../api/sessions';

const isPhone = (device: string) => /Android|iPhone|iPad/.test(device);

const c = accountSecurityCopy.sessions;

function SessionRow({ session }: { session: AccountSessionDto }) {
  const revoke = useRevokeSession();
  const Icon = isPhone(session.device) ? Smartphone : Monitor;
  const pending = revoke.isPending && revoke.variables === session.id;
  // mutateAsync, not mutate's callbacks: this row leaves the list once the refreshed sessions arrive,
  // and callbacks given to mutate are dropped when their component unmounts (the toast was lost).
  const onRevoke = () =>
    revoke.mutateAsync(session.id).then(
      (result) => toast.success(result.message),
      (error: unknown) => toast.error(errorMessage(error)),
    );
  return (
    <li className="grid grid-cols-[2.5rem_1fr] items-start gap-x-3 py-4 first:pt-0 last:pb-0 sm:grid-cols-[2.5rem_1fr_auto]">
      <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-800">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          {session.device}
          {session.isCurrent && <Badge variant="success">{c.currentBadge}</Badge>}
        </p>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-slate-600">
          <dt className="font-medium text-slate-700">{c.ipLabel}</dt>
          <dd className="break-all">{session.ipAddress ?? c.ipUnknown}</dd>
          <dt className="font-medium text-slate-700">{c.createdLabel}</dt>
          <dd>
            {formatShortDate(session.createdAt)}, {formatTime(session.createdAt)}
          </dd>
          <dt className="font-medium text-slate-700">{c.lastActiveLabel}</dt>
          <dd>{formatRelativeDay(session.lastActiveAt)}</dd>
        </dl>
      </div>
      {!session.isCurrent && (
        <Button
          variant="outline"
          size="sm"
          onClick={onRevoke}
          disabled={pending}
          aria-label={c.revokeLabel(session.device)}
          className="col-start-2 mt-3 justify-self-start sm:col-start-3 sm:row-start-1 sm:mt-0"
        >
          {pending ? <Spinner label={c.revoking} /> : c.revokeButton}
        </Button>
      )}
    </li>
  );
}

/** The devices where the account is signed in; any other one can be signed out from here. */
export function SessionsCard() {
  const query = useAccountSessions();
  const revokeOthers = useRevokeOtherSessions();
  const sessions = query.data ?? [];
  const others = sessions.filter((s) => !s.isCurrent).length;
  const onRevokeOthers = () =>
    revokeOthers.mutate(undefined, {
      onSuccess: (result) => toast.success(result.message),
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <Card role="region" aria-labelledby="sessoes-titulo">
      <CardHeader>
        <CardTitle id="sessoes-titulo">{c.title}</CardTitle>
        <CardDescription>{c.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending && (
          <div className="space-y-3" aria-busy="true">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        )}
        {query.isError && (
          <Alert tone="error" title={messages.settings.sessionsLoadFailed}>
            <Button variant="link" size="sm" onClick={() => void query.refetch()}>
              {c.retry}
            </Button>
          </Alert>
        )}
        {query.isSuccess && (
          <>
            <ul className="divide-y divide-slate-200">
              {sessions.map((session) => (
                <SessionRow key={session.id} session={session} />
              ))}
            </ul>
            {others > 0 ? (
              <div className="mt-4 border-t border-slate-200 pt-4">
                <Button variant="outline" onClick={onRevokeOthers} disabled={revokeOthers.isPending}>
                  {revokeOthers.isPending ? <Spinner label={c.revoking} /> : c.revokeOthers(others)}
                </Button>
              </div>
            ) : (
              <p className="mt-4 text-sm text-slate-600">{c.noOthers}</p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
