import { messages } from '@cuidar/domain/messages';
import { authCopy } from '@cuidar/domain/messages/screens/auth';
import { MailWarning } from 'lucide-react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useResendVerification } from '../api/resend-verification';

/** 'Verificação necessária' with a resend button, shown after sign-up or an unverified sign-in. */
export function VerificationPanel({ email, returnTo }: { email: string; returnTo?: string | null }) {
  const c = authCopy.verificationPanel;
  const resend = useResendVerification();
  const onResend = () => {
    if (!email.trim()) {
      toast.error(messages.auth.resendNeedsEmail);
      return;
    }
    resend.mutate({ email: email.trim(), returnTo }, {
      onSuccess: () => toast.success(messages.auth.resendSuccess),
      onError: () => toast.error(messages.auth.resendFailed),
    });
  };
  return (
    <Alert tone="warning" icon={<MailWarning />} title={messages.auth.verificationRequiredTitle} aria-live="polite">
      <p>{messages.auth.verificationRequiredText}</p>
      {email && (
        <p className="mt-1">
          {c.sentBefore}
          <strong>{email}</strong>
          {c.sentAfter}
        </p>
      )}
      <Button variant="outline" size="sm" className="mt-3" onClick={onResend} disabled={resend.isPending}>
        {resend.isPending ? c.resending : c.resendButton}
      </Button>
    </Alert>
  );
}
