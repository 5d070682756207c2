import { messages } from '@cuidar/domain/messages';
import { paths } from '@cuidar/domain/routes';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { useSignOut } from '../api/sign-out';

/** Signs out with the sign-out toasts and returns to /auth (docs/product.md#accounts). */
export function useSignOutAction() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const run = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        toast.success(messages.logout.successTitle, { description: messages.logout.success });
        navigate(paths.auth, { replace: true });
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          toast.error(messages.logout.failedTitle, { description: messages.logout.failed });
        } else {
          toast.error(messages.logout.unexpectedTitle, { description: messages.logout.unexpected });
        }
      },
    });
  return { signOut: run, isPending: signOut.isPending };
}
