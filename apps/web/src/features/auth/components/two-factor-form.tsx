import { verifyRecoveryCodeSchema, verifyTotpSchema } from '@cuidar/domain/auth';
import { authCopy } from '@cuidar/domain/messages/screens/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

type Kind = 'totp' | 'recovery';

interface TwoFactorFormProps {
  isPending: boolean;
  /** The server's message for the last wrong code, shown under the field. */
  error?: string | undefined;
  onSubmit: (kind: Kind, code: string) => void;
  onCancel: () => void;
}

/**
 * The second step of signing in to an account with two-factor sign-in: the 6-digit code of the
 * authenticator app, or one of the recovery codes when the phone is not at hand.
 */
export function TwoFactorForm({ isPending, error, onSubmit, onCancel }: TwoFactorFormProps) {
  const c = authCopy.twoFactor;
  const [kind, setKind] = useState<Kind>('totp');
  const form = useForm<{ code: string }>({
    resolver: zodResolver(kind === 'totp' ? verifyTotpSchema : verifyRecoveryCodeSchema),
    defaultValues: { code: '' },
  });
  const fieldError = form.formState.errors.code?.message ?? error;
  const switchKind = () => {
    setKind(kind === 'totp' ? 'recovery' : 'totp');
    form.reset({ code: '' });
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(({ code }) => onSubmit(kind, code))} className="space-y-4">
      <p className="text-slate-700">
        {kind === 'totp' ? c.totpIntro : c.recoveryIntro}
      </p>
      <FormField label={kind === 'totp' ? c.totpLabel : c.recoveryLabel} error={fieldError}>
        {kind === 'totp' ? (
          <Input key="totp" autoFocus inputMode="numeric" autoComplete="one-time-code" maxLength={7} placeholder={c.totpPlaceholder} {...form.register('code')} />
        ) : (
          <Input key="recovery" autoFocus autoComplete="off" autoCapitalize="off" spellCheck={false} maxLength={11} placeholder={c.recoveryPlaceholder} {...form.register('code')} />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={isPending} aria-busy={isPending}>
        {isPending ? c.submitting : c.submitButton}
      </Button>
      <div className="flex flex-col items-center gap-1 sm:flex-row sm:justify-between">
        <Button type="button" variant="link" size="sm" onClick={switchKind}>
          {kind === 'totp' ? c.useRecovery : c.useTotp}
        </Button>
        <Button type="button" variant="link" size="sm" onClick={onCancel}>
          {c.cancelButton}
        </Button>
      </div>
    </form>
  );
}
