import { PageHeader } from '@/components/layout/page-header';
import { ReviewsList } from '@/features/reviews/components/reviews-received';
import { usePageMeta } from '@/lib/head';
import { caregiverDashboardCopy } from '@cuidar/domain/messages/screens/caregiver-dashboard';

export function Component() {
  const c = caregiverDashboardCopy.reviews;
  usePageMeta(c.title);
  return (
    <>
      <PageHeader title={c.title} description={c.description} />
      <ReviewsList />
    </>
  );
}
