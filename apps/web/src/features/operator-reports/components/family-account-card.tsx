import { formatDateRange, formatDateTime } from '@cuidar/domain/date-format';
import { messages } from '@cuidar/domain/messages';
import { operatorReportsCopy } from '@cuidar/domain/messages/screens/operator-reports';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { LoadingBlock, Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useFamilyAccount, useLiftFamilySuspension } from '../api/family-account';

const m = messages.reports;
const c = operatorReportsCopy.familyAccount;

/**
 * A reported family's account (docs/product.md#family-suspension): active or suspended since when
 * and why, the confirmed bookings still to end (never cancelled automatically: the operator calls
 * each family and caregiver), and 'Retirar suspensão' with a reason.
 */
export function FamilyAccountCard({ familyId }: { familyId: string }) {
  const account = useFamilyAccount(familyId);
  const lift = useLiftFamilySuspension(familyId);
  const [lifting, setLifting] = useState(false);
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string>();

  let body;
  if (account.isPending) body = <LoadingBlock />;
  else if (account.isError) body = <p role="alert">{errorMessage(account.error)}</p>;
  else {
    const a = account.data;
    body = (
      <div className="space-y-4">
        <p>
          <Badge variant={a.suspensa ? 'warning' : 'neutral'}>{a.suspensa && a.suspensaEm ? m.familySuspendedSince(formatDateTime(a.suspensaEm)) : m.familyActive}</Badge>
        </p>
        {a.suspensa && a.motivo && <p className="whitespace-pre-wrap text-slate-800">{a.motivo}</p>}
        <div className="space-y-2">
          <h3 className="font-semibold text-slate-900">{m.familyConfirmedBookings}</h3>
          {a.reservasConfirmadas.length === 0 ? (
            <p className="text-slate-700">{m.familyNoConfirmedBookings}</p>
          ) : (
            <>
              {a.suspensa && <Alert tone="warning">{m.familyConfirmedHint}</Alert>}
              <ul className="space-y-2">
                {a.reservasConfirmadas.map((b) => (
                  <li key={b.id} className="rounded-lg border border-slate-200 p-3 text-slate-800">
                    <p className="font-medium">{b.cuidador}</p>
                    <p className="text-sm">
                      {formatDateRange(b.dataInicio, b.dataFim)}, {b.horaInicio}–{b.horaFim}
                    </p>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        {a.suspensa && !lifting && (
          <Button variant="outline" onClick={() => setLifting(true)}>
            {m.familyLift}
          </Button>
        )}
        {a.suspensa && lifting && (
          <form
            noValidate
            aria-label={m.familyLift}
            className="space-y-3"
            onSubmit={(e) => {
              e.preventDefault();
              if (!motivo.trim()) {
                setError(m.familyLiftReasonRequired);
                return;
              }
              setError(undefined);
              lift.mutate(motivo, {
                onSuccess: (answer) => {
                  toast.success(answer.message);
                  setLifting(false);
                  setMotivo('');
                },
                onError: (e) => toast.error(errorMessage(e)),
              });
            }}
          >
            <FormField label={m.familyLiftReason} error={error}>
              <Textarea rows={3} maxLength={2000} value={motivo} onChange={(e) => setMotivo(e.target.value)} autoFocus />
            </FormField>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={lift.isPending} aria-busy={lift.isPending}>
                {lift.isPending ? <Spinner label={c.saving} /> : m.familyLift}
              </Button>
              <Button type="button" variant="outline" onClick={() => setLifting(false)}>
                {c.cancel}
              </Button>
            </div>
          </form>
        )}
      </div>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.familyAccountTitle}</CardTitle>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
