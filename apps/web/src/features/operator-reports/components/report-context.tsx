import { STATUS_LABELS } from '@cuidar/domain/bookings';
import { ROLE_LABELS } from '@cuidar/domain/constants';
import { formatBookingPeriod, formatDateTime } from '@cuidar/domain/date-format';
import { formatCentavos } from '@cuidar/domain/format';
import { operatorReportsCopy } from '@cuidar/domain/messages/screens/operator-reports';
import type { ReportDetailDto } from '@cuidar/domain/reports';
import { VERIFICATION_STATE_LABELS, type VerificationState } from '@cuidar/domain/verification';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

const c = operatorReportsCopy.context;

/** What the operator reads before deciding: the message in its conversation or the booking, then who. */
export function ReportContext({ report }: { report: ReportDetailDto }) {
  const { profile, messages, booking } = report.context;
  return (
    <div className="space-y-4">
      {report.alvoTipo === 'mensagem' && (
        <Card>
          <CardHeader>
            <CardTitle>{c.messageTitle}</CardTitle>
          </CardHeader>
          <CardContent>
            {messages.length === 0 ? (
              <p className="text-slate-600">{c.messageGone}</p>
            ) : (
              <ol className="space-y-2">
                {messages.map((message) => (
                  <li
                    key={message.id}
                    className={cn(
                      'rounded-lg border p-3',
                      message.isTarget ? 'border-red-300 bg-red-50' : 'border-slate-200 bg-slate-50',
                    )}
                  >
                    {message.isTarget && <p className="mb-1 text-sm font-bold text-red-800">{c.reportedMessage}</p>}
                    <p className="text-sm text-slate-600">
                      <strong className="text-slate-900">{message.senderName}</strong>
                      {message.fromReported ? c.fromReported : ''} · {formatDateTime(message.createdAt)}
                    </p>
                    <p className="mt-1 whitespace-pre-wrap break-words text-slate-900">{message.content}</p>
                  </li>
                ))}
              </ol>
            )}
          </CardContent>
        </Card>
      )}

      {report.alvoTipo === 'reserva' && (
        <Card>
          <CardHeader>
            <CardTitle>{c.bookingTitle}</CardTitle>
          </CardHeader>
          <CardContent>
            {booking ? (
              <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
                <dt className="font-semibold text-slate-600">{c.family}</dt>
                <dd>{booking.familiaName}</dd>
                <dt className="font-semibold text-slate-600">{c.caregiver}</dt>
                <dd>{booking.cuidadorName}</dd>
                <dt className="font-semibold text-slate-600">{c.period}</dt>
                <dd>{formatBookingPeriod(booking)}</dd>
                <dt className="font-semibold text-slate-600">{c.status}</dt>
                <dd>{STATUS_LABELS[booking.status as keyof typeof STATUS_LABELS] ?? booking.status}</dd>
                <dt className="font-semibold text-slate-600">{c.total}</dt>
                <dd>{formatCentavos(booking.precoTotalCentavos)}</dd>
              </dl>
            ) : (
              <p className="text-slate-600">{c.bookingGone}</p>
            )}
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader>
          <CardTitle>{c.personTitle}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold text-slate-600">{c.name}</dt>
            <dd>
              {profile.name}
              {profile.deleted && <span className="text-slate-600">{c.deletedAccount}</span>}
            </dd>
            <dt className="font-semibold text-slate-600">{c.accountType}</dt>
            <dd>{profile.role ? ROLE_LABELS[profile.role] : '—'}</dd>
            {profile.verificacao && (
              <>
                <dt className="font-semibold text-slate-600">{c.verification}</dt>
                <dd>{VERIFICATION_STATE_LABELS[profile.verificacao as VerificationState] ?? profile.verificacao}</dd>
              </>
            )}
            {(profile.cidade || profile.estado) && (
              <>
                <dt className="font-semibold text-slate-600">{c.city}</dt>
                <dd>{[profile.cidade, profile.estado].filter(Boolean).join(' – ')}</dd>
              </>
            )}
            <dt className="font-semibold text-slate-600">{c.memberSince}</dt>
            <dd>{formatDateTime(profile.memberSince)}</dd>
            <dt className="font-semibold text-slate-600">{c.reportsAgainst}</dt>
            <dd>{profile.reportsAgainst}</dd>
            {profile.bio && (
              <>
                <dt className="font-semibold text-slate-600">{c.bio}</dt>
                <dd className="line-clamp-4 whitespace-pre-wrap text-slate-700">{profile.bio}</dd>
              </>
            )}
          </dl>
        </CardContent>
      </Card>

    </div>
  );
}
