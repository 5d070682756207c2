import { familyProfileCopy } from '@cuidar/domain/messages/screens/family-profile';
import { EmergencyCardSection } from '@/features/emergency-card/components/emergency-card-form';
import { FamilyProfileView } from '@/features/family-profile/components/family-profile-view';
import { useSavePendingAnswers } from '@/features/onboarding/hooks/use-save-pending-answers';
import { HealthConsentRenewalNotice } from '@/features/consents/components/health-consent-renewal';
import { usePageMeta } from '@/lib/head';

export function Component() {
  usePageMeta(familyProfileCopy.view.title);
  useSavePendingAnswers();
  return (
    <>
      <FamilyProfileView />
      {/* docs/product.md#emergency-card: the patient's card, below the profile it belongs to. */}
      <div className="mt-5">
        {/* A consent on an older text keeps the card closed: the notice asking for the new one sits above it. */}
        <HealthConsentRenewalNotice />
        <EmergencyCardSection />
      </div>
    </>
  );
}
