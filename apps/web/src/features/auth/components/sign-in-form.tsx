import { signInSchema, type SignInInput } from '@cuidar/domain/auth';
import { authCopy } from '@cuidar/domain/messages/screens/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';

interface SignInFormProps {
  defaultEmail?: string;
  isPending: boolean;
  onSubmit: (values: SignInInput) => void;
  onEmailChange?: (email: string) => void;
  onForgotPassword: () => void;
}

export function SignInForm({ defaultEmail = '', isPending, onSubmit, onEmailChange, onForgotPassword }: SignInFormProps) {
  const c = authCopy.signIn;
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors } = form.formState;
  const email = form.register('email', { onChange: (e) => onEmailChange?.(e.target.value) });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      <FormField label={c.emailLabel} error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...email} />
      </FormField>
      <FormField label={c.passwordLabel} error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <div className="flex justify-end">
        <Button variant="link" size="sm" onClick={onForgotPassword}>
          {c.forgotPassword}
        </Button>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={isPending}>
        {isPending ? c.submitting : c.submitButton}
      </Button>
    </form>
  );
}
