import { AVAILABILITY_DESCRIPTIONS, AVAILABILITY_OPTIONS, CAREGIVER_SKILL_OPTIONS, EXPERIENCE_OPTIONS } from '@cuidar/domain/constants';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { CheckboxCards } from '@/components/ui/checkbox-cards';
import { FormField } from '@/components/ui/form-field';
import { MoneyInput } from '@/components/ui/money-input';
import { RadioCards } from '@/components/ui/radio-cards';
import type { WizardValues } from '../../hooks/wizard-state';
import { FieldError } from '../field-error';

// Steps 3 to 5: experience (one choice) and the hourly rate, skills and shifts (several).

const experienceOptions = EXPERIENCE_OPTIONS.map((value) => ({ value, label: value }));
const skillOptions = CAREGIVER_SKILL_OPTIONS.map((value) => ({ value, label: value }));
const availabilityOptions = AVAILABILITY_OPTIONS.map((value) => ({ value, label: value, description: AVAILABILITY_DESCRIPTIONS[value] }));

export function ExperienceStep({ form }: { form: UseFormReturn<WizardValues> }) {
  const error = form.formState.errors.experiencia?.message;
  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="mb-3 text-slate-700">Há quanto tempo você trabalha cuidando de idosos?</legend>
        <Controller
          control={form.control}
          name="experiencia"
          render={({ field }) => (
            <RadioCards label="Experiência" value={field.value} onChange={field.onChange} options={experienceOptions} invalid={Boolean(error)} className="sm:grid-cols-2" />
          )}
        />
        <FieldError message={error} />
      </fieldset>
      {/* The rate the caregiver goes live with (docs/product.md#caregiver-wizard); editable later in the profile. */}
      <FormField
        label="Quanto você cobra por hora?"
        hint="As famílias veem esse valor no seu perfil. Você pode mudar depois."
        error={form.formState.errors.precoHora?.message}
        className="max-w-xs"
      >
        <MoneyInput {...form.register('precoHora')} />
      </FormField>
    </div>
  );
}

export function SkillsStep({ form }: { form: UseFormReturn<WizardValues> }) {
  const error = form.formState.errors.competencias?.message;
  return (
    <fieldset>
      <legend className="mb-3 text-slate-700">Marque tudo o que você faz bem. Você poderá acrescentar outras competências no seu perfil.</legend>
      <Controller
        control={form.control}
        name="competencias"
        render={({ field }) => (
          <CheckboxCards label="Competências" value={field.value} onChange={field.onChange} options={skillOptions} invalid={Boolean(error)} className="sm:grid-cols-2" />
        )}
      />
      <FieldError message={error} />
    </fieldset>
  );
}

export function AvailabilityStep({ form }: { form: UseFormReturn<WizardValues> }) {
  const error = form.formState.errors.disponibilidade?.message;
  return (
    <fieldset>
      <legend className="mb-3 text-slate-700">Em quais períodos você pode trabalhar? Os dias e horários exatos você marca depois, na sua agenda.</legend>
      <Controller
        control={form.control}
        name="disponibilidade"
        render={({ field }) => (
          <CheckboxCards
            label="Disponibilidade"
            value={field.value}
            onChange={field.onChange}
            options={availabilityOptions}
            invalid={Boolean(error)}
            className="sm:grid-cols-2"
          />
        )}
      />
      <FieldError message={error} />
    </fieldset>
  );
}
