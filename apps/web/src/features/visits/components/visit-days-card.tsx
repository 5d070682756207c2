import { formatDayAndTimeRange, formatTime } from '@cuidar/domain/date-format';
import { messages } from '@cuidar/domain/messages';
import { visitsCopy } from '@cuidar/domain/messages/screens/visits';
import type { VisitDayDto, VisitMoment, VisitMomentDto } from '@cuidar/domain/visits';
import { paths } from '@cuidar/domain/routes';
import type { UseQueryResult } from '@tanstack/react-query';
import { LogIn, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useVisits } from '../api/get-visits';
import { useConfirmVisitMoment, usePressVisitButton } from '../api/visit-actions';

const v = messages.visits;

/**
 * Where a relative's view of a family's days comes from: their own query, and the confirmation of a
 * claimed moment only when the family granted it (null: read-only).
 */
export interface FollowerSource {
  query: UseQueryResult<VisitDayDto[]>;
  confirm: ConfirmMoment | null;
}

type ConfirmMoment = {
  mutate: (v: { reservaId: string; moment: VisitMoment }, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
};

/**
 * 'Chegada e saída' (docs/product.md#visits): each confirmed day from a week ago to tomorrow with
 * its booked hours and what actually happened. The caregiver has 'Cheguei' / 'Saí' as a fallback to
 * the family's QR code; the family confirms what a button recorded.
 */
export function VisitDaysCard({
  side,
  hideWhenEmpty = false,
  dayAction,
  follower,
}: {
  side: 'familia' | 'cuidador';
  hideWhenEmpty?: boolean;
  /** What the screen adds to a day (the caregiver's 'Cartão de emergência' and 'Diário de cuidados', each from its own feature). */
  dayAction?: (visit: VisitDayDto) => ReactNode;
  /** A relative following a family (docs/product.md#relatives): its days come from their own query. */
  follower?: FollowerSource;
}) {
  const own = useVisits(!follower);
  const query = follower?.query ?? own;
  if (hideWhenEmpty && query.isSuccess && query.data.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{v.title}</CardTitle>
        <CardDescription>{side === 'familia' ? v.familyDescription : v.caregiverDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending && <Skeleton className="h-20" />}
        {query.isError && (
          <p role="alert" className="text-slate-700">
            {v.loadFailed} {errorMessage(query.error)}
          </p>
        )}
        {query.isSuccess && query.data.length === 0 && <p className="text-slate-600">{v.empty}</p>}
        {query.isSuccess && query.data.length > 0 && (
          <ul className="space-y-3">
            {query.data.map((visit) => (
              <VisitDay key={visit.reservaId} visit={visit} side={side} action={dayAction?.(visit)} follower={follower} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function VisitDay({ visit, side, action, follower }: { visit: VisitDayDto; side: 'familia' | 'cuidador'; action?: ReactNode; follower?: FollowerSource | undefined }) {
  const ownConfirm = useConfirmVisitMoment();
  const booked = formatDayAndTimeRange(visit.start, visit.end);
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 bg-white p-3" aria-label={visitsCopy.days.itemLabel(booked, visit.counterpartName)}>
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold">{visit.counterpartName}</p>
        {visit.noShowAt ? <Badge variant="danger">{visitsCopy.days.noShowBadge}</Badge> : visit.lateAt && !visit.checkIn ? <Badge variant="warning">{visitsCopy.days.lateBadge}</Badge> : null}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">{v.booked}</dt>
        <dd className="text-slate-900">{booked}</dd>
        <dt className="text-slate-600">{v.arrival}</dt>
        <dd>
          <Moment moment={visit.checkIn} side={side} />
        </dd>
        <dt className="text-slate-600">{v.departure}</dt>
        <dd>
          <Moment moment={visit.checkOut} side={side} />
        </dd>
      </dl>
      {visit.noShowAt && (
        <Alert tone="error" role="status">
          {v.noShow}
        </Alert>
      )}
      {visit.lateAt && !visit.checkIn && !visit.noShowAt && <p className="text-sm font-semibold text-amber-800">{v.late}</p>}
      {side === 'familia' && !follower && (visit.lateAt || visit.noShowAt) && !visit.checkIn && (
        // docs/product.md#plan-substitutes: the best available caregivers for the rest of the shift (the
        // page says so when the shift is over).
        <Button asChild variant="outline">
          <Link to={paths.visitSubstitute(visit.reservaId)}>{messages.planSubstitutes.findForVisit}</Link>
        </Button>
      )}
      {side === 'cuidador' ? (
        <CaregiverButtons visit={visit} />
      ) : (
        (follower ? follower.confirm : ownConfirm) && <FamilyConfirmations visit={visit} confirm={follower ? follower.confirm! : ownConfirm} />
      )}
      {action}
    </li>
  );
}

function Moment({ moment, side }: { moment: VisitMomentDto | null; side: 'familia' | 'cuidador' }) {
  if (!moment) return <span className="text-slate-600">{v.notYet}</span>;
  const pending = !moment.confirmedAt;
  return (
    <span className="text-slate-900">
      <span className="font-semibold">{formatTime(moment.at)}</span> · {moment.method === 'qr' ? v.byQr : v.byButton}
      {pending && <span className="text-amber-800"> · {side === 'familia' ? v.notConfirmed : v.waitingFamily}</span>}
    </span>
  );
}

function FamilyConfirmations({ visit, confirm }: { visit: VisitDayDto; confirm: ConfirmMoment }) {
  const claims = [
    visit.checkIn && !visit.checkIn.confirmedAt ? { moment: 'chegada' as const, text: v.claimArrival(visit.counterpartName, formatTime(visit.checkIn.at)) } : null,
    visit.checkOut && !visit.checkOut.confirmedAt ? { moment: 'saida' as const, text: v.claimDeparture(visit.counterpartName, formatTime(visit.checkOut.at)) } : null,
  ].filter((c) => c !== null);
  if (!claims.length) return null;
  return (
    <div className="space-y-2">
      {claims.map((claim) => (
        <div key={claim.moment} className="flex flex-col gap-2 rounded-md bg-amber-50 p-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-amber-900">{claim.text}</p>
          <Button
            disabled={confirm.isPending}
            onClick={() =>
              confirm.mutate({ reservaId: visit.reservaId, moment: claim.moment }, { onSuccess: () => toast.success(v.confirmed), onError: (error) => toast.error(errorMessage(error)) })
            }
          >
            {v.confirm}
          </Button>
        </div>
      ))}
    </div>
  );
}

function CaregiverButtons({ visit }: { visit: VisitDayDto }) {
  const press = usePressVisitButton();
  if (!visit.canCheckIn && !visit.canCheckOut) return null;
  const moment = visit.canCheckIn ? ('chegada' as const) : ('saida' as const);
  return (
    <Button
      variant={moment === 'chegada' ? 'primary' : 'outline'}
      disabled={press.isPending}
      onClick={() =>
        press.mutate(
          { reservaId: visit.reservaId, moment },
          {
            onSuccess: (answer) => {
              const at = moment === 'chegada' ? answer.visit.checkIn?.at : answer.visit.checkOut?.at;
              if (at) toast.success(moment === 'chegada' ? v.checkedIn(formatTime(at)) : v.checkedOut(formatTime(at)));
            },
            onError: (error) => toast.error(errorMessage(error)),
          },
        )
      }
    >
      {moment === 'chegada' ? <LogIn aria-hidden="true" className="size-4" /> : <LogOut aria-hidden="true" className="size-4" />}
      {moment === 'chegada' ? v.checkInButton : v.checkOutButton}
    </Button>
  );
}
