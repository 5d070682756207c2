import type { AddressValues } from '@cuidar/domain/address';
import { CONSENT_VERSIONS, consentText } from '@cuidar/domain/consents';
import { familyProfileSchema, type FamilyProfileDto, type FamilyProfileUpdate } from '@cuidar/domain/family-profile';
import { messages } from '@cuidar/domain/messages';
import { familyProfileCopy } from '@cuidar/domain/messages/screens/family-profile';
import { paths } from '@cuidar/domain/routes';
import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useId, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { AddressFields } from '@/components/address/address-fields';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useUpdateFamilyProfile } from '../api/update-family-profile';

/** What the form holds: text as typed (the age too), and the consent box. */
interface FormValues extends AddressValues {
  firstName: string;
  lastName: string;
  pacienteNome: string;
  pacienteIdade: string;
  pacienteCondicao: string;
  consentimentoSaude: boolean;
}

function toFormValues(profile: FamilyProfileDto): FormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    rua: profile.rua,
    numero: profile.numero,
    complemento: profile.complemento,
    bairro: profile.bairro,
    cidade: profile.cidade,
    estado: profile.estado,
    cep: profile.cep,
    pacienteNome: profile.pacienteNome,
    pacienteIdade: profile.pacienteIdade === null ? '' : String(profile.pacienteIdade),
    pacienteCondicao: profile.pacienteCondicao,
    consentimentoSaude: profile.consentimentoSaude !== null,
  };
}

interface EditFamilyProfileDialogProps {
  profile: FamilyProfileDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Editar Perfil': names, address (with CEP lookup) and the patient, health data only with consent. */
export function EditFamilyProfileDialog({ profile, open, onOpenChange }: EditFamilyProfileDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={familyProfileCopy.edit.title} description={familyProfileCopy.edit.description} className="max-w-2xl">
        {/* Mounted only while open, so every opening starts from the saved profile. */}
        {open && <EditForm profile={profile} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function EditForm({ profile, onDone }: { profile: FamilyProfileDto; onDone: () => void }) {
  const c = familyProfileCopy.edit;
  const ids = useId();
  const update = useUpdateFamilyProfile();
  const form = useForm<FormValues, unknown, FamilyProfileUpdate>({
    resolver: zodResolver(familyProfileSchema) as never,
    defaultValues: toFormValues(profile),
  });
  const { register, control, setValue, setError, formState } = form;
  const errors = formState.errors;
  const consent = useWatch({ control, name: 'consentimentoSaude' });
  const withdrawing = profile.consentimentoSaude !== null && !consent && profile.pacienteCondicao !== '';
  // The box stands for the acceptance in force, so its label is that acceptance's text; keeping it
  // ticked is not an act on a newer text (that is accepted in Configurações).
  const inForce = profile.consentimentoSaude;
  const consentLabel = consentText('dados_saude', inForce?.version ?? CONSENT_VERSIONS.dados_saude);
  const olderText = inForce !== null && inForce.version !== CONSENT_VERSIONS.dados_saude;
  // Unticking the box empties the condition (it will not be kept); ticking again brings the text back.
  const setAside = useRef('');
  const onConsentChange = (on: boolean) => {
    if (!on) {
      setAside.current = form.getValues('pacienteCondicao');
      setValue('pacienteCondicao', '');
    } else if (!form.getValues('pacienteCondicao') && setAside.current) {
      setValue('pacienteCondicao', setAside.current);
    }
    form.clearErrors('consentimentoSaude');
  };

  const onSubmit = (values: FamilyProfileUpdate) => {
    update.mutate(values, {
      onSuccess: () => {
        toast.success(messages.family.saved, { description: messages.profile.updated });
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.field && error.field in values) {
          setError(error.field as keyof FormValues, { message: error.message }, { shouldFocus: true });
        }
        toast.error(messages.family.saveFailed, error instanceof ApiError && error.status === 400 ? { description: error.message } : undefined);
      },
    });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-bold text-slate-900">{c.familyLegend}</legend>
        <FormField label={c.firstName} error={errors.firstName?.message}>
          <Input autoComplete="given-name" aria-required="true" {...register('firstName')} />
        </FormField>
        <FormField label={c.lastName} error={errors.lastName?.message}>
          <Input autoComplete="family-name" aria-required="true" {...register('lastName')} />
        </FormField>
      </fieldset>

      <fieldset>
        <legend className="mb-2 text-base font-bold text-slate-900">{c.addressLegend}</legend>
        <AddressFields form={form} required={false} />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-6">
        <legend className="mb-2 text-base font-bold text-slate-900">{c.patientLegend}</legend>
        <FormField label={c.patientName} error={errors.pacienteNome?.message} className="sm:col-span-4">
          <Input autoComplete="off" {...register('pacienteNome')} />
        </FormField>
        <FormField label={c.patientAge} error={errors.pacienteIdade?.message} hint={c.patientAgeHint} className="sm:col-span-2">
          <Input inputMode="numeric" autoComplete="off" {...register('pacienteIdade')} />
        </FormField>
        <div className="rounded-lg border border-slate-300 bg-slate-50 p-4 sm:col-span-6">
          <div className="flex items-start gap-3">
            <Controller
              control={control}
              name="consentimentoSaude"
              render={({ field }) => (
                <Checkbox
                  id={`${ids}-consent`}
                  checked={field.value}
                  onCheckedChange={(on) => {
                    field.onChange(on === true);
                    onConsentChange(on === true);
                  }}
                  aria-describedby={`${ids}-consent-help`}
                  aria-invalid={errors.consentimentoSaude ? true : undefined}
                  className="mt-0.5"
                />
              )}
            />
            <div>
              <label htmlFor={`${ids}-consent`} className="font-semibold text-slate-900">
                {consentLabel}
              </label>
              <p id={`${ids}-consent-help`} className="mt-1 flex items-start gap-1.5 text-sm text-slate-600">
                <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {c.consentHelp}
              </p>
              {olderText && (
                <p className="mt-1 text-sm font-medium text-amber-900">
                  {c.olderTextBefore}
                  <Link to={paths.dashboardPage('familia', 'configuracoes')} className="font-semibold underline underline-offset-4">
                    {c.olderTextLink}
                  </Link>
                  {c.olderTextAfter}
                </p>
              )}
            </div>
          </div>
          {errors.consentimentoSaude && (
            <p role="alert" className="mt-2 text-sm font-medium text-red-700">
              {errors.consentimentoSaude.message}
            </p>
          )}
          <FormField
            label={c.condition}
            error={errors.pacienteCondicao?.message}
            hint={consent ? c.conditionHint : c.conditionLockedHint}
            className="mt-4"
          >
            <Textarea disabled={!consent} {...register('pacienteCondicao')} />
          </FormField>
          {withdrawing && (
            <p role="status" className="mt-2 text-sm font-medium text-amber-900">
              {c.withdrawWarning}
            </p>
          )}
        </div>
      </fieldset>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline" disabled={update.isPending}>
            {c.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? c.saving : c.save}
        </Button>
      </div>
    </form>
  );
}
