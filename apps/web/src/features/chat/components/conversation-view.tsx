import { MESSAGE_MAX_LENGTH, sendMessageSchema, type MessageDto } from '@cuidar/domain/booking-schemas';
import { messages as catalogue } from '@cuidar/domain/messages';
import { chatCopy } from '@cuidar/domain/messages/screens/chat';
import { SendHorizontal } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/features/auth/api/get-session';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useStillOnThisPage } from '@/lib/router-state';
import { formatRelativeDay } from '@cuidar/domain/date-format';
import { useMarkConversationRead, useMessages, useSendMessage } from '../api/conversations';

const c = chatCopy.conversation;

interface ConversationViewProps {
  conversaId: string;
  counterpartName: string;
  className?: string;
  /** Shown under each message of the other person (the screen puts 'Denunciar' there). */
  messageAction?: (message: MessageDto) => ReactNode;
}

/** One conversation: messages oldest first, the newest in view, and the box to write. */
export function ConversationView({ conversaId, counterpartName, className, messageAction }: ConversationViewProps) {
  const { data: me } = useSession();
  const query = useMessages(conversaId);
  const send = useSendMessage(conversaId);
  const markRead = useMarkConversationRead(conversaId);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const bottom = useRef<HTMLDivElement>(null);
  const list = query.data;
  const lastUnreadForMe = list?.filter((m) => m.receiverId === me?.id && !m.readAt).at(-1)?.id;

  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [list?.length]);

  const { mutate: markAsRead } = markRead;
  // A message arriving while the person is already leaving (the next screen still rendering) stays
  // unread: they did not see it, and the toast on the next screen announces it.
  const stillHere = useStillOnThisPage();
  useEffect(() => {
    if (lastUnreadForMe && stillHere()) markAsRead();
  }, [lastUnreadForMe, markAsRead, stillHere]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = sendMessageSchema.safeParse({ content: draft });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? catalogue.chat.emptyMessage);
      return;
    }
    setError(null);
    send.mutate(parsed.data.content, {
      onSuccess: () => setDraft(''),
      onError: (e) => toast.error(catalogue.chat.sendFailed, { description: errorMessage(e, catalogue.chat.sendError) }),
    });
  };

  return (
    <div className={cn('flex min-h-0 flex-col', className)}>
      <div className="min-h-0 flex-1 overflow-y-auto rounded-lg bg-slate-50 p-3" aria-live="polite" aria-relevant="additions" aria-label={c.label(counterpartName)}>
        {query.isPending && (
          <div className="space-y-2">
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="ml-auto h-10 w-1/2" />
          </div>
        )}
        {query.isError && (
          <div role="alert" className="text-slate-700">
            <p>{errorMessage(query.error)}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
              {c.retry}
            </Button>
          </div>
        )}
        {list && list.length === 0 && <p className="py-6 text-center text-slate-600">{c.empty(counterpartName)}</p>}
        {list && list.length > 0 && (
          <ol className="space-y-2">
            {list.map((message) => {
              const mine = message.senderId === me?.id;
              return (
                <li key={message.id} className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
                  <div className={cn('max-w-[85%] rounded-2xl px-3 py-2', mine ? 'rounded-br-sm bg-brand-700 text-white' : 'rounded-bl-sm bg-white text-slate-900 shadow-sm')}>
                    <p className="sr-only">{mine ? c.me : counterpartName}:</p>
                    <p className="whitespace-pre-wrap break-words">{message.content}</p>
                    <p className={cn('mt-0.5 text-right text-xs', mine ? 'text-brand-100' : 'text-slate-500')}>{formatRelativeDay(message.createdAt)}</p>
                    {!mine && messageAction && <div className="mt-0.5 flex justify-end">{messageAction(message)}</div>}
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        <div ref={bottom} />
      </div>
      <form onSubmit={onSubmit} className="mt-3" noValidate>
        <label htmlFor={`mensagem-${conversaId}`} className="sr-only">
          {c.writeLabel}
        </label>
        <div className="flex items-end gap-2">
          <textarea
            id={`mensagem-${conversaId}`}
            value={draft}
            onChange={(e) => {
              setDraft(e.target.value);
              if (error) setError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                e.currentTarget.form?.requestSubmit();
              }
            }}
            rows={2}
            maxLength={MESSAGE_MAX_LENGTH}
            placeholder={c.placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `erro-${conversaId}` : undefined}
            className="block min-h-12 w-full resize-none rounded-lg border border-slate-400 bg-white px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-brand-700"
          />
          <Button type="submit" size="icon" disabled={send.isPending} aria-label={c.send}>
            <SendHorizontal aria-hidden="true" />
          </Button>
        </div>
        {error && (
          <p id={`erro-${conversaId}`} role="alert" className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </form>
    </div>
  );
}
