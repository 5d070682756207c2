import type { BookingScope } from '@cuidar/domain/booking-schemas';
import type { BookingDto } from '@cuidar/domain/bookings';
import { messages } from '@cuidar/domain/messages';
import { bookingsCopy } from '@cuidar/domain/messages/screens/bookings';
import { paths } from '@cuidar/domain/routes';
import { fullName } from '@cuidar/domain/names';
import { CalendarPlus, CalendarX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { SingleShiftBadge } from './single-shift-note';
import { BookingStatusBadge } from '@/components/booking/status-badge';
import { CaregiverAvatar } from '@/components/caregiver/caregiver-avatar';
import { StarRating } from '@/components/caregiver/star-rating';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api-client';
import { useBookings } from '../api/get-bookings';
import { BookingDetailsDialog } from './booking-details-dialog';
import { bookingDays, bookingHours } from './booking-period';

/** The actions the booking-and-chat work implements; until then the page decides what they do. */
export interface FamilyBookingActions {
  onMessage: (booking: BookingDto) => void;
  onCancel: (booking: BookingDto) => void;
  onReview: (booking: BookingDto) => void;
  /** 'Agendar de novo' on a past booking: the booking dialog for the same caregiver and hours. */
  onBookAgain?: (booking: BookingDto) => void;
  /** Shown in a booking's details (the page puts 'Denunciar' there). */
  detailsAction?: (booking: BookingDto) => ReactNode;
}

const c = bookingsCopy.family;
const EMPTY_TEXT: Record<Exclude<BookingScope, 'all'>, string> = {
  upcoming: c.emptyUpcoming,
  past: c.emptyPast,
};

/** 'Reservas Futuras' (default) and 'Reservas Passadas' from the family's real bookings. */
export function FamilyBookingTabs(actions: FamilyBookingActions) {
  const [details, setDetails] = useState<BookingDto | null>(null);
  return (
    <>
      <Tabs defaultValue="upcoming">
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="upcoming" className="flex-1 sm:flex-none">
            {c.upcomingTab}
          </TabsTrigger>
          <TabsTrigger value="past" className="flex-1 sm:flex-none">
            {c.pastTab}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="upcoming">
          <BookingList scope="upcoming" actions={actions} onDetails={setDetails} />
        </TabsContent>
        <TabsContent value="past">
          <BookingList scope="past" actions={actions} onDetails={setDetails} />
        </TabsContent>
      </Tabs>
      <BookingDetailsDialog booking={details} onOpenChange={(open) => !open && setDetails(null)} action={details && actions.detailsAction?.(details)} />
    </>
  );
}

function BookingList({ scope, actions, onDetails }: { scope: 'upcoming' | 'past'; actions: FamilyBookingActions; onDetails: (b: BookingDto) => void }) {
  const query = useBookings(scope);
  if (query.isPending) {
    return (
      <div className="space-y-3" aria-busy="true" aria-label={c.loading}>
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="space-y-2 text-slate-700">
        <p>{errorMessage(query.error)}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {c.retry}
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center">
        <CalendarX aria-hidden="true" className="size-10 text-slate-500" />
        <p className="text-slate-700">{EMPTY_TEXT[scope]}</p>
        <Button asChild>
          <Link to={paths.onboardingFamilia}>{c.findCaregivers}</Link>
        </Button>
      </div>
    );
  }
  return (
    <ul className="space-y-3">
      {query.data.map((booking) => (
        <li key={booking.id}>
          <BookingItem booking={booking} scope={scope} actions={actions} onDetails={onDetails} />
        </li>
      ))}
    </ul>
  );
}

function BookingItem({
  booking,
  scope,
  actions,
  onDetails,
}: {
  booking: BookingDto;
  scope: 'upcoming' | 'past';
  actions: FamilyBookingActions;
  onDetails: (b: BookingDto) => void;
}) {
  const caregiver = booking.counterpart;
  const name = fullName(caregiver);
  return (
    <article className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center" aria-label={c.itemLabel(name)}>
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <CaregiverAvatar caregiver={caregiver} className="size-12" />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-bold text-slate-900">
              <Link to={paths.caregiverPage(caregiver.id)} className="rounded text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
                {name}
              </Link>
            </h3>
            <BookingStatusBadge status={booking.status} />
            <SingleShiftBadge booking={booking} />
          </div>
          <p className="text-sm text-slate-700">
            {bookingDays(booking)} · {bookingHours(booking)}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        {scope === 'upcoming' ? (
          <>
            <Button variant="outline" size="sm" onClick={() => onDetails(booking)}>
              {c.details}
            </Button>
            <Button variant="outline" size="sm" onClick={() => actions.onMessage(booking)}>
              {bookingsCopy.message}
            </Button>
            {booking.status === 'aguardando_pagamento' && (
              <Button asChild size="sm">
                <Link to={paths.reservaPagamento(booking.id)}>{messages.bookingPayment.pay}</Link>
              </Button>
            )}
            {(booking.status === 'aguardando_pagamento' || booking.status === 'pendente' || booking.status === 'confirmada') && (
              <Button variant="danger" size="sm" onClick={() => actions.onCancel(booking)}>
                {c.cancel}
              </Button>
            )}
          </>
        ) : (
          <>
            {booking.review ? (
              <span className="inline-flex items-center gap-2">
                <Badge variant="success">{c.reviewed}</Badge>
                <StarRating stars={booking.review.estrelas} />
              </span>
            ) : booking.status === 'concluida' ? (
              <Button size="sm" onClick={() => actions.onReview(booking)}>
                {c.review}
              </Button>
            ) : null}
            {/* 'Tive um problema' and its outcome live in the details (docs/product.md#disputes). */}
            <Button variant="outline" size="sm" onClick={() => onDetails(booking)}>
              {c.details}
            </Button>
            {actions.onBookAgain && (
              <Button variant="outline" size="sm" onClick={() => actions.onBookAgain?.(booking)} aria-label={c.bookAgainLabel(name)}>
                <CalendarPlus aria-hidden="true" className="size-4" />
                {c.bookAgain}
              </Button>
            )}
          </>
        )}
      </div>
    </article>
  );
}
