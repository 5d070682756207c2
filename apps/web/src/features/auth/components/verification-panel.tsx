import { messages } from '@cuidar/domain/messages';
import { MailWarning } from 'lucide-react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useResendVerification } from '../api/resend-verification';

/** 'Verificação necessária' with a resend button, shown after sign-up or an unverified sign-in. */
export function VerificationPanel({ email, returnTo }: { email: string; returnTo?: string | null }) {
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
          Enviamos o link para <strong>{email}</strong>. Confira também a caixa de spam.
        </p>
      )}
      <Button variant="outline" size="sm" className="mt-3" onClick={onResend} disabled={resend.isPending}>
        {resend.isPending ? 'Enviando...' : 'Reenviar email de verificação'}
      </Button>
    </Alert>
  );
}
