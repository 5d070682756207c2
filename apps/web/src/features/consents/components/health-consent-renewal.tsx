import type { ConsentOverviewDto } from '@cuidar/domain/account-settings';
import { consentsCopy } from '@cuidar/domain/messages/screens/account-settings';
import { ShieldAlert } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { isHealthConsentOutdated, useHealthConsent } from '../api/consents';
import { AcceptConsentButton } from './accept-consent-button';

const r = consentsCopy.renewal;

/**
 * The family accepted an older text of the health-data consent (docs/product.md#account-lgpd): what
 * changed, what waits for the new text, the new text word for word and the one button that accepts
 * it. Renders nothing when the consent in force is on the current text or there is none.
 */
export function HealthConsentRenewal({ consent, className }: { consent: ConsentOverviewDto | undefined; className?: string }) {
  if (!consent || !isHealthConsentOutdated(consent)) return null;
  return (
    <Alert tone="warning" icon={<ShieldAlert />} title={r.title} role="region" aria-label={r.title} className={className}>
      <div className="space-y-3 text-base">
        <p>{r.body}</p>
        <p className="font-semibold">{r.newTextLabel}</p>
        <blockquote className="rounded-lg border border-amber-200 bg-white p-3 text-slate-800">“{consent.text}”</blockquote>
        <AcceptConsentButton kind={consent.kind} label={r.acceptButton} pendingLabel={r.accepting} />
      </div>
    </Alert>
  );
}

/** The same notice where the family lands (its dashboard): reads the family's consents itself. */
export function HealthConsentRenewalNotice() {
  return <HealthConsentRenewal consent={useHealthConsent()} className="mb-6" />;
}
