import type { Role } from '@cuidar/domain/constants';
import { messages } from '@cuidar/domain/messages';
import { paths } from '@cuidar/domain/routes';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';
import { useOpenConversation } from '../api/conversations';

/** Opens (or reuses) the conversation with someone and shows it on the Mensagens page. */
export function useOpenChatPage(role: Role) {
  const open = useOpenConversation();
  const navigate = useNavigate();
  return (withId: string) =>
    open.mutate(withId, {
      onSuccess: ({ id }) => navigate(`${paths.dashboardPage(role, 'mensagens')}?conversa=${id}`),
      onError: (error) => toast.error(messages.chat.startFailed, { description: errorMessage(error) }),
    });
}
