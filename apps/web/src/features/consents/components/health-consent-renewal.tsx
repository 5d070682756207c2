import type { ConsentOverviewDto } from '@cuidar/domain/account-settings';
import { consentsCopy } from '@cuidar/domain/messages/screens/account-settings';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { isHealthConsentOutdated, useHealthConsent, useUpdateConsent } from '../api/consents';

const r = consentsCopy.renewal;

/**
 * The family accepted an older text of the health-data consent (docs/product.md#account-lgpd): what
 * changed, what waits for the new text, the new text word for word and the one button that accepts
 * it. Renders nothing when the consent in force is on the current text or there is none.
 */
export function HealthConsentRenewal({ consent, className }: { consent: ConsentOverviewDto | undefined; className?: string }) {
  const update = useUpdateConsent();
  if (!consent || !isHealthConsentOutdated(consent)) return null;
  const onAccept = () =>
    update.mutate(
      { kind: consent.kind, accepted: true },
      { onSuccess: (result) => toast.success(result.message), onError: (error) => toast.error(errorMessage(error)) },
    );
  return (
    <Alert tone="warning" icon={<ShieldAlert />} title={r.title} role="region" aria-label={r.title} className={className}>
      <div className="space-y-3 text-base">
        <p>{r.body}</p>
        <p className="font-semibold">{r.newTextLabel}</p>
        <blockquote className="rounded-lg border border-amber-200 bg-white p-3 text-slate-800">“{consent.text}”</blockquote>
        <Button onClick={onAccept} disabled={update.isPending} aria-busy={update.isPending}>
          {update.isPending ? (
            <Spinner label={r.accepting} />
          ) : (
            <>
              <ShieldCheck aria-hidden="true" className="size-5" />
              {r.acceptButton}
            </>
          )}
        </Button>
      </div>
    </Alert>
  );
}

/** The same notice where the family lands (its dashboard): reads the family's consents itself. */
export function HealthConsentRenewalNotice() {
  return <HealthConsentRenewal consent={useHealthConsent()} className="mb-6" />;
}
