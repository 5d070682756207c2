import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { FamilyBookingTabs } from '@/features/bookings/components/family-bookings';
import { useComingSoonBookingActions } from '@/features/bookings/hooks/use-coming-soon-actions';
import { usePageMeta } from '@/lib/head';

export function Component() {
  usePageMeta('Minhas reservas');
  const [actions, comingSoon] = useComingSoonBookingActions();
  return (
    <>
      <PageHeader title="Minhas reservas" description="Suas reservas futuras e passadas com cuidadores." />
      <Card>
        <CardContent className="pt-5">
          <FamilyBookingTabs {...actions} />
        </CardContent>
      </Card>
      {comingSoon}
    </>
  );
}
