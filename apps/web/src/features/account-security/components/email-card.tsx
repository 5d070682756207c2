import { changeEmailSchema, type ChangeEmailInput } from '@cuidar/domain/account-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useRequestEmailChange } from '../api/change-email';

const empty: ChangeEmailInput = { newEmail: '', currentPassword: '' };

/** 'Alterar email': the change happens only when the link sent to the new address is opened. */
export function EmailCard({ currentEmail }: { currentEmail: string }) {
  const request = useRequestEmailChange();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<ChangeEmailInput>({ resolver: zodResolver(changeEmailSchema), defaultValues: empty });
  const { errors } = form.formState;

  const onSubmit = (values: ChangeEmailInput) =>
    request.mutate(values, {
      onSuccess: (result) => {
        setSent(result.message);
        form.reset(empty);
      },
      onError: (error) => {
        if (error instanceof ApiError && (error.field === 'currentPassword' || error.field === 'newEmail')) {
          form.setError(error.field, { message: error.message }, { shouldFocus: true });
          return;
        }
        toast.error(errorMessage(error));
      },
    });

  return (
    <Card role="region" aria-labelledby="email-titulo">
      <CardHeader>
        <CardTitle id="email-titulo">Alterar email</CardTitle>
        <CardDescription>
          Seu email atual é <strong className="break-all font-semibold text-slate-900">{currentEmail}</strong>. O novo email só passa a valer depois que
          você abrir o link que enviaremos para ele.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div aria-live="polite">
          {sent && (
            <Alert tone="success" icon={<MailCheck />} title="Confira a caixa de entrada do novo email" className="mb-4">
              {sent}
            </Alert>
          )}
        </div>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
          <FormField label="Novo email" error={errors.newEmail?.message}>
            <Input type="email" inputMode="email" autoComplete="email" {...form.register('newEmail')} />
          </FormField>
          <FormField label="Senha atual" error={errors.currentPassword?.message}>
            <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
          </FormField>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={request.isPending} aria-busy={request.isPending}>
              {request.isPending ? <Spinner label="Enviando..." /> : 'Enviar link de confirmação'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
