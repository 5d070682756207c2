import { confirmTwoFactorSchema, twoFactorPasswordSchema, type TwoFactorSetupDto } from '@cuidar/domain/account-settings';
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

const actionLabels: Record<PasswordAction, { button: string; pending: string }> = {
  start: { button: 'Continuar', pending: 'Preparando...' },
  disable: { button: 'Desativar verificação em duas etapas', pending: 'Desativando...' },
  renew: { button: 'Gerar novos códigos', pending: 'Gerando...' },
};

/** The current password, asked before anything that changes how the person signs in. */
function PasswordStep({ action, isPending, onSubmit, onCancel }: { action: PasswordAction; isPending: boolean; onSubmit: (password: string, fail: (message: string) => void) => void; onCancel: () => void }) {
  const form = useForm<{ currentPassword: string }>({ resolver: zodResolver(twoFactorPasswordSchema), defaultValues: { currentPassword: '' } });
  const fail = (message: string) => form.setError('currentPassword', { message }, { shouldFocus: true });
  return (
    <form noValidate onSubmit={form.handleSubmit(({ currentPassword }) => onSubmit(currentPassword, fail))} className="space-y-4">
      <FormField label="Senha atual" error={form.formState.errors.currentPassword?.message} hint="Para sua segurança, confirme sua senha.">
        <PasswordInput autoFocus autoComplete="current-password" {...form.register('currentPassword')} />
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant={action === 'disable' ? 'danger' : 'primary'} disabled={isPending} aria-busy={isPending}>
          {isPending ? <Spinner label={actionLabels[action].pending} /> : actionLabels[action].button}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}

/** Recovery codes, shown once: the person keeps them (copy or download). */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const text = codes.join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Códigos copiados.');
    } catch {
      toast.error('Não foi possível copiar. Anote os códigos ou baixe o arquivo.');
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([`Cuidar — códigos de recuperação\n\n${text}\n`], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'cuidar-codigos-de-recuperacao.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Guarde estes códigos em lugar seguro. Se perder o celular, cada código permite entrar <strong>uma vez</strong> no lugar do código do aplicativo.
      </p>
      <ul aria-label="Códigos de recuperação" className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-3 font-mono text-base sm:grid-cols-3">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          Copiar códigos
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={download}>
          Baixar arquivo .txt
        </Button>
      </div>
    </div>
  );
}

/** Scan the QR code (or type the key), then confirm with the first code the app shows. */
function SetupStep({ setup, onDone, onCancel }: { setup: TwoFactorSetupDto; onDone: () => void; onCancel: () => void }) {
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
        <li>Instale um aplicativo autenticador no celular (por exemplo Google Authenticator, Microsoft Authenticator ou Authy).</li>
        <li>No aplicativo, escolha adicionar uma conta e leia o código QR abaixo.</li>
        <li>Digite o código de 6 dígitos que o aplicativo mostrar.</li>
      </ol>
      <div className="flex flex-col items-start gap-4 sm:flex-row">
        <img src={setup.qrCode} width={200} height={200} alt="Código QR para o aplicativo autenticador" className="rounded-lg border border-slate-200" />
        <div className="min-w-0 text-sm text-slate-700">
          <p>Não consegue ler o código? Digite esta chave no aplicativo:</p>
          <p className="mt-2 rounded bg-slate-50 p-2 font-mono text-base text-slate-900">{setup.secret.replace(/(.{4})/g, '$1 ').trim()}</p>
          <p className="mt-2">
            No celular, você também pode <a href={setup.totpUri} className="font-semibold text-brand-800 underline underline-offset-4">abrir direto no aplicativo</a>.
          </p>
        </div>
      </div>
      <RecoveryCodes codes={setup.recoveryCodes} />
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
        <FormField label="Código de 6 dígitos do aplicativo" error={form.formState.errors.code?.message}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={7} placeholder="123456" className="max-w-40" {...form.register('code')} />
        </FormField>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={confirm.isPending} aria-busy={confirm.isPending}>
            {confirm.isPending ? <Spinner label="Ativando..." /> : 'Ativar verificação em duas etapas'}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancelar
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
          <CardTitle id="duas-etapas-titulo">Verificação em duas etapas</CardTitle>
          {status.data && (enabled ? <Badge variant="success">Ativada</Badge> : <Badge>Desativada</Badge>)}
        </div>
        <CardDescription>
          Além da senha, o Cuidar pede um código do aplicativo autenticador do seu celular ao entrar. Assim, mesmo quem descobrir sua senha não entra na sua conta.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {status.isPending && <Spinner label="Carregando..." />}
        {status.isError && <Alert tone="error">{errorMessage(status.error)}</Alert>}
        {setup && <SetupStep setup={setup} onDone={() => setSetup(null)} onCancel={() => setSetup(null)} />}
        {!setup && action && <PasswordStep action={action} isPending={pending} onSubmit={onPassword} onCancel={() => setAction(null)} />}
        {!setup && !action && renewedCodes && <RecoveryCodes codes={renewedCodes} />}
        {!setup && !action && status.data && (
          <div className="flex flex-wrap gap-3">
            {enabled ? (
              <>
                <Button type="button" variant="outline" onClick={() => (setRenewedCodes(null), setAction('renew'))}>
                  Gerar novos códigos de recuperação
                </Button>
                <Button type="button" variant="outline" onClick={() => (setRenewedCodes(null), setAction('disable'))}>
                  Desativar
                </Button>
              </>
            ) : (
              <Button type="button" onClick={() => setAction('start')}>
                <ShieldCheck aria-hidden /> Ativar verificação em duas etapas
              </Button>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
