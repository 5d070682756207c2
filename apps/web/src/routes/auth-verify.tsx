import { VERIFY_REDIRECT_MS } from '@cuidar/domain/constants';
import { messages } from '@cuidar/domain/messages';
import { homeFor, paths, safeReturnPath } from '@cuidar/domain/routes';
import { authCopy } from '@cuidar/domain/messages/screens/auth';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { replaceSessionUser } from '@/features/auth/api/get-session';
import { useResendVerification } from '@/features/auth/api/resend-verification';
import { verifyEmail } from '@/features/auth/api/verify-email';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { ApiError } from '@/lib/api-client';
import { usePageMeta } from '@/lib/head';

type State =
  | { status: 'loading' }
  | { status: 'success'; target: string; emailChanged: boolean }
  | { status: 'failed'; message: string };

export function Component() {
  const c = authCopy.verify;
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email');
  // Where the person was going when they signed up (checked again here: no open redirect).
  const returnTo = safeReturnPath(params.get('voltar'));
  const [state, setState] = useState<State>(() =>
    token ? { status: 'loading' } : { status: 'failed', message: messages.verification.invalidLink },
  );
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const resend = useResendVerification();
  const started = useRef(false);
  usePageMeta(c.title);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true; // a verification link is used once, even under StrictMode
    verifyEmail(token)
      .then(async (result) => {
        await replaceSessionUser(queryClient, result.user);
        const emailChanged = result.emailChanged === true;
        toast.success(emailChanged ? messages.settings.emailChanged : messages.verification.success);
        // Signed in by the verification: back where they were going, else the dashboard of the role;
        // not signed in (a link used twice): the login, which then brings them there.
        setState({ status: 'success', target: result.user ? (returnTo ?? homeFor(result.user.role)) : paths.auth, emailChanged });
      })
      .catch((error: unknown) => {
        const message = error instanceof ApiError ? error.message : messages.verification.unexpected;
        toast.error(message);
        setState({ status: 'failed', message });
      });
  }, [token, queryClient, returnTo]);

  useEffect(() => {
    if (state.status !== 'success') return;
    const timer = setTimeout(() => navigate(state.target, { replace: true, state: state.target === paths.auth && returnTo ? { from: returnTo } : undefined }), VERIFY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state, navigate, returnTo]);

  const onResend = () => {
    if (!email) {
      toast.error(messages.verification.resendUnavailable);
      return;
    }
    resend.mutate({ email, returnTo }, {
      onSuccess: () => toast.success(messages.verification.resendSuccess),
      onError: () => toast.error(messages.verification.resendFailed),
    });
  };

  return (
    <AuthShell title={c.title}>
      <div aria-live="polite">
        {state.status === 'loading' && (
          <div className="py-6 text-center text-slate-700">
            <Spinner label={messages.verification.loading} />
          </div>
        )}
        {state.status === 'success' && (
          <div className="space-y-4 text-center">
            <CircleCheck aria-hidden="true" className="mx-auto size-14 text-green-700" />
            <p className="text-lg font-semibold">{state.emailChanged ? messages.settings.emailChanged : messages.verification.success}</p>
            {state.emailChanged && <p className="text-slate-700">{messages.settings.emailChangedText}</p>}
            <p className="text-slate-700">{messages.verification.successRedirect}</p>
            <Button asChild size="lg" className="w-full">
              <Link to={paths.auth}>{c.toLogin}</Link>
            </Button>
          </div>
        )}
        {state.status === 'failed' && (
          <div className="space-y-4 text-center">
            <CircleX aria-hidden="true" className="mx-auto size-14 text-red-700" />
            <p className="text-lg font-semibold">{state.message}</p>
            <p className="text-slate-700">{messages.verification.failedText}</p>
            {email && (
              <Button size="lg" className="w-full" onClick={onResend} disabled={resend.isPending}>
                {resend.isPending ? c.resending : c.resendButton}
              </Button>
            )}
            <Button asChild variant="outline" size="lg" className="w-full">
              <Link to={paths.auth}>{c.backToLogin}</Link>
            </Button>
          </div>
        )}
      </div>
    </AuthShell>
  );
}
