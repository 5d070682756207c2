import { resetPasswordFormSchema } from '@cuidar/domain/auth';
import { messages } from '@cuidar/domain/messages';
import { paths } from '@cuidar/domain/routes';
import { authCopy } from '@cuidar/domain/messages/screens/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NewPasswordField } from '@/components/ui/new-password-field';
import { PasswordInput } from '@/components/ui/password-input';
import { useResetPassword } from '@/features/auth/api/password-reset';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/head';
import { withPasswordStrength } from '@/lib/password-strength';

interface ResetForm {
  newPassword: string;
  confirmPassword: string;
}

export function Component() {
  const c = authCopy.resetPassword;
  const [params] = useSearchParams();
  const token = params.get('token');
  const reset = useResetPassword();
  const navigate = useNavigate();
  const form = useForm<ResetForm>({
    resolver: withPasswordStrength(zodResolver(resetPasswordFormSchema)),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  usePageMeta(c.metaTitle);

  const onSubmit = form.handleSubmit(({ newPassword }) => {
    if (!token) return;
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: () => {
          toast.success(messages.auth.resetDone);
          navigate(paths.auth, { replace: true });
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  });

  return (
    <AuthShell title={c.title}>
      {!token ? (
        <div className="space-y-4">
          <Alert tone="error" title={messages.auth.resetInvalid} />
          <Button asChild variant="outline" className="w-full">
            <Link to={paths.auth}>{c.backToLogin}</Link>
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <NewPasswordField label={c.newPasswordLabel} error={form.formState.errors.newPassword?.message} value={newPassword} {...form.register('newPassword')} />
          <FormField label={c.confirmLabel} error={form.formState.errors.confirmPassword?.message}>
            <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
          </FormField>
          <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
            {reset.isPending ? c.submitting : c.submitButton}
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
