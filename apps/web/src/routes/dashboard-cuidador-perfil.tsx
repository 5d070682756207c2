import { PageHeader } from '@/components/layout/page-header';
import { CaregiverProfileView } from '@/features/caregiver-profile/components/caregiver-profile-view';
import { usePageMeta } from '@/lib/head';

export function Component() {
  usePageMeta('Perfil do Cuidador');
  return (
    <>
      <PageHeader title="Perfil do Cuidador" description="Como as famílias veem você, e o que só você vê." />
      <CaregiverProfileView />
    </>
  );
}
