import { PageHeader } from '@/components/layout/page-header';
import { useSession } from '@/features/auth/api/get-session';
import { usePageMeta } from '@/lib/head';

export function Component() {
  const { data: user } = useSession();
  usePageMeta('Dashboard do Cuidador');
  return (
    <PageHeader title="Dashboard do Cuidador" description={user ? `Olá, ${user.firstName || user.email}! Que bom ter você por aqui.` : undefined} />
  );
}
