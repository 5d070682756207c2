import { AVAILABILITY_DESCRIPTIONS, AVAILABILITY_OPTIONS, CAREGIVER_SKILL_OPTIONS, EXPERIENCE_OPTIONS } from '@cuidar/domain/constants';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { CheckboxCards } from '@/components/ui/checkbox-cards';
import { FormField } from '@/components/ui/form-field';
import { MoneyInput } from '@/components/ui/money-input';
import { RadioCards } from '@/components/ui/radio-cards';
import type { WizardValues } from '../../hooks/wizard-state';
import { FieldError } from '../field-error';
import { caregiverRegistrationCopy } from '@cuidar/domain/messages/screens/caregiver-registration';

// Steps 3 to 5: experience (one choice) and the hourly rate, skills and shifts (several).

const c = caregiverRegistrationCopy;

const experienceOptions = EXPERIENCE_OPTIONS.map((value) => ({ value, label: value }));
const skillOptions = CAREGIVER_SKILL_OPTIONS.map((value) => ({ value, label: value }));
const availabilityOptions = AVAILABILITY_OPTIONS.map((value) => ({ value, label: value, description: AVAILABILITY_DESCRIPTIONS[value] }));

export function ExperienceStep({ form }: { form: UseFormReturn<WizardValues> }) {
  const error = form.formState.errors.experiencia?.message;
  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="mb-3 text-slate-700">{c.experience.legend}</legend>
        <Controller
          control={form.control}
          name="experiencia"
          render={({ field }) => (
            <RadioCards label={c.experience.groupLabel} value={field.value} onChange={field.onChange} options={experienceOptions} invalid={Boolean(error)} className="sm:grid-cols-2" />
          )}
        />
        <FieldError message={error} />
      </fieldset>
      {/* The rate the caregiver goes live with (docs/product.md#caregiver-wizard); editable later in the profile. */}
      <FormField
        label={c.experience.rateLabel}
        hint={c.experience.rateHint}
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
      <legend className="mb-3 text-slate-700">{c.skills.legend}</legend>
      <Controller
        control={form.control}
        name="competencias"
        render={({ field }) => (
          <CheckboxCards label={c.skills.groupLabel} value={field.value} onChange={field.onChange} options={skillOptions} invalid={Boolean(error)} className="sm:grid-cols-2" />
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
      <legend className="mb-3 text-slate-700">{c.availability.legend}</legend>
      <Controller
        control={form.control}
        name="disponibilidade"
        render={({ field }) => (
          <CheckboxCards
            label={c.availability.groupLabel}
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
