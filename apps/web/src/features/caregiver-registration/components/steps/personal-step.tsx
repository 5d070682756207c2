import { BIRTH_DATE_MIN, WIZARD_GENEROS } from '@cuidar/domain/caregiver-registration';
import { GENERO_LABELS } from '@cuidar/domain/constants';
import { todayInSaoPaulo } from '@cuidar/domain/time';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RadioCards } from '@/components/ui/radio-cards';
import type { WizardValues } from '../../hooks/wizard-state';
import { FieldError } from '../field-error';

const generoOptions = WIZARD_GENEROS.map((value) => ({ value, label: GENERO_LABELS[value] }));

export function PersonalStep({ form }: { form: UseFormReturn<WizardValues> }) {
  const { errors } = form.formState;
  return (
    <div className="space-y-5">
      <FormField label="Nome completo" error={errors.nomeCompleto?.message}>
        <Input autoComplete="name" {...form.register('nomeCompleto')} />
      </FormField>
      <FormField label="Data de nascimento" error={errors.dataNascimento?.message} hint="Você precisa ter pelo menos 18 anos.">
        <Input type="date" min={BIRTH_DATE_MIN} max={todayInSaoPaulo()} autoComplete="bday" className="max-w-xs" {...form.register('dataNascimento')} />
      </FormField>
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-slate-800">Gênero</legend>
        <Controller
          control={form.control}
          name="genero"
          render={({ field }) => (
            <RadioCards
              label="Gênero"
              value={field.value}
              onChange={field.onChange}
              options={generoOptions}
              invalid={Boolean(errors.genero)}
              className="sm:grid-cols-2"
            />
          )}
        />
        <FieldError message={errors.genero?.message} />
      </fieldset>
    </div>
  );
}
