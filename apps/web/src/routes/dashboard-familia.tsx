import { PageHeader } from '@/components/layout/page-header';
import { useSession } from '@/features/auth/api/get-session';
import { MyPlanCard } from '@/features/checkout/components/my-plan-card';
import { usePageMeta } from '@/lib/head';

export function Component() {
  const { data: user } = useSession();
  usePageMeta('Dashboard da Família');
  return (
    <>
      <PageHeader title="Dashboard da Família" description={user ? `Olá, ${user.firstName || user.email}! Que bom ter você por aqui.` : undefined} />
      <MyPlanCard />
    </>
  );
}
