import { confirmTwoFactorSchema, twoFactorPasswordSchema, type TwoFactorSetupDto } from '@cuidar/domain/account-settings';
import { accountSecurityCopy } from '@cuidar/domain/messages/screens/account-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import {
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useRenewRecoveryCodes,
  useStartTwoFactor,
  useTwoFactorStatus,
} from '../api/two-factor';

type PasswordAction = 'start' | 'disable' | 'renew';

const c = accountSecurityCopy.twoFactor;
const actionLabels: Record<PasswordAction, { button: string; pending: string }> = c.passwordStep.actions;

/** The current password, asked before anything that changes how the person signs in. */
function PasswordStep({ action, isPending, onSubmit, onCancel }: { action: PasswordAction; isPending: boolean; onSubmit: (password: string, fail: (message: string) => void) => void; onCancel: () => void }) {
  const form = useForm<{ currentPassword: string }>({ resolver: zodResolver(twoFactorPasswordSchema), defaultValues: { currentPassword: '' } });
  const fail = (message: string) => form.setError('currentPassword', { message }, { shouldFocus: true });
  return (
    <form noValidate onSubmit={form.handleSubmit(({ currentPassword }) => onSubmit(currentPassword, fail))} className="space-y-4">
      <FormField label={c.passwordStep.label} error={form.formState.errors.currentPassword?.message} hint={c.passwordStep.hint}>
        <PasswordInput autoFocus autoComplete="current-password" {...form.register('currentPassword')} />
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant={action === 'disable' ? 'danger' : 'primary'} disabled={isPending} aria-busy={isPending}>
          {isPending ? <Spinner label={actionLabels[action].pending} /> : actionLabels[action].button}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {c.passwordStep.cancel}
        </Button>
      </div>
    </form>
  );
}

/** Recovery codes, shown once: the person keeps them (copy or download). */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const r = c.recoveryCodes;
  const text = codes.join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(r.copied);
    } catch {
      toast.error(r.copyFailed);
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${r.fileHeading}\n\n${text}\n`], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = r.fileName;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        {r.keepBefore}
        <strong>{r.keepStrong}</strong>
        {r.keepAfter}
      </p>
      <ul aria-label={r.listLabel} className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-3 font-mono text-base sm:grid-cols-3">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          {r.copyButton}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={download}>
          {r.downloadButton}
        </Button>
      </div>
    </div>
  );
}

/** Scan the QR code (or type the key), then confirm with the first code the app shows. */
function SetupStep({ setup, onDone, onCancel }: { setup: TwoFactorSetupDto; onDone: () => void; onCancel: () => void }) {
  const s = c.setup;
  const confirm = useConfirmTwoFactor();
  const form = useForm<{ code: string }>({ resolver: zodResolver(confirmTwoFactorSchema), defaultValues: { code: '' } });
  const onSubmit = ({ code }: { code: string }) =>
    confirm.mutate(code, {
      onSuccess: (result) => {
        toast.success(result.message);
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) form.setError('code', { message: error.message }, { shouldFocus: true });
        else toast.error(errorMessage(error));
      },
    });
  return (
    <div className="space-y-6">
      <ol className="list-decimal space-y-2 pl-5 text-slate-700">
        {s.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className="flex flex-col items-start gap-4 sm:flex-row">
        <img src={setup.qrCode} width={200} height={200} alt={s.qrAlt} className="rounded-lg border border-slate-200" />
        <div className="min-w-0 text-sm text-slate-700">
          <p>{s.manualKey}</p>
          <p className="mt-2 rounded bg-slate-50 p-2 font-mono text-base text-slate-900">{setup.secret.replace(/(.{4})/g, '$1 ').trim()}</p>
          <p className="mt-2">
            {s.openBefore}
            <a href={setup.totpUri} className="font-semibold text-brand-800 underline underline-offset-4">
              {s.openLink}
            </a>
            {s.openAfter}
          </p>
        </div>
      </div>
      <RecoveryCodes codes={setup.recoveryCodes} />
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
        <FormField label={s.codeLabel} error={form.formState.errors.code?.message}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={7} placeholder={s.codePlaceholder} className="max-w-40" {...form.register('code')} />
        </FormField>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={confirm.isPending} aria-busy={confirm.isPending}>
            {confirm.isPending ? <Spinner label={s.submitting} /> : s.submitButton}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel}>
            {s.cancel}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** 'Verificação em duas etapas': a code from an authenticator app after the password, at every sign-in. */
export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const start = useStartTwoFactor();
  const disable = useDisableTwoFactor();
  const renew = useRenewRecoveryCodes();
  const [action, setAction] = useState<PasswordAction | null>(null);
  const [setup, setSetup] = useState<TwoFactorSetupDto | null>(null);
  const [renewedCodes, setRenewedCodes] = useState<string[] | null>(null);

  const onPassword = (password: string, fail: (message: string) => void) => {
    const onError = (error: unknown) => {
      if (error instanceof ApiError && error.field === 'currentPassword') fail(error.message);
      else toast.error(errorMessage(error));
    };
    if (action === 'start') {
      start.mutate(password, { onSuccess: (result) => (setSetup(result), setAction(null)), onError });
    } else if (action === 'disable') {
      disable.mutate(password, { onSuccess: (result) => (toast.success(result.message), setAction(null)), onError });
    } else if (action === 'renew') {
      renew.mutate(password, { onSuccess: (result) => (toast.success(result.message), setRenewedCodes(result.recoveryCodes), setAction(null)), onError });
    }
  };

  const enabled = status.data?.enabled === true;
  const pending = start.isPending || disable.isPending || renew.isPending;
  return (
    <Card role="region" aria-labelledby="duas-etapas-titulo">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-3">
          <CardTitle id="duas-etapas-titulo">{c.title}</CardTitle>
          {status.data && (enabled ? <Badge variant="success">{c.enabledBadge}</Badge> : <Badge>{c.disabledBadge}</Badge>)}
        </div>
        <CardDescription>{c.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {status.isPending && <Spinner label={c.loading} />}
        {status.isError && <Alert tone="error">{errorMessage(status.error)}</Alert>}
        {setup && <SetupStep setup={setup} onDone={() => setSetup(null)} onCancel={() => setSetup(null)} />}
        {!setup && action && <PasswordStep action={action} isPending={pending} onSubmit={onPassword} onCancel={() => setAction(null)} />}
        {!setup && !action && renewedCodes && <RecoveryCodes codes={renewedCodes} />}
        {!setup && !action && status.data && (
          <div className="flex flex-wrap gap-3">
            {enabled ? (
              <>
                <Button type="button" variant="outline" onClick={() => (setRenewedCodes(null), setAction('renew'))}>
                  {c.renewButton}
                </Button>
                <Button type="button" variant="outline" onClick={() => (setRenewedCodes(null), setAction('disable'))}>
                  {c.disableButton}
                </Button>
              </>
            ) : (
              <Button type="button" onClick={() => setAction('start')}>
                <ShieldCheck aria-hidden /> {c.enableButton}
              </Button>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
