import { changeEmailSchema, type ChangeEmailInput } from '@cuidar/domain/account-settings';
import { accountSecurityCopy } from '@cuidar/domain/messages/screens/account-settings';
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
  const c = accountSecurityCopy.email;
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
        <CardTitle id="email-titulo">{c.title}</CardTitle>
        <CardDescription>
          {c.currentBefore}
          <strong className="break-all font-semibold text-slate-900">{currentEmail}</strong>
          {c.currentAfter}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div aria-live="polite">
          {sent && (
            <Alert tone="success" icon={<MailCheck />} title={c.sentTitle} className="mb-4">
              {sent}
            </Alert>
          )}
        </div>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
          <FormField label={c.newLabel} error={errors.newEmail?.message}>
            <Input type="email" inputMode="email" autoComplete="email" {...form.register('newEmail')} />
          </FormField>
          <FormField label={c.passwordLabel} error={errors.currentPassword?.message}>
            <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
          </FormField>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={request.isPending} aria-busy={request.isPending}>
              {request.isPending ? <Spinner label={c.submitting} /> : c.submitButton}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
