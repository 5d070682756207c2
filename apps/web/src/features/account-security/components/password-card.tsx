import { changePasswordFormSchema, type ChangePasswordFormInput } from '@cuidar/domain/account-settings';
import { accountSecurityCopy } from '@cuidar/domain/messages/screens/account-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { NewPasswordField } from '@/components/ui/new-password-field';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { withPasswordStrength } from '@/lib/password-strength';
import { useChangePassword } from '../api/change-password';

const empty: ChangePasswordFormInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** 'Alterar senha': the current password first; every other session ends with the change. */
export function PasswordCard() {
  const c = accountSecurityCopy.password;
  const change = useChangePassword();
  const form = useForm<ChangePasswordFormInput>({ resolver: withPasswordStrength(zodResolver(changePasswordFormSchema)), defaultValues: empty });
  const { errors } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });

  const onSubmit = ({ currentPassword, newPassword }: ChangePasswordFormInput) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          form.reset(empty);
        },
        onError: (error) => {
          if (error instanceof ApiError && (error.field === 'currentPassword' || error.field === 'newPassword')) {
            form.setError(error.field, { message: error.message }, { shouldFocus: true });
            return;
          }
          toast.error(errorMessage(error));
        },
      },
    );

  return (
    <Card role="region" aria-labelledby="senha-titulo">
      <CardHeader>
        <CardTitle id="senha-titulo">{c.title}</CardTitle>
        <CardDescription>{c.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
          <FormField label={c.currentLabel} error={errors.currentPassword?.message} className="sm:col-span-2">
            <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
          </FormField>
          <NewPasswordField label={c.newLabel} error={errors.newPassword?.message} value={newPassword} {...form.register('newPassword')} />
          <FormField label={c.confirmLabel} error={errors.confirmPassword?.message}>
            <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
          </FormField>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={change.isPending} aria-busy={change.isPending}>
              {change.isPending ? <Spinner label={c.submitting} /> : c.submitButton}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
