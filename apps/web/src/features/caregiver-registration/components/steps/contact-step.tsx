import { BRAZILIAN_STATES, PASSWORD_MIN_LENGTH, UFS, type UF } from '@cuidar/domain/constants';
import { maskPhone } from '@cuidar/domain/masks';
import { messages } from '@cuidar/domain/messages';
import { CircleCheck, Info } from 'lucide-react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { CepInput } from '@/components/address/cep-input';
import { useCepAutofill } from '@/components/address/use-cep-autofill';
import { Alert } from '@/components/ui/alert';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import type { WizardValues } from '../../hooks/wizard-state';

interface ContactStepProps {
  form: UseFormReturn<WizardValues>;
  /** The account exists (created here, or the person came in signed in). */
  hasAccount: boolean;
  /** Created in this wizard and waiting for the e-mail confirmation. */
  accountCreatedHere: boolean;
  accountEmail: string | null;
}

export function ContactStep({ form, hasAccount, accountCreatedHere, accountEmail }: ContactStepProps) {
  const { errors } = form.formState;
  const cep = useCepAutofill((address) => {
    const options = { shouldValidate: true, shouldDirty: true } as const;
    if (address.rua) form.setValue('rua', address.rua, options);
    if (address.bairro) form.setValue('bairro', address.bairro, options);
    if (address.cidade) form.setValue('cidade', address.cidade, options);
    if ((UFS as readonly string[]).includes(address.estado)) form.setValue('estado', address.estado as UF, options);
    form.setFocus('numero');
  });

  return (
    <div className="space-y-5">
      {hasAccount && accountCreatedHere && (
        <Alert tone="success" icon={<CircleCheck />} title={messages.wizard.accountCreatedTitle} aria-live="polite">
          {messages.wizard.accountCreated(accountEmail ?? form.getValues('email'))}
        </Alert>
      )}
      <FormField label="Email" error={errors.email?.message} hint={hasAccount && !accountCreatedHere ? 'O email da conta com que você entrou.' : undefined}>
        <Input type="email" autoComplete="email" inputMode="email" readOnly={hasAccount} className={hasAccount ? 'bg-slate-100' : undefined} {...form.register('email')} />
      </FormField>
      <Controller
        control={form.control}
        name="telefone"
        render={({ field }) => (
          <FormField label="Telefone (celular)" error={errors.telefone?.message}>
            <Input
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="(11) 98765-4321"
              className="max-w-xs"
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(maskPhone(event.target.value))}
            />
          </FormField>
        )}
      />
      <Controller
        control={form.control}
        name="cep"
        render={({ field }) => (
          <FormField label="CEP" error={errors.cep?.message}>
            <CepInput
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              status={cep.status}
              className="max-w-xs"
              onChange={(value) => {
                field.onChange(value);
                void cep.lookup(value);
              }}
            />
          </FormField>
        )}
      />
      <div className="grid gap-5 sm:grid-cols-[1fr_8rem]">
        <FormField label="Rua" error={errors.rua?.message}>
          <Input autoComplete="address-line1" {...form.register('rua')} />
        </FormField>
        <FormField label="Número" error={errors.numero?.message}>
          <Input inputMode="numeric" {...form.register('numero')} />
        </FormField>
      </div>
      <FormField label="Complemento (opcional)" error={errors.complemento?.message} hint="Apartamento, bloco… Não aparece para as famílias.">
        <Input autoComplete="address-line2" {...form.register('complemento')} />
      </FormField>
      <FormField label="Bairro" error={errors.bairro?.message}>
        <Input {...form.register('bairro')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Cidade" error={errors.cidade?.message}>
          <Input autoComplete="address-level2" {...form.register('cidade')} />
        </FormField>
        <FormField label="Estado" error={errors.estado?.message}>
          <Select autoComplete="address-level1" {...form.register('estado')}>
            <option value="">Selecione o estado</option>
            {BRAZILIAN_STATES.map((state) => (
              <option key={state.uf} value={state.uf}>
                {state.nome}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      {!hasAccount && (
        <div className="space-y-5 rounded-xl border border-slate-200 bg-slate-50 p-4">
          <Alert tone="info" icon={<Info />}>
            {messages.wizard.needsAccount}: escolha uma senha. Depois enviaremos um link para confirmar seu email.
          </Alert>
          <FormField label="Senha" error={errors.password?.message} hint={messages.auth.passwordHint(PASSWORD_MIN_LENGTH)}>
            <PasswordInput autoComplete="new-password" {...form.register('password')} />
          </FormField>
          <FormField label="Confirme a senha" error={errors.confirmPassword?.message}>
            <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
          </FormField>
        </div>
      )}
    </div>
  );
}
