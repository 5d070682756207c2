import { fullNameSchema, newPasswordSchema } from '@cuidar/domain/auth';
import { messages } from '@cuidar/domain/messages';
import { z } from '@cuidar/domain/validation';
import { relativesCopy } from '@cuidar/domain/messages/screens/relatives';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NewPasswordField } from '@/components/ui/new-password-field';

const m = messages.relatives;
/** The invitation's sign-up: the address is the invitation's, so only a name and a password. */
const formSchema = z.strictObject({ name: fullNameSchema, password: newPasswordSchema });
type FormValues = z.output<typeof formSchema>;

export function InvitationSignUpForm({ email, pending, onSubmit }: { email: string; pending: boolean; onSubmit: (values: FormValues) => void }) {
  const form = useForm({ resolver: zodResolver(formSchema), defaultValues: { name: '', password: '' } });
  const password = useWatch({ control: form.control, name: 'password' });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      <p className="text-slate-700">{m.invitationEmail(email)}</p>
      <FormField label={relativesCopy.invitationSignUp.nameLabel} error={form.formState.errors.name?.message}>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <NewPasswordField label={relativesCopy.invitationSignUp.passwordLabel} value={password} error={form.formState.errors.password?.message} {...form.register('password')} />
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {m.invitationSignUp}
      </Button>
    </form>
  );
}
