import { caregiverPageTitle } from '@cuidar/domain/caregiver-page-title';
import { messages } from '@cuidar/domain/messages';
import { fullName } from '@cuidar/domain/names';
import { paths } from '@cuidar/domain/routes';
import { ArrowLeft, CalendarDays, CircleAlert, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useSession } from '@/features/auth/api/get-session';
import { BookingDialog } from '@/features/bookings/components/booking-dialog';
import { useCaregiverPage } from '@/features/caregivers/api/get-caregiver-page';
import {
  AboutSection,
  AvailabilitySection,
  CaregiverPageHeader,
  CaregiverPageSkeleton,
  PricesSection,
  ReliabilitySection,
  ReviewsSection,
} from '@/features/caregivers/components/caregiver-page-view';
import { CaregiverShortArticle } from '@/features/caregivers/components/caregiver-short-article';
import { ChatDialog } from '@/features/chat/components/chat-dialog';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { ReportButton } from '@/features/reports/components/report-button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/head';
import { ServerSlot } from '@/lib/server-slot';
import { caregiversCopy } from '@cuidar/domain/messages/screens/caregivers';

const m = messages.caregiverPage;
const c = caregiversCopy.page;

/**
 * /cuidadores/:id — a caregiver's public page (docs/product.md#caregiver-page). A signed-in family
 * sees everything and can talk, book, save and report; anyone else sees the short version and is
 * asked to sign in. Only approved caregivers have a page: anyone else is 'Cuidador não encontrado'.
 */
export function Component() {
  const { id = '' } = useParams();
  const session = useSession();
  const user = session.data ?? null;
  const page = useCaregiverPage(id, user?.id ?? null, !session.isPending);
  const navigate = useNavigate();
  const location = useLocation();
  const [dialog, setDialog] = useState<'chat' | 'booking' | null>(null);
  const caregiver = page.data;
  usePageMeta(caregiver ? caregiverPageTitle(caregiver) : c.metaTitle);

  const notFound = page.error instanceof ApiError && page.error.status === 404;
  const isFamily = user?.role === 'familia';
  const here = `${location.pathname}${location.search}`;

  return (
    <div className={`bg-slate-50 px-4 py-6 sm:py-10 ${isFamily ? 'pb-28 sm:pb-10' : ''}`}>
      <div className="mx-auto max-w-3xl">
        {location.key !== 'default' && (
          <Button variant="link" className="mb-3 text-base" onClick={() => void navigate(-1)}>
            <ArrowLeft aria-hidden="true" className="size-5" />
            {m.backToSearch}
          </Button>
        )}

        {/* A signed-out visitor's first load gets this part from the server, already filled (docs/decisions/0049). */}
        <ServerSlot name="caregiver">
          {notFound ? (
            <section className="flex flex-col items-center gap-4 rounded-xl border border-slate-200 bg-white px-6 py-16 text-center">
              <p className="text-6xl font-extrabold text-brand-700" aria-hidden="true">
                404
              </p>
              <h1 className="text-2xl font-bold text-slate-900">{m.notFoundTitle}</h1>
              <p className="max-w-md text-slate-700">{m.notFoundText}</p>
              <Button asChild>
                <Link to={paths.home}>{c.backHome}</Link>
              </Button>
            </section>
          ) : page.isError ? (
            <Alert tone="error" role="alert" icon={<CircleAlert />} title={m.loadFailed}>
              <p>{errorMessage(page.error)}</p>
              <Button variant="outline" size="sm" className="mt-3" onClick={() => void page.refetch()}>
                {c.retry}
              </Button>
            </Alert>
          ) : !caregiver ? (
            <CaregiverPageSkeleton />
          ) : !isFamily ? (
            <CaregiverShortArticle caregiver={caregiver} signInHref={user ? null : paths.authReturningTo(here)} />
          ) : (
            <article className="space-y-5" aria-labelledby="perfil-nome">
              <CaregiverPageHeader
                caregiver={caregiver}
                nameId="perfil-nome"
                actions={
                  <div className="grid gap-3 min-[420px]:grid-cols-2">
                    <Button size="lg" onClick={() => setDialog('booking')}>
                      <CalendarDays aria-hidden="true" className="size-5" />
                      {c.book}
                    </Button>
                    <Button size="lg" variant="outline" onClick={() => setDialog('chat')}>
                      <MessageCircle aria-hidden="true" className="size-5" />
                      {c.chat}
                    </Button>
                    <FavoriteButton caregiver={caregiver} look="full" initial={caregiver.details?.favorito} className="min-h-12 min-[420px]:col-span-2" />
                    {/* Reporting is available but not beside the main actions, where a stray tap would open it. */}
                    <div className="flex justify-end min-[420px]:col-span-2">
                      <ReportButton look="inline" alvoTipo="perfil" alvoId={caregiver.id} accessibleName={c.reportLabel(fullName(caregiver))} />
                    </div>
                  </div>
                }
              />
              <AboutSection caregiver={caregiver} />
              {caregiver.details && (
                <>
                  <PricesSection hourlyRateCents={caregiver.precoHoraCentavos} />
                  <AvailabilitySection caregiver={caregiver} />
                </>
              )}
              <ReliabilitySection reliability={caregiver.confiabilidade} />
              <ReviewsSection caregiver={caregiver} />
            </article>
          )}
        </ServerSlot>
        {caregiver && isFamily && (
          // On a phone the page is long: 'Agendar' and 'Conversar' stay at hand at the bottom (leaving
          // room on the right for the floating help button).
          <div className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 py-3 pl-4 pr-24 shadow-[0_-2px_8px_rgba(0,0,0,0.06)] sm:hidden">
            <div className="grid grid-cols-2 gap-2">
              <Button onClick={() => setDialog('booking')} aria-label={c.bookLabel(fullName(caregiver))}>
                <CalendarDays aria-hidden="true" className="size-5" />
                {c.book}
              </Button>
              <Button variant="outline" onClick={() => setDialog('chat')} aria-label={c.chatLabel(fullName(caregiver))}>
                <MessageCircle aria-hidden="true" className="size-5" />
                {c.chat}
              </Button>
            </div>
          </div>
        )}
      </div>

      {caregiver && dialog === 'chat' && <ChatDialog caregiver={caregiver} open onOpenChange={(open) => !open && setDialog(null)} />}
      {caregiver && dialog === 'booking' && <BookingDialog caregiver={caregiver} open onOpenChange={(open) => !open && setDialog(null)} />}
    </div>
  );
}
