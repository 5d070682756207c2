import type { SessionUserDto, SignInInput, SignUpInput } from '@cuidar/domain/auth';
import { ROLE_LABELS } from '@cuidar/domain/constants';
import { messages } from '@cuidar/domain/messages';
import { AUTH_RETURN_PARAM, homeFor, paths, safeReturnPath } from '@cuidar/domain/routes';
import { fullName } from '@cuidar/domain/names';
import { authCopy } from '@cuidar/domain/messages/screens/auth';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { useSession } from '@/features/auth/api/get-session';
import { useSignIn } from '@/features/auth/api/sign-in';
import { useSignUp } from '@/features/auth/api/sign-up';
import { useVerifySecondFactor } from '@/features/auth/api/two-factor';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { TwoFactorForm } from '@/features/auth/components/two-factor-form';
import { VerificationPanel } from '@/features/auth/components/verification-panel';
import { useSignOutAction } from '@/features/auth/hooks/use-sign-out-action';
import { ApiError, errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/head';

type Mode = 'login' | 'signup' | 'forgot' | 'two-factor';

const c = authCopy.page;
const titles: Record<Mode, string> = c.titles;

function AlreadySignedIn() {
  const { data: user } = useSession();
  const { signOut, isPending } = useSignOutAction();
  if (!user) return null;
  const name = fullName(user) || user.email;
  const a = authCopy.alreadySignedIn;
  return (
    <div className="space-y-4">
      <p className="text-slate-700">
        {a.before}
        <strong>{name}</strong>
        {user.role && a.role(ROLE_LABELS[user.role])}
        {a.after}
      </p>
      <Button asChild size="lg" className="w-full">
        <Link to={homeFor(user.role)}>{a.dashboardButton}</Link>
      </Button>
      <Button variant="outline" size="lg" className="w-full" onClick={signOut} disabled={isPending}>
        {a.switchAccountButton}
      </Button>
    </div>
  );
}

export function Component() {
  const [params] = useSearchParams();
  // From the app, the page asked for travels in the navigation state; from a server-rendered page, in ?voltar=.
  const returnPath = () => safeReturnPath((location.state as { from?: unknown } | null)?.from ?? params.get(AUTH_RETURN_PARAM));
  // /auth?modo=cadastro opens on sign-up (the questionnaire's 'Criar conta').
  const [mode, setMode] = useState<Mode>(params.get('modo') === 'cadastro' ? 'signup' : 'login');
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const location = useLocation();
  // What the person typed, carried between modes; `prefill` changes after a sign-up, and comes
  // with the person from the page that freed a locked sign-in (/auth/desbloquear).
  const [email, setEmail] = useState('');
  const [prefill, setPrefill] = useState(() => {
    const carried = (location.state as { email?: unknown } | null)?.email;
    return typeof carried === 'string' ? carried : '';
  });
  const session = useSession();
  const signIn = useSignIn();
  const signUp = useSignUp();
  const secondFactor = useVerifySecondFactor();
  const [secondFactorError, setSecondFactorError] = useState<string | undefined>();
  const navigate = useNavigate();
  usePageMeta(titles[mode], c.metaDescription);

  const switchMode = (next: Mode) => {
    setMode(next);
    setPendingEmail(null); // switching modes hides the verification notice
  };

  /** Where a signed-in person goes: back where they were going, else their dashboard. */
  const afterSignIn = (user: SessionUserDto | null) => {
    if (!user) {
      toast.error(messages.auth.roleLookupFailed);
      navigate(paths.home, { replace: true });
      return;
    }
    if (!user.role) {
      toast.info(messages.auth.welcomeBack);
      navigate(paths.home, { replace: true });
      return;
    }
    const back = returnPath();
    navigate(back ?? homeFor(user.role), { replace: true, state: (location.state as { returnState?: unknown } | null)?.returnState });
  };

  const onSignIn = (values: SignInInput) => {
    setPendingEmail(null);
    signIn.mutate(values, {
      onSuccess: (answer) => {
        if (answer.twoFactorRequired) {
          setSecondFactorError(undefined);
          setMode('two-factor');
          return;
        }
        afterSignIn(answer.user);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') {
          toast.error(messages.auth.emailNotConfirmed);
          setPendingEmail(values.email.trim());
          return;
        }
        toast.error(errorMessage(error));
      },
    });
  };

  const onSecondFactor = (kind: 'totp' | 'recovery', code: string) => {
    setSecondFactorError(undefined);
    secondFactor.mutate(
      { kind, code },
      {
        onSuccess: afterSignIn,
        onError: (error) => {
          // A wrong code stays on this step; an expired first step goes back to the password.
          if (error instanceof ApiError && error.status === 400) {
            setSecondFactorError(error.message);
            return;
          }
          toast.error(errorMessage(error));
          if (error instanceof ApiError && (error.status === 401 || error.status === 429)) switchMode('login');
        },
      },
    );
  };

  // Where the person was going: after sign-in, and after the e-mailed verification link.
  const returnTo = returnPath();

  const onSignUp = (values: SignUpInput) => {
    signUp.mutate(returnTo ? { ...values, returnTo } : values, {
      onSuccess: () => {
        toast.success(messages.auth.signUpSuccess);
        const address = values.email.trim().toLowerCase();
        setEmail(address);
        setPrefill(address);
        setMode('login');
        setPendingEmail(address);
      },
      onError: (error) => toast.error(errorMessage(error, messages.account.createFailed)),
    });
  };

  if (session.isPending) {
    return (
      <AuthShell title={titles.login}>
        <LoadingBlock />
      </AuthShell>
    );
  }
  if (session.data) {
    return (
      <AuthShell title={c.alreadySignedInTitle}>
        <AlreadySignedIn />
      </AuthShell>
    );
  }

  return (
    <AuthShell title={titles[mode]}>
      {pendingEmail && (
        <div className="mb-6">
          <VerificationPanel email={pendingEmail} returnTo={returnTo} />
        </div>
      )}
      {mode === 'login' && (
        <SignInForm
          key={prefill}
          defaultEmail={prefill || email}
          isPending={signIn.isPending}
          onSubmit={onSignIn}
          onEmailChange={setEmail}
          onForgotPassword={() => switchMode('forgot')}
        />
      )}
      {mode === 'two-factor' && (
        <TwoFactorForm isPending={secondFactor.isPending} error={secondFactorError} onSubmit={onSecondFactor} onCancel={() => switchMode('login')} />
      )}
      {mode === 'signup' && <SignUpForm isPending={signUp.isPending} onSubmit={onSignUp} />}
      {mode === 'forgot' && <ForgotPasswordForm defaultEmail={email} onDone={() => switchMode('login')} />}

      {mode !== 'two-factor' && (
        <p className="mt-6 text-center text-slate-700">
          {mode === 'signup' ? (
            <Button variant="link" onClick={() => switchMode('login')}>
              {c.toLogin}
            </Button>
          ) : mode === 'login' ? (
            <Button variant="link" onClick={() => switchMode('signup')}>
              {c.toSignUp}
            </Button>
          ) : (
            <Button variant="link" onClick={() => switchMode('login')}>
              {c.backToLogin}
            </Button>
          )}
        </p>
      )}
      <p className="mt-2 text-center text-sm">
        <Link to={paths.home} className="text-slate-600 underline underline-offset-4 hover:text-slate-900">
          {c.backToHome}
        </Link>
      </p>
    </AuthShell>
  );
}
