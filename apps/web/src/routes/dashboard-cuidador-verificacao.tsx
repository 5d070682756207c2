import { PageHeader } from '@/components/layout/page-header';
import { VerificationForm } from '@/features/caregiver-registration/components/verification-form';
import { useCaregiverVerification } from '@/features/caregiver-verification/api/get-caregiver-verification';
import { RenewalCard } from '@/features/caregiver-verification/components/renewal-card';
import { VerificationStatusCard } from '@/features/caregiver-verification/components/verification-status-card';
import { usePageMeta } from '@/lib/head';
import { caregiverDashboardCopy } from '@cuidar/domain/messages/screens/caregiver-dashboard';

/** /dashboard/cuidador/verificacao: the state of the verification and the documents behind it (docs/product.md#verification). */
export function Component() {
  const c = caregiverDashboardCopy.verification;
  usePageMeta(c.title);
  const status = useCaregiverVerification();
  return (
    <>
      <PageHeader title={c.title} description={c.description} />
      <div className="space-y-6">
        <VerificationStatusCard />
        {status.data && <RenewalCard status={status.data} />}
        {status.data && <VerificationForm status={status.data} />}
      </div>
    </>
  );
}
