import { requestPasswordResetSchema } from '@cuidar/domain/auth';
import { messages } from '@cuidar/domain/messages';
import { authCopy } from '@cuidar/domain/messages/screens/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useRequestPasswordReset } from '../api/password-reset';

export function ForgotPasswordForm({ defaultEmail, onDone }: { defaultEmail: string; onDone: () => void }) {
  const c = authCopy.forgotPassword;
  const request = useRequestPasswordReset();
  const form = useForm<{ email: string }>({
    resolver: zodResolver(requestPasswordResetSchema),
    defaultValues: { email: defaultEmail },
  });
  const onSubmit = form.handleSubmit(({ email }) =>
    request.mutate(email, {
      onSuccess: () => {
        toast.success(messages.auth.resetRequested);
        onDone();
      },
      onError: (error) => toast.error(errorMessage(error)),
    }),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-slate-700">{c.intro}</p>
      <FormField label={c.emailLabel} error={form.formState.errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
        {request.isPending ? c.submitting : c.submitButton}
      </Button>
    </form>
  );
}
