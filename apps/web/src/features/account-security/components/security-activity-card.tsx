import type { SecurityAction } from '@cuidar/domain/account-settings';
import { messages } from '@cuidar/domain/messages';
import { KeyRound, LogIn, ShieldAlert, ShieldCheck } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatRelativeDay } from '@cuidar/domain/date-format';
import { accountSecurityCopy } from '@cuidar/domain/messages/screens/account-settings';
import { useSecurityActivity } from '../api/security-activity';

const warnings = new Set<SecurityAction>(['sign_in_failed', 'account_locked', 'two_factor_disabled']);
const signIns = new Set<SecurityAction>(['sign_in', 'sign_in_unlocked', 'recovery_code_used']);

function iconOf(action: SecurityAction) {
  if (warnings.has(action)) return ShieldAlert;
  if (signIns.has(action)) return LogIn;
  if (action === 'two_factor_enabled' || action === 'recovery_codes_renewed') return ShieldCheck;
  return KeyRound;
}

/** 'Atividade recente de segurança': sign-ins, failures, lockouts and changes of the account. */
export function SecurityActivityCard() {
  const activity = useSecurityActivity();
  const a = messages.securityActivity;
  const c = accountSecurityCopy.activity;
  return (
    <Card role="region" aria-labelledby="atividade-titulo">
      <CardHeader>
        <CardTitle id="atividade-titulo">{c.title}</CardTitle>
        <CardDescription>{c.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {activity.isPending && (
          <div className="space-y-3" aria-label={c.loading}>
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        )}
        {activity.isError && <Alert tone="error">{errorMessage(activity.error, a.loadFailed)}</Alert>}
        {activity.data && activity.data.length === 0 && <p className="text-slate-600">{a.empty}</p>}
        {activity.data && activity.data.length > 0 && (
          <ul className="divide-y divide-slate-200">
            {activity.data.map((event) => {
              const Icon = iconOf(event.action);
              const warning = warnings.has(event.action);
              return (
                <li key={event.id} className="grid grid-cols-[2.5rem_1fr] items-start gap-x-3 py-3 first:pt-0 last:pb-0">
                  <span className={`flex size-10 items-center justify-center rounded-full ${warning ? 'bg-amber-100 text-amber-900' : 'bg-brand-50 text-brand-800'}`}>
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">{a[event.action]}</p>
                    <p className="text-sm text-slate-600">
                      {formatRelativeDay(event.at)}
                      {event.device && <> · {event.device}</>}
                      {event.ipAddress && c.ip(event.ipAddress)}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
