import { PageHeader } from '@/components/layout/page-header';
import { CaregiverProfileView } from '@/features/caregiver-profile/components/caregiver-profile-view';
import { PayoutAccountCard } from '@/features/payouts/components/payout-account-card';
import { PayoutKeyCard } from '@/features/payouts/components/payout-key-card';
import { usePageMeta } from '@/lib/head';

export function Component() {
  usePageMeta('Perfil do Cuidador');
  return (
    <>
      <PageHeader title="Perfil do Cuidador" description="Como as famílias veem você, e o que só você vê." />
      <div className="space-y-6">
        <CaregiverProfileView />
        <div className="max-w-xl space-y-6">
          <PayoutKeyCard />
          <PayoutAccountCard />
        </div>
      </div>
    </>
  );
}
