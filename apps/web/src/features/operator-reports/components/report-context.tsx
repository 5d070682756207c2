import { STATUS_LABELS } from '@cuidar/domain/bookings';
import { ROLE_LABELS } from '@cuidar/domain/constants';
import { formatBookingPeriod, formatDateTime } from '@cuidar/domain/date-format';
import { formatCentavos } from '@cuidar/domain/format';
import type { ReportDetailDto } from '@cuidar/domain/reports';
import { VERIFICATION_STATE_LABELS, type VerificationState } from '@cuidar/domain/verification';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** What the operator reads before deciding: the message in its conversation or the booking, then who. */
export function ReportContext({ report }: { report: ReportDetailDto }) {
  const { profile, messages, booking } = report.context;
  return (
    <div className="space-y-4">
      {report.alvoTipo === 'mensagem' && (
        <Card>
          <CardHeader>
            <CardTitle>Mensagem denunciada e conversa em volta</CardTitle>
          </CardHeader>
          <CardContent>
            {messages.length === 0 ? (
              <p className="text-slate-600">A mensagem não existe mais (a conversa foi apagada).</p>
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
                    {message.isTarget && <p className="mb-1 text-sm font-bold text-red-800">Mensagem denunciada</p>}
                    <p className="text-sm text-slate-600">
                      <strong className="text-slate-900">{message.senderName}</strong>
                      {message.fromReported ? ' (denunciado/a)' : ''} · {formatDateTime(message.createdAt)}
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
            <CardTitle>Reserva denunciada</CardTitle>
          </CardHeader>
          <CardContent>
            {booking ? (
              <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
                <dt className="font-semibold text-slate-600">Família</dt>
                <dd>{booking.familiaName}</dd>
                <dt className="font-semibold text-slate-600">Cuidador(a)</dt>
                <dd>{booking.cuidadorName}</dd>
                <dt className="font-semibold text-slate-600">Período</dt>
                <dd>{formatBookingPeriod(booking)}</dd>
                <dt className="font-semibold text-slate-600">Situação</dt>
                <dd>{STATUS_LABELS[booking.status as keyof typeof STATUS_LABELS] ?? booking.status}</dd>
                <dt className="font-semibold text-slate-600">Total</dt>
                <dd>{formatCentavos(booking.precoTotalCentavos)}</dd>
              </dl>
            ) : (
              <p className="text-slate-600">A reserva não existe mais.</p>
            )}
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader>
          <CardTitle>Pessoa denunciada</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold text-slate-600">Nome</dt>
            <dd>
              {profile.name}
              {profile.deleted && <span className="text-slate-600"> (conta excluída)</span>}
            </dd>
            <dt className="font-semibold text-slate-600">Tipo de conta</dt>
            <dd>{profile.role ? ROLE_LABELS[profile.role] : '—'}</dd>
            {profile.verificacao && (
              <>
                <dt className="font-semibold text-slate-600">Verificação</dt>
                <dd>{VERIFICATION_STATE_LABELS[profile.verificacao as VerificationState] ?? profile.verificacao}</dd>
              </>
            )}
            {(profile.cidade || profile.estado) && (
              <>
                <dt className="font-semibold text-slate-600">Cidade</dt>
                <dd>{[profile.cidade, profile.estado].filter(Boolean).join(' – ')}</dd>
              </>
            )}
            <dt className="font-semibold text-slate-600">No Cuidar desde</dt>
            <dd>{formatDateTime(profile.memberSince)}</dd>
            <dt className="font-semibold text-slate-600">Denúncias recebidas</dt>
            <dd>{profile.reportsAgainst}</dd>
            {profile.bio && (
              <>
                <dt className="font-semibold text-slate-600">Apresentação</dt>
                <dd className="line-clamp-4 whitespace-pre-wrap text-slate-700">{profile.bio}</dd>
              </>
            )}
          </dl>
        </CardContent>
      </Card>

    </div>
  );
}
