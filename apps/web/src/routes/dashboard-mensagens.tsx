import { chatCopy } from '@cuidar/domain/messages/screens/chat';
import { fullName } from '@cuidar/domain/names';
import { paths } from '@cuidar/domain/routes';
import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { CaregiverAvatar } from '@/components/caregiver/caregiver-avatar';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/features/auth/api/get-session';
import { useConversations } from '@/features/chat/api/conversations';
import { ConversationView } from '@/features/chat/components/conversation-view';
import { ReportButton } from '@/features/reports/components/report-button';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatRelativeDay } from '@cuidar/domain/date-format';
import { usePageMeta } from '@/lib/head';

const copy = chatCopy.page;

export function Component() {
  usePageMeta(copy.pageTitle);
  const { data: me } = useSession();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('conversa');
  const query = useConversations();
  const conversations = query.data ?? [];
  const selected = conversations.find((c) => c.id === selectedId);
  const name = (c: (typeof conversations)[number]) => fullName(c.counterpart);

  return (
    <>
      <PageHeader title={copy.title} description={me?.role === 'familia' ? copy.descriptionFamily : copy.descriptionCaregiver} />
      <Card className="grid min-h-[60dvh] grid-cols-1 overflow-hidden md:grid-cols-[320px_minmax(0,1fr)]">
        <nav aria-label={copy.listLabel} className={cn('min-w-0 border-slate-200 md:border-r', selectedId && 'hidden md:block')}>
          {query.isPending && (
            <div className="space-y-2 p-3">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-16" />
              ))}
            </div>
          )}
          {query.isError && (
            <p role="alert" className="p-4 text-slate-700">
              {errorMessage(query.error)}
            </p>
          )}
          {query.isSuccess && conversations.length === 0 && (
            <div className="space-y-3 p-5 text-slate-700">
              <p>{copy.empty}</p>
              {me?.role === 'familia' && (
                <Button asChild variant="outline" size="sm">
                  <Link to="/onboarding/familia">{copy.findCaregivers}</Link>
                </Button>
              )}
            </div>
          )}
          <ul>
            {conversations.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  onClick={() => setParams({ conversa: c.id })}
                  aria-current={c.id === selectedId ? 'true' : undefined}
                  className={cn('flex w-full items-center gap-3 border-b border-slate-100 p-3 text-left hover:bg-slate-50', c.id === selectedId && 'bg-brand-50')}
                >
                  <CaregiverAvatar caregiver={{ ...c.counterpart }} className="size-11" />
                  <span className="min-w-0 flex-1">
                    <span className={cn('block truncate', c.unread ? 'font-bold' : 'font-semibold')}>{name(c)}</span>
                    <span className="block truncate text-sm text-slate-600">
                      {c.lastMessage ? `${c.lastMessage.fromMe ? copy.lastFromMe : ''}${c.lastMessage.content}` : copy.noMessages}
                    </span>
                  </span>
                  <span className="flex shrink-0 flex-col items-end gap-1 whitespace-nowrap">
                    {c.lastMessage && <span className="text-xs text-slate-500">{formatRelativeDay(c.lastMessage.createdAt)}</span>}
                    {c.unread > 0 && (
                      <span className="rounded-full bg-brand-700 px-2 text-xs font-bold text-white" aria-label={copy.unread(c.unread)}>
                        {c.unread}
                      </span>
                    )}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section className={cn('flex min-h-[60dvh] flex-col p-3', !selectedId && 'hidden md:flex')} aria-label={copy.selectedLabel}>
          {selected ? (
            <>
              <div className="mb-2 flex items-center gap-2">
                <Button variant="ghost" size="icon" className="md:hidden" onClick={() => setParams({})} aria-label={copy.backToList}>
                  <ArrowLeft aria-hidden="true" />
                </Button>
                <h2 className="min-w-0 flex-1 truncate text-lg font-bold">
                  {/* A family reaches the caregiver's page from the conversation (docs/product.md#caregiver-page). */}
                  {me?.role === 'familia' ? (
                    <Link
                      to={paths.caregiverPage(selected.counterpart.id)}
                      className="rounded text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                    >
                      {name(selected)}
                    </Link>
                  ) : (
                    name(selected)
                  )}
                </h2>
                <ReportButton alvoTipo="perfil" alvoId={selected.counterpart.id} accessibleName={copy.reportProfile(name(selected))} />
              </div>
              <ConversationView
                key={selected.id}
                conversaId={selected.id}
                counterpartName={name(selected)}
                className="min-h-0 flex-1"
                messageAction={(message) => (
                  <ReportButton look="inline" alvoTipo="mensagem" alvoId={message.id} accessibleName={copy.reportMessage(name(selected))} />
                )}
              />
            </>
          ) : (
            <p className="m-auto text-slate-600">{query.isSuccess && conversations.length ? copy.choose : ''}</p>
          )}
        </section>
      </Card>
    </>
  );
}
