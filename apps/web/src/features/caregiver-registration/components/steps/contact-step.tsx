import { maskPhone } from '@cuidar/domain/masks';
import { messages } from '@cuidar/domain/messages';
import { CircleCheck, Info } from 'lucide-react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { AddressFields } from '@/components/address/address-fields';
import { Alert } from '@/components/ui/alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MaskedField } from '@/components/ui/masked-field';
import { NewPasswordField } from '@/components/ui/new-password-field';
import { PasswordInput } from '@/components/ui/password-input';
import type { WizardValues } from '../../hooks/wizard-state';
import { caregiverRegistrationCopy } from '@cuidar/domain/messages/screens/caregiver-registration';

interface ContactStepProps {
  form: UseFormReturn<WizardValues>;
  /** The account exists (created here, or the person came in signed in). */
  hasAccount: boolean;
  /** Created in this wizard and waiting for the e-mail confirmation. */
  accountCreatedHere: boolean;
  accountEmail: string | null;
}

const c = caregiverRegistrationCopy.contact;

export function ContactStep({ form, hasAccount, accountCreatedHere, accountEmail }: ContactStepProps) {
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  return (
    <div className="space-y-5">
      {hasAccount && accountCreatedHere && (
        <Alert tone="success" icon={<CircleCheck />} title={messages.wizard.accountCreatedTitle} aria-live="polite">
          {messages.wizard.accountCreated(accountEmail ?? form.getValues('email'))}
        </Alert>
      )}
      <FormField label={c.emailLabel} error={errors.email?.message} hint={hasAccount && !accountCreatedHere ? c.emailSignedInHint : undefined}>
        <Input type="email" autoComplete="email" inputMode="email" readOnly={hasAccount} className={hasAccount ? 'bg-slate-100' : undefined} {...form.register('email')} />
      </FormField>
      <MaskedField
        control={form.control}
        name="telefone"
        label={c.phoneLabel}
        error={errors.telefone?.message}
        mask={maskPhone}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={c.phonePlaceholder}
        className="max-w-xs"
      />
      <AddressFields form={form} complementoHint={c.complementoHint} />
      {!hasAccount && (
        <div className="space-y-5 rounded-xl border border-slate-200 bg-slate-50 p-4">
          <Alert tone="info" icon={<Info />}>
            {messages.wizard.needsAccount}
            {c.needsAccountAfter}
          </Alert>
          <NewPasswordField label={c.passwordLabel} error={errors.password?.message} value={password} {...form.register('password')} />
          <FormField label={c.confirmPasswordLabel} error={errors.confirmPassword?.message}>
            <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
          </FormField>
        </div>
      )}
    </div>
  );
}
