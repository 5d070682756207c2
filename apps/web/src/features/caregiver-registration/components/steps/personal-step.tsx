import { BIRTH_DATE_MIN, WIZARD_GENEROS } from '@cuidar/domain/caregiver-registration';
import { GENERO_LABELS } from '@cuidar/domain/constants';
import { todayInSaoPaulo } from '@cuidar/domain/time';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RadioCards } from '@/components/ui/radio-cards';
import type { WizardValues } from '../../hooks/wizard-state';
import { FieldError } from '../field-error';
import { caregiverRegistrationCopy } from '@cuidar/domain/messages/screens/caregiver-registration';

const c = caregiverRegistrationCopy.personal;
const generoOptions = WIZARD_GENEROS.map((value) => ({ value, label: GENERO_LABELS[value] }));

export function PersonalStep({ form }: { form: UseFormReturn<WizardValues> }) {
  const { errors } = form.formState;
  return (
    <div className="space-y-5">
      <FormField label={c.fullNameLabel} error={errors.nomeCompleto?.message}>
        <Input autoComplete="name" {...form.register('nomeCompleto')} />
      </FormField>
      <FormField label={c.birthDateLabel} error={errors.dataNascimento?.message} hint={c.birthDateHint}>
        <Input type="date" min={BIRTH_DATE_MIN} max={todayInSaoPaulo()} autoComplete="bday" className="max-w-xs" {...form.register('dataNascimento')} />
      </FormField>
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-slate-800">{c.genderLegend}</legend>
        <Controller
          control={form.control}
          name="genero"
          render={({ field }) => (
            <RadioCards
              label={c.genderLegend}
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
