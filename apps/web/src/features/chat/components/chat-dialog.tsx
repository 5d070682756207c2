import { type CaregiverCardDto } from '@cuidar/domain/caregivers';
import { fullName } from '@cuidar/domain/names';
import { messages } from '@cuidar/domain/messages';
import { chatCopy } from '@cuidar/domain/messages/screens/chat';
import { paths } from '@cuidar/domain/routes';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { LoadingBlock } from '@/components/ui/spinner';
import { useSession } from '@/features/auth/api/get-session';
import { errorMessage } from '@/lib/api-client';
import { useOpenConversation } from '../api/conversations';
import { ConversationView } from './conversation-view';

const c = chatCopy.dialog;

interface ChatDialogProps {
  caregiver: Pick<CaregiverCardDto, 'id' | 'firstName' | 'lastName'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The chat with a caregiver, from their card. Signed-out visitors are told to sign in and sent to
 * /auth (coming back here afterwards); the conversation is created on first use and reused after.
 */
export function ChatDialog({ caregiver, open, onOpenChange }: ChatDialogProps) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const openConversation = useOpenConversation();
  const [conversaId, setConversaId] = useState<string | null>(null);
  const started = useRef(false);
  const name = fullName(caregiver);

  useEffect(() => {
    if (!open || !session.isSuccess || started.current) return;
    if (!session.data) {
      toast.error(messages.chat.needsLogin);
      onOpenChange(false);
      navigate(paths.auth, { state: { from: `${location.pathname}${location.search}` } });
      return;
    }
    started.current = true;
    openConversation.mutate(caregiver.id, {
      onSuccess: ({ id }) => setConversaId(id),
      onError: (error) => {
        started.current = false;
        toast.error(messages.chat.startFailed, { description: errorMessage(error) });
      },
    });
  }, [open, session.isSuccess, session.data, caregiver.id, navigate, location.pathname, location.search, onOpenChange, openConversation]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={c.title(name)} description={c.description} className="h-[min(640px,calc(100dvh-2rem))]">
        {session.data?.role === 'cuidador' ? (
          <Alert tone="info" title={c.caregiverTitle}>
            {c.caregiverText}
          </Alert>
        ) : conversaId ? (
          <ConversationView conversaId={conversaId} counterpartName={name} className="min-h-0 flex-1" />
        ) : openConversation.isError ? (
          <Alert tone="error" title={messages.chat.startFailed}>
            {errorMessage(openConversation.error)}
          </Alert>
        ) : (
          <LoadingBlock label={c.opening} />
        )}
      </DialogContent>
    </Dialog>
  );
}
