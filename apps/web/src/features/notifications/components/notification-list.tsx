import type { NotificationDto } from '@cuidar/domain/bookings';
import { messages } from '@cuidar/domain/messages';
import { notificationsCopy } from '@cuidar/domain/messages/screens/notifications';
import { Bell, CalendarCheck, CalendarPlus, CalendarX, Clock, DoorOpen, MessageCircle, ReceiptText, ShieldCheck, Star, Undo2 } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatRelativeDay } from '@cuidar/domain/date-format';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-read';

const c = notificationsCopy.list;

const icons: Record<string, typeof Bell> = {
  nova_reserva: CalendarPlus,
  reserva_aceita: CalendarCheck,
  reserva_recusada: CalendarX,
  reserva_cancelada: CalendarX,
  reserva_expirada: CalendarX,
  mensagem_nova: MessageCircle,
  avaliacao_recebida: Star,
  lembrete: Clock,
  verificacao: ShieldCheck,
  pagamento_confirmado: ReceiptText,
  reembolso_realizado: Undo2,
  /** docs/product.md#visits: arrival, departure, late, no-show. */
  visita: DoorOpen,
  autorizacao: ShieldCheck,
};

function NotificationItem({ notification }: { notification: NotificationDto }) {
  const markRead = useMarkNotificationRead();
  const Icon = icons[notification.tipo] ?? Bell;
  const onOpen = () => {
    if (!notification.lida) markRead.mutate(notification.id, { onError: (e) => toast.error(errorMessage(e)) });
  };
  const body = (
    <>
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', notification.lida ? 'text-slate-500' : 'text-brand-700')} />
      <span className="min-w-0 flex-1">
        <span className={cn('block', notification.lida ? 'text-slate-700' : 'font-bold text-slate-900')}>
          {!notification.lida && <span className="sr-only">{c.unreadPrefix}</span>}
          {notification.mensagem}
        </span>
        <span className="block text-sm text-slate-600">{formatRelativeDay(notification.createdAt)}</span>
      </span>
    </>
  );
  const className = cn('flex w-full gap-3 rounded-lg p-3 text-left', notification.lida ? 'bg-white' : 'bg-brand-50');
  return (
    <li>
      {notification.link ? (
        <Link to={notification.link} onClick={onOpen} className={cn(className, 'hover:bg-slate-100')}>
          {body}
        </Link>
      ) : notification.lida ? (
        <div className={className}>{body}</div>
      ) : (
        <button type="button" onClick={onOpen} className={cn(className, 'hover:bg-slate-100')} aria-label={c.markReadLabel(notification.mensagem)}>
          {body}
        </button>
      )}
    </li>
  );
}

/** The user's notifications, unread first in bold on a tinted background; mark one or all read. */
export function NotificationList({ limit = 20, emptyText = c.empty }: { limit?: number; emptyText?: string }) {
  const query = useNotifications(limit);
  const markAll = useMarkAllNotificationsRead();

  if (query.isPending) {
    return (
      <div className="space-y-2" aria-busy="true" aria-label={c.loadingLabel}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-14" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="space-y-2 text-slate-700">
        <p>{errorMessage(query.error, messages.generic.error)}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {c.retry}
        </Button>
      </div>
    );
  }
  const { notifications, unread } = query.data;
  if (notifications.length === 0) return <p className="text-slate-600">{emptyText}</p>;
  return (
    <div>
      <div className="mb-2 flex items-center justify-between gap-2">
        <p className="text-sm text-slate-600" aria-live="polite">
          {c.unreadCount(unread)}
        </p>
        {unread > 0 && (
          <Button
            variant="link"
            size="sm"
            disabled={markAll.isPending}
            onClick={() => markAll.mutate(undefined, { onError: (e) => toast.error(errorMessage(e)) })}
          >
            {c.markAll}
          </Button>
        )}
      </div>
      <ul className="space-y-1">
        {notifications.map((n) => (
          <NotificationItem key={n.id} notification={n} />
        ))}
      </ul>
    </div>
  );
}
