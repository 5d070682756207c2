import { messages } from '@cuidar/domain/messages';
import { paths } from '@cuidar/domain/routes';
import { authCopy } from '@cuidar/domain/messages/screens/auth';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { useUnlockSignIn } from '@/features/auth/api/unlock';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/head';

/** /auth/desbloquear?token=…: the link mailed after many wrong passwords frees this browser to sign in. */
export function Component() {
  const c = authCopy.unlock;
  const [params] = useSearchParams();
  const token = params.get('token');
  const unlock = useUnlockSignIn();
  const sent = useRef(false);
  usePageMeta(c.title);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    unlock.mutate(token);
  }, [token, unlock]);

  return (
    <AuthShell title={c.title}>
      {!token || unlock.isError ? (
        <div className="space-y-4">
          <Alert tone="error" title={token ? errorMessage(unlock.error, messages.signInLock.unlockInvalid) : messages.signInLock.unlockInvalid} />
          <Button asChild variant="outline" className="w-full">
            <Link to={paths.auth}>{c.backToLogin}</Link>
          </Button>
        </div>
      ) : unlock.isSuccess ? (
        <div className="space-y-4">
          <Alert tone="success" title={unlock.data.message} />
          <Button asChild size="lg" className="w-full">
            <Link to={paths.auth} state={{ email: unlock.data.email }}>
              {c.signInButton}
            </Link>
          </Button>
        </div>
      ) : (
        <LoadingBlock />
      )}
    </AuthShell>
  );
}
