import { FamilyProfileView } from '@/features/family-profile/components/family-profile-view';
import { useSavePendingAnswers } from '@/features/onboarding/hooks/use-save-pending-answers';
import { usePageMeta } from '@/lib/head';

export function Component() {
  usePageMeta('Perfil da Família');
  useSavePendingAnswers();
  return <FamilyProfileView />;
}
