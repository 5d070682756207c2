import { messages } from '@cuidar/domain/messages';
import { plansCopy } from '@cuidar/domain/messages/screens/plans';
import type { VisitSubstituteDto } from '@cuidar/domain/plan-substitutes';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { BookingDialog } from '@/features/bookings/components/booking-dialog';
import { useVisitSubstitutes } from '@/features/plan-substitutes/api/get-visit-substitutes';
import { VisitSubstitutesList } from '@/features/plan-substitutes/components/visit-substitutes-list';
import { errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/head';

/**
 * 'Encontrar substituto' for a day whose caregiver did not arrive (docs/product.md#plan-substitutes):
 * the best available caregivers for the rest of the shift, each booked through the normal booking
 * dialog with the day and the hours already filled in.
 */
export function Component() {
  const { id = '' } = useParams();
  usePageMeta(messages.planSubstitutes.findForVisit);
  const query = useVisitSubstitutes(id);
  const [chosen, setChosen] = useState<VisitSubstituteDto | null>(null);
  return (
    <>
      <PageHeader title={messages.planSubstitutes.findForVisit} description={messages.planSubstitutes.findForVisitHint} />
      {query.isPending && (
        <div className="space-y-3" aria-busy="true">
          <span className="sr-only">{plansCopy.substitutes.searching}</span>
          <Skeleton className="h-40 w-full" />
        </div>
      )}
      {query.isError && (
        <Alert tone="info" title={errorMessage(query.error)}>
          <Button variant="link" onClick={() => void query.refetch()}>
            {plansCopy.retry}
          </Button>
        </Alert>
      )}
      {query.isSuccess && <VisitSubstitutesList data={query.data} onBook={setChosen} />}
      {chosen && query.isSuccess && (
        <BookingDialog
          caregiver={{ id: chosen.cuidadorId, firstName: chosen.firstName, lastName: chosen.lastName, precoHoraCentavos: chosen.precoHoraCentavos }}
          open
          onOpenChange={(open) => !open && setChosen(null)}
          initialDate={query.data.data}
          initialTimes={{ start: query.data.horaInicio, end: query.data.horaFim }}
        />
      )}
    </>
  );
}
