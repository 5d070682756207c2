import { formatDateTime } from '@cuidar/domain/date-format';
import { operatorDeskCopy } from '@cuidar/domain/messages/screens/operator-desk';
import { CONTACT_REPLY_MAX, contactReplySchema, type ContactMessageItemDto, type ContactReplyInput } from '@cuidar/domain/reports';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useContactMessages, useReplyToContactMessage } from '../api/contact-messages';

const c = operatorDeskCopy.contact;

/** The answer box of one message: sent by e-mail, then shown as the stored reply. */
function ReplyForm({ message }: { message: ContactMessageItemDto }) {
  const reply = useReplyToContactMessage(message.id);
  const form = useForm<ContactReplyInput>({ resolver: zodResolver(contactReplySchema), defaultValues: { resposta: '' } });
  const onSubmit = form.handleSubmit((values) =>
    reply.mutate(values, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(errorMessage(error)),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-3">
      <FormField label={c.replyLabel(message.nome)} error={form.formState.errors.resposta?.message} hint={c.replyHint(message.email)}>
        <Textarea rows={4} maxLength={CONTACT_REPLY_MAX} {...form.register('resposta')} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={reply.isPending}>
          {reply.isPending ? c.sending : c.send}
        </Button>
      </div>
    </form>
  );
}

/** 'Fale Conosco' messages, unanswered first (docs/product.md#contact). */
export function ContactInbox() {
  const query = useContactMessages();
  if (query.isPending) {
    return (
      <div className="space-y-3">
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-40" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
        <p>{errorMessage(query.error)}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
          {operatorDeskCopy.retry}
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) return <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-600">{c.empty}</p>;
  const waiting = query.data.filter((m) => !m.resposta).length;
  return (
    <div className="space-y-4">
      <p className="text-slate-700" aria-live="polite">
        {c.waiting(waiting)}
      </p>
      <ul className="space-y-4">
        {query.data.map((message) => (
          <li key={message.id}>
            <Card>
              <CardContent className="pt-5">
                <article aria-label={c.messageLabel(message.nome)}>
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <h2 className="font-semibold text-slate-900">{message.nome}</h2>
                      <p className="break-all text-sm text-slate-600">
                        {message.email} · {formatDateTime(message.createdAt)}
                      </p>
                    </div>
                    <Badge variant={message.resposta ? 'success' : 'warning'}>{message.resposta ? c.answered : c.awaitingReply}</Badge>
                  </div>
                  <p className="mt-3 whitespace-pre-wrap break-words text-slate-900">{message.mensagem}</p>
                  {message.resposta ? (
                    <div className="mt-4 rounded-lg border-l-4 border-brand-700 bg-brand-50 p-3">
                      <p className="text-sm font-semibold text-brand-900">
                        {c.answeredBy(message.resposta.por ?? c.removedOperator, formatDateTime(message.resposta.em))}
                      </p>
                      <p className="mt-1 whitespace-pre-wrap break-words text-slate-900">{message.resposta.texto}</p>
                    </div>
                  ) : (
                    <ReplyForm message={message} />
                  )}
                </article>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
