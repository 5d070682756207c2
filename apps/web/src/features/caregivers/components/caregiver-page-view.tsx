import { reliabilityLines } from '@cuidar/domain/caregivers';
import { AVAILABILITY_DESCRIPTIONS } from '@cuidar/domain/constants';
import { dayPrices, freeTimesByDay, type CaregiverPageDto, type PublicReviewDto } from '@cuidar/domain/caregiver-page';
import { formatDayMonthYear, formatWeekdayDayMonth } from '@cuidar/domain/date-format';
import { formatCentavos } from '@cuidar/domain/format';
import { messages } from '@cuidar/domain/messages';
import { fullName } from '@cuidar/domain/names';
import { todayInSaoPaulo } from '@cuidar/domain/time';
import { CalendarDays, CircleCheck, MapPin } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { CaregiverAvatar } from '@/components/caregiver/caregiver-avatar';
import { RatingSummary, StarRating } from '@/components/caregiver/star-rating';
import { VerifiedBadge } from '@/components/caregiver/verified-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useBookingCalendar } from '@/features/bookings/api/booking-calendar';
import { errorMessage } from '@/lib/api-client';
import { caregiversCopy } from '@cuidar/domain/messages/screens/caregivers';

const m = messages.caregiverPage;
const c = caregiversCopy.page;
/** Days with free time listed before 'Mostrar mais dias'. */
const DAYS_SHOWN_FIRST = 5;

/** 'Pinheiros, São Paulo – SP': neighbourhood, city and state; never the street. */
export function caregiverPlace(caregiver: Pick<CaregiverPageDto, 'bairro' | 'cidade' | 'estado'>): string {
  const city = [caregiver.cidade, caregiver.estado].filter(Boolean).join(' – ');
  return [caregiver.bairro, city].filter(Boolean).join(', ');
}

function Section({ id, title, children, icon }: { id: string; title: string; children: ReactNode; icon?: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby={id}>
      <h2 id={id} className="flex items-center gap-2 text-xl font-bold text-slate-900">
        {icon}
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </Card>
  );
}

/** Photo, name, place, rating and the verified badge (open: what the team checked), then the buttons. */
export function CaregiverPageHeader({ caregiver, actions, nameId }: { caregiver: CaregiverPageDto; actions: ReactNode; nameId: string }) {
  const name = fullName(caregiver);
  const place = caregiverPlace(caregiver);
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-start sm:text-left">
        <CaregiverAvatar caregiver={caregiver} loading="eager" className="size-28 sm:size-32" sizes="(min-width: 640px) 128px, 112px" alt={c.photoAlt(name)} />
        <div className="min-w-0 flex-1">
          <h1 id={nameId} className="text-2xl font-bold leading-tight text-slate-900 sm:text-3xl">{name}</h1>
          {place && (
            <p className="mt-1 flex items-center justify-center gap-1.5 text-slate-700 sm:justify-start">
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
              {place}
            </p>
          )}
          <RatingSummary rating={caregiver.rating} count={caregiver.totalAvaliacoes} size="lg" className="mt-2" />
          <p className="mt-2 text-lg font-semibold text-slate-900">
            {formatCentavos(caregiver.precoHoraCentavos)} <span className="font-normal text-slate-700">{m.perHour}</span>
          </p>
          <VerifiedBadge verifiedAt={caregiver.verificadoEm} open />
        </div>
      </div>
      <div className="mt-5">{actions}</div>
    </Card>
  );
}

export function AboutSection({ caregiver }: { caregiver: CaregiverPageDto }) {
  const experience = caregiver.details?.experiencia;
  return (
    <Section id="sobre-titulo" title={m.about}>
      <p className="whitespace-pre-line text-lg leading-relaxed text-slate-800">{caregiver.bio?.trim() || messages.recommendations.bioFallback}</p>
      {experience && (
        <p className="mt-3 text-slate-800">
          <span className="font-semibold">{m.experience}:</span> {experience}
        </p>
      )}
      <h3 className="mt-5 text-lg font-semibold text-slate-900">{m.skills}</h3>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label={m.skills}>
        {caregiver.competencias.map((skill) => (
          <li key={skill}>
            <Badge variant="brand" className="text-sm">
              {skill}
            </Badge>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The hourly rate and what a 4, 8 and 12 hour day costs (the booking's own price rule). */
export function PricesSection({ hourlyRateCents }: { hourlyRateCents: number }) {
  return (
    <Section id="valores-titulo" title={m.prices}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-slate-700">{c.hour}</dt>
          <dd className="text-xl font-bold text-slate-900">{formatCentavos(hourlyRateCents)}</dd>
        </div>
        {dayPrices(hourlyRateCents).map(({ hours, cents }) => (
          <div key={hours} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-slate-700">{m.dayOf(hours)}</dt>
            <dd className="text-xl font-bold text-slate-900">{formatCentavos(cents)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-700">{m.pricesNote}</p>
    </Section>
  );
}

/**
 * Free times of the next three weeks, from the same read as the booking dialog
 * (GET /api/caregivers/:id/booking-calendar), and the shifts the caregiver declares.
 */
export function AvailabilitySection({ caregiver }: { caregiver: CaregiverPageDto }) {
  const calendar = useBookingCalendar(caregiver.id, true);
  const today = todayInSaoPaulo();
  const days = useMemo(() => (calendar.data ? freeTimesByDay(calendar.data, today) : []), [calendar.data, today]);
  const turnos = caregiver.details?.turnos ?? [];
  // A week at first: on a phone the whole list is a long scroll before the reviews.
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? days : days.slice(0, DAYS_SHOWN_FIRST);
  return (
    <Section id="disponibilidade-titulo" title={m.availability} icon={<CalendarDays aria-hidden="true" className="size-5 text-brand-700" />}>
      {turnos.length > 0 && (
        <div className="mb-4">
          <h3 className="font-semibold text-slate-900">{m.shifts}</h3>
          <ul className="mt-1 space-y-0.5 text-slate-800">
            {turnos.map((turno) => (
              <li key={turno}>
                <span className="font-medium">{turno}</span> — {AVAILABILITY_DESCRIPTIONS[turno].toLowerCase()}
              </li>
            ))}
          </ul>
        </div>
      )}
      {calendar.isPending ? (
        <div aria-busy="true" className="space-y-2">
          <span className="sr-only">{c.loadingAgenda}</span>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : calendar.isError ? (
        <p role="alert" className="text-red-800">
          {errorMessage(calendar.error)}
        </p>
      ) : !calendar.data.hasDeclaredAvailability ? (
        <p className="text-slate-800">{m.availabilityOpen}</p>
      ) : days.length === 0 ? (
        <p className="text-slate-800">{m.availabilityNone}</p>
      ) : (
        <>
        <ul id="dias-livres" className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {shown.map((day) => (
            <li key={day.date} className="flex flex-col gap-1 px-3 py-2 sm:flex-row sm:items-center sm:justify-between">
              <span className="font-medium text-slate-900 first-letter:uppercase">{formatWeekdayDayMonth(day.date)}</span>
              <span className="text-slate-800">{day.times.map((t) => c.freeTime(t.start, t.end)).join(' · ')}</span>
            </li>
          ))}
        </ul>
        {days.length > DAYS_SHOWN_FIRST && (
          <Button variant="outline" className="mt-3 w-full sm:w-auto" aria-expanded={showAll} aria-controls="dias-livres" onClick={() => setShowAll((v) => !v)}>
            {showAll ? m.fewerDays : m.moreDays(days.length - DAYS_SHOWN_FIRST)}
          </Button>
        )}
        </>
      )}
    </Section>
  );
}

/**
 * Reliability measured from the caregiver's own requests (docs/product.md#caregiver-page):
 * concluded bookings, cancellations by the caregiver and the median time to answer a paid
 * request; 'Ainda sem histórico' when there is nothing yet.
 */
export function ReliabilitySection({ reliability }: { reliability: CaregiverPageDto['confiabilidade'] }) {
  const lines = reliabilityLines(reliability);
  return (
    <Section id="historico-titulo" title={messages.reliability.title}>
      <ul className="space-y-1">
        {lines.map((line) => (
          <li key={line} className="flex items-center gap-2 text-lg text-slate-800">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-green-700" />
            {line}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function ReviewItem({ review }: { review: PublicReviewDto }) {
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <article aria-label={c.reviewLabel(review.autor)}>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <StarRating stars={review.estrelas} />
          <span className="font-semibold text-slate-900">{review.autor}</span>
          <time dateTime={review.createdAt} className="text-sm text-slate-700">
            {formatDayMonthYear(review.createdAt)}
          </time>
        </div>
        <p className={review.comentario ? 'mt-1 text-slate-800' : 'mt-1 italic text-slate-700'}>{review.comentario ?? m.noComment}</p>
        {review.resposta && (
          <div className="mt-2 rounded-md border-l-4 border-brand-300 bg-brand-50 px-3 py-2">
            <p className="text-sm font-semibold text-slate-800">{messages.reviews.replyHeading}</p>
            <p className="whitespace-pre-line text-slate-800">{review.resposta.texto}</p>
          </div>
        )}
      </article>
    </li>
  );
}

/** Every review with its text and date (families), or the summary alone (the short version). */
export function ReviewsSection({ caregiver }: { caregiver: CaregiverPageDto }) {
  const reviews = caregiver.details?.reviews;
  return (
    <Section id="avaliacoes-titulo" title={m.reviews}>
      <RatingSummary rating={caregiver.rating} count={caregiver.totalAvaliacoes} size="lg" />
      {reviews && (reviews.length === 0 ? <p className="mt-3 text-slate-800">{m.noReviews}</p> : <ul className="mt-4 divide-y divide-slate-200">{reviews.map((review) => <ReviewItem key={review.id} review={review} />)}</ul>)}
    </Section>
  );
}

/** The page's shape while it loads. */
export function CaregiverPageSkeleton() {
  return (
    <div aria-busy="true" className="space-y-5">
      <p className="sr-only" role="status">
        {c.loading}
      </p>
      <Card className="p-6">
        <div className="flex flex-col items-center gap-4 sm:flex-row">
          <Skeleton className="size-28 rounded-full" />
          <div className="w-full flex-1 space-y-2">
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-5 w-1/3" />
          </div>
        </div>
        <div className="mt-5 grid grid-cols-2 gap-3">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      </Card>
      <Skeleton className="h-40 w-full rounded-xl" />
    </div>
  );
}
