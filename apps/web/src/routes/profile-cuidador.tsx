import { RequireSession } from '@/app/guards';
import { PageHeader } from '@/components/layout/page-header';
import { CaregiverProfileView } from '@/features/caregiver-profile/components/caregiver-profile-view';
import { usePageMeta } from '@/lib/head';

/** /profile/cuidador: the caregiver's profile outside the dashboard (signed-in caregivers only). */
export function Component() {
  usePageMeta('Perfil do Cuidador');
  return (
    <RequireSession role="cuidador">
      <section className="mx-auto max-w-5xl px-4 py-10">
        <PageHeader title="Perfil do Cuidador" description="Como as famílias veem você, e o que só você vê." />
        <CaregiverProfileView />
      </section>
    </RequireSession>
  );
}
