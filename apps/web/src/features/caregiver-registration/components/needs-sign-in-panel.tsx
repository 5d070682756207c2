import { messages } from '@cuidar/domain/messages';
import { paths } from '@cuidar/domain/routes';
import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { useResendVerification } from '@/features/auth/api/resend-verification';
import { useSignIn } from '@/features/auth/api/sign-in';
import { ApiError, errorMessage } from '@/lib/api-client';
import { caregiverRegistrationCopy } from '@cuidar/domain/messages/screens/caregiver-registration';

interface NeedsSignInPanelProps {
  email: string;
  /** Called once signed in, to finish the registration without leaving the page. */
  onSignedIn: () => void;
}

/**
 * The account exists but this tab is not signed in: the person confirms the e-mail (the link signs
 * them in, in any tab) and finishes here, or signs in right here. Chosen files stay on this page.
 */
export function NeedsSignInPanel({ email, onSignedIn }: NeedsSignInPanelProps) {
  const c = caregiverRegistrationCopy.needsSignIn;
  const [password, setPassword] = useState('');
  const signIn = useSignIn();
  const resend = useResendVerification();

  const onSubmit = (event: { preventDefault(): void; stopPropagation(): void }) => {
    event.preventDefault();
    event.stopPropagation();
    if (!password) return;
    signIn.mutate(
      { email, password },
      {
        onSuccess: (user) => {
          if (user) onSignedIn();
        },
        onError: (error) =>
          toast.error(error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED' ? messages.auth.emailNotConfirmed : errorMessage(error)),
      },
    );
  };

  return (
    <Alert tone="warning" icon={<MailWarning />} title={messages.wizard.confirmEmailTitle} className="mt-5" role="region" aria-live="polite">
      <p>{messages.wizard.needsAuth}.</p>
      <p className="mt-1">{messages.wizard.confirmEmail(email)}</p>
      {/* Its own small form: pressing Enter here signs in, it does not submit the wizard. */}
      <div className="mt-3 space-y-3" role="form" aria-label={c.formLabel}>
        <FormField label={c.passwordLabel}>
          <PasswordInput autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && onSubmit(e)} />
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={onSubmit} disabled={signIn.isPending || !password}>
            {signIn.isPending ? c.signingIn : c.signIn}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={resend.isPending}
            onClick={() =>
              resend.mutate({ email }, {
                onSuccess: () => toast.success(messages.auth.resendSuccess),
                onError: () => toast.error(messages.auth.resendFailed),
              })
            }
          >
            {resend.isPending ? c.resending : c.resend}
          </Button>
          <Button asChild variant="link" size="sm">
            <Link to={paths.auth} state={{ from: paths.onboardingCuidador }}>
              {c.goToSignIn}
            </Link>
          </Button>
        </div>
      </div>
    </Alert>
  );
}
