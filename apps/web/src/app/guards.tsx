import type { AccountRole } from '@cuidar/domain/constants';
import { messages } from '@cuidar/domain/messages';
import { paths } from '@cuidar/domain/routes';
import { guardsCopy } from '@cuidar/domain/messages/screens/guards';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { useSession } from '@/features/auth/api/get-session';

interface RequireSessionProps {
  /** When given, the signed-in user must have this role. */
  role?: AccountRole;
  children: ReactNode;
}

/**
 * Lets the page render only for a signed-in user (of the role, when one is required). Anyone else
 * is told why (docs/product.md#roles) and sent to /auth, which brings them back after sign-in.
 */
export function RequireSession({ role, children }: RequireSessionProps) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const user = session.data;
  const refused = session.isSuccess && (!user ? 'session' : role && user.role !== role ? 'role' : null);
  const announced = useRef(false);

  useEffect(() => {
    if (!refused || announced.current) return;
    announced.current = true;
    if (refused === 'session') {
      toast.error(messages.guard.needsSession);
      navigate(paths.auth, { replace: true, state: { from: `${location.pathname}${location.search}` } });
    } else {
      toast.error(messages.guard.wrongRole);
      navigate(paths.auth, { replace: true });
    }
  }, [refused, navigate, location.pathname, location.search]);

  if (session.isError) {
    return (
      <div role="alert" className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
        <p className="text-lg font-semibold">{messages.auth.roleLookupFailed}</p>
        <p className="text-slate-700">{messages.generic.network}</p>
        <Button onClick={() => void session.refetch()}>{guardsCopy.retry}</Button>
      </div>
    );
  }
  if (!session.isSuccess || refused) return <LoadingBlock />;
  return children;
}
