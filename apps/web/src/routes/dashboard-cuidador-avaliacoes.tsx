import { PageHeader } from '@/components/layout/page-header';
import { ReviewsList } from '@/features/reviews/components/reviews-received';
import { usePageMeta } from '@/lib/head';

export function Component() {
  usePageMeta('Avaliações');
  return (
    <>
      <PageHeader title="Avaliações" description="O que as famílias disseram sobre o seu trabalho." />
      <ReviewsList />
    </>
  );
}
