import { signUpSchema, type SignUpInput } from '@cuidar/domain/auth';
import { ROLE_LABELS, type Role } from '@cuidar/domain/constants';
import { authCopy } from '@cuidar/domain/messages/screens/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NewPasswordField } from '@/components/ui/new-password-field';
import { RadioCards } from '@/components/ui/radio-cards';
import { withPasswordStrength } from '@/lib/password-strength';

interface SignUpFormProps {
  isPending: boolean;
  onSubmit: (values: SignUpInput) => void;
}

const c = authCopy.signUp;

const roleOptions: { value: Role; label: string; description: string }[] = [
  { value: 'familia', label: ROLE_LABELS.familia, description: c.roleDescriptions.familia },
  { value: 'cuidador', label: ROLE_LABELS.cuidador, description: c.roleDescriptions.cuidador },
];

export function SignUpForm({ isPending, onSubmit }: SignUpFormProps) {
  const form = useForm<SignUpInput>({
    resolver: withPasswordStrength(zodResolver(signUpSchema)),
    defaultValues: { name: '', email: '', password: '', role: 'familia' },
  });
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      <FormField label={c.nameLabel} error={errors.name?.message}>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField label={c.emailLabel} error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      <NewPasswordField label={c.passwordLabel} error={errors.password?.message} value={password} {...form.register('password')} />
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-slate-800">{c.roleLegend}</legend>
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <RadioCards label={c.roleLegend} value={field.value} onChange={field.onChange} options={roleOptions} className="sm:grid-cols-2" />
          )}
        />
        {errors.role && (
          <p role="alert" className="mt-1 text-sm font-medium text-red-700">
            {errors.role.message}
          </p>
        )}
      </fieldset>
      <Button type="submit" size="lg" className="w-full" disabled={isPending}>
        {isPending ? c.submitting : c.submitButton}
      </Button>
    </form>
  );
}
