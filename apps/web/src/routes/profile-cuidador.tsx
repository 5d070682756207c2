import { RequireSession } from '@/app/guards';
import { PageHeader } from '@/components/layout/page-header';
import { CaregiverProfileView } from '@/features/caregiver-profile/components/caregiver-profile-view';
import { usePageMeta } from '@/lib/head';
import { caregiverDashboardCopy } from '@cuidar/domain/messages/screens/caregiver-dashboard';

/** /profile/cuidador: the caregiver's profile outside the dashboard (signed-in caregivers only). */
export function Component() {
  const c = caregiverDashboardCopy.profile;
  usePageMeta(c.title);
  return (
    <RequireSession role="cuidador">
      <section className="mx-auto max-w-5xl px-4 py-10">
        <PageHeader title={c.title} description={c.description} />
        <CaregiverProfileView />
      </section>
    </RequireSession>
  );
}
