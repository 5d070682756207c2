import { PageHeader } from '@/components/layout/page-header';
import { CaregiverProfileView } from '@/features/caregiver-profile/components/caregiver-profile-view';
import { PayoutAccountCard } from '@/features/payouts/components/payout-account-card';
import { PayoutKeyCard } from '@/features/payouts/components/payout-key-card';
import { usePageMeta } from '@/lib/head';
import { caregiverDashboardCopy } from '@cuidar/domain/messages/screens/caregiver-dashboard';

export function Component() {
  const c = caregiverDashboardCopy.profile;
  usePageMeta(c.title);
  return (
    <>
      <PageHeader title={c.title} description={c.description} />
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
