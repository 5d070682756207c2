import { signUpSchema, type SignUpInput } from '@cuidar/domain/auth';
import { PASSWORD_MIN_LENGTH, ROLE_LABELS, type Role } from '@cuidar/domain/constants';
import { messages } from '@cuidar/domain/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { RadioCards } from '@/components/ui/radio-cards';

interface SignUpFormProps {
  isPending: boolean;
  onSubmit: (values: SignUpInput) => void;
}

const roleOptions: { value: Role; label: string; description: string }[] = [
  { value: 'familia', label: ROLE_LABELS.familia, description: 'Quero encontrar um cuidador para meu familiar' },
  { value: 'cuidador', label: ROLE_LABELS.cuidador, description: 'Sou profissional e quero oferecer meus serviços' },
];

export function SignUpForm({ isPending, onSubmit }: SignUpFormProps) {
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '', role: 'familia' },
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      <FormField label="Nome completo" error={errors.name?.message}>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      <FormField label="Senha" error={errors.password?.message} hint={messages.auth.passwordHint(PASSWORD_MIN_LENGTH)}>
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-slate-800">Tipo de conta</legend>
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <RadioCards label="Tipo de conta" value={field.value} onChange={field.onChange} options={roleOptions} className="sm:grid-cols-2" />
          )}
        />
        {errors.role && (
          <p role="alert" className="mt-1 text-sm font-medium text-red-700">
            {errors.role.message}
          </p>
        )}
      </fieldset>
      <Button type="submit" size="lg" className="w-full" disabled={isPending}>
        {isPending ? 'Carregando...' : 'Criar conta'}
      </Button>
    </form>
  );
}
