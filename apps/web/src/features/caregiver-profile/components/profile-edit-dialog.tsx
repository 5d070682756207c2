import {
  caregiverProfileFormSchema,
  centsToInputValue,
  isLargeRateChange,
  type CaregiverProfileDto,
  type CaregiverProfileFormInput,
  type CaregiverProfileUpdate,
} from '@cuidar/domain/caregiver-profile';
import { AVAILABILITY_OPTIONS, GENEROS, GENERO_LABELS, type Genero } from '@cuidar/domain/constants';
import { formatCentavos } from '@cuidar/domain/format';
import { messages } from '@cuidar/domain/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { StateSelect } from '@/components/address/state-select';
import { Button } from '@/components/ui/button';
import { CheckboxCards } from '@/components/ui/checkbox-cards';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { LoadingBlock } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useRateLimits } from '../api/get-rate-limits';
import { useUpdateCaregiverProfile } from '../api/update-caregiver-profile';
import { SkillsInput } from './skills-input';
import { caregiverProfileCopy } from '@cuidar/domain/messages/screens/caregiver-profile';

const c = caregiverProfileCopy.edit;

type AvailabilityOption = (typeof AVAILABILITY_OPTIONS)[number];

function formValues(profile: CaregiverProfileDto): CaregiverProfileFormInput {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    bio: profile.bio ?? '',
    genero: profile.genero,
    precoHora: centsToInputValue(profile.precoHoraCentavos),
    bairro: profile.bairro ?? '',
    cidade: profile.cidade ?? '',
    estado: (profile.estado ?? '') as CaregiverProfileFormInput['estado'],
    competencias: profile.competencias,
    disponibilidade: profile.disponibilidade.filter((d): d is AvailabilityOption => (AVAILABILITY_OPTIONS as readonly string[]).includes(d)),
  };
}

function EditForm({ profile, minRateCents, onDone }: { profile: CaregiverProfileDto; minRateCents: number; onDone: () => void }) {
  const update = useUpdateCaregiverProfile();
  const form = useForm<CaregiverProfileFormInput, unknown, CaregiverProfileUpdate>({
    resolver: zodResolver(caregiverProfileFormSchema(minRateCents)),
    defaultValues: formValues(profile),
  });
  const { errors } = form.formState;
  // A rate that moves by more than half is confirmed first (a typo of a zero is easy to make).
  const [unconfirmed, setUnconfirmed] = useState<CaregiverProfileUpdate | null>(null);

  const onSubmit = (values: CaregiverProfileUpdate) => {
    if (!unconfirmed && isLargeRateChange(profile.precoHoraCentavos, values.precoHoraCentavos)) {
      setUnconfirmed(values);
      return;
    }
    save(values);
  };

  const save = (values: CaregiverProfileUpdate) =>
    update.mutate(values, {
      onSuccess: () => {
        toast.success(messages.profile.updatedTitle, { description: messages.profile.updated });
        onDone();
      },
      onError: (error) => toast.error(messages.profile.updateFailed, { description: errorMessage(error, messages.generic.unknown) }),
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={c.firstName} error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </FormField>
        <FormField label={c.lastName} error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField label={c.bio} error={errors.bio?.message} hint={c.bioHint}>
        <Textarea rows={4} {...form.register('bio')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={c.gender} error={errors.genero?.message}>
          <Select {...form.register('genero')}>
            {GENEROS.map((g: Genero) => (
              <option key={g} value={g}>
                {GENERO_LABELS[g]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={c.rate} error={errors.precoHora?.message} hint={c.rateHint(formatCentavos(minRateCents))}>
          <MoneyInput {...form.register('precoHora', { onChange: () => setUnconfirmed(null) })} />
        </FormField>
      </div>
      <FormField label={c.neighbourhood} error={errors.bairro?.message}>
        <Input autoComplete="address-level3" {...form.register('bairro')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={c.city} error={errors.cidade?.message}>
          <Input autoComplete="address-level2" {...form.register('cidade')} />
        </FormField>
        <FormField label={c.state} error={errors.estado?.message}>
          <StateSelect {...form.register('estado')} />
        </FormField>
      </div>
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-slate-800">{c.availability}</legend>
        <Controller
          control={form.control}
          name="disponibilidade"
          render={({ field }) => (
            <CheckboxCards
              label={c.availability}
              value={field.value}
              onChange={field.onChange}
              options={AVAILABILITY_OPTIONS.map((value) => ({ value, label: value }))}
              className="grid-cols-2"
            />
          )}
        />
      </fieldset>
      <Controller
        control={form.control}
        name="competencias"
        render={({ field }) => <SkillsInput value={field.value} onChange={field.onChange} error={errors.competencias?.message} />}
      />
      {unconfirmed && (
        <div role="alertdialog" aria-labelledby="confirmar-preco" className="rounded-lg border border-amber-300 bg-amber-50 p-3">
          <p id="confirmar-preco" className="font-medium text-amber-950">
            {messages.profile.bigRateChange(formatCentavos(profile.precoHoraCentavos), formatCentavos(unconfirmed.precoHoraCentavos))}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" onClick={() => save(unconfirmed)} disabled={update.isPending}>
              {c.confirmRate}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setUnconfirmed(null)}>
              {c.reviewRate}
            </Button>
          </div>
        </div>
      )}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          {c.cancel}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? c.saving : c.save}
        </Button>
      </div>
    </form>
  );
}

/** The form waits for the configured minimum rate: the server is its one source. */
function EditFormWithLimits({ profile, onDone }: { profile: CaregiverProfileDto; onDone: () => void }) {
  const limits = useRateLimits();
  if (limits.isPending) return <LoadingBlock />;
  if (limits.isError) return <p role="alert">{errorMessage(limits.error)}</p>;
  return <EditForm profile={profile} minRateCents={limits.data.minimoCentavos} onDone={onDone} />;
}

/** 'Editar Perfil do Cuidador': every field of docs/product.md#profiles. */
export function ProfileEditDialog({ profile, defaultOpen = false }: { profile: CaregiverProfileDto; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Pencil aria-hidden="true" className="size-5" />
          {c.open}
        </Button>
      </DialogTrigger>
      <DialogContent title={c.title} className="sm:max-w-2xl">
        {open && <EditFormWithLimits profile={profile} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
