import { formatDateTime } from '@cuidar/domain/date-format';
import { EMERGENCY_CARD_LIMITS, emergencyCardSchema, type EmergencyCardDto, type EmergencyCardInput, type EmergencyCardUpdate } from '@cuidar/domain/emergency-card';
import { maskAnyPhone } from '@cuidar/domain/masks';
import { messages } from '@cuidar/domain/messages';
import { paths } from '@cuidar/domain/routes';
import { emergencyCardCopy } from '@cuidar/domain/messages/screens/family-profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { HeartPulse, Plus, ShieldAlert, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { MaskedField } from '@/components/ui/masked-field';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useEmergencyCard } from '../api/get-emergency-card';
import { useSaveEmergencyCard } from '../api/save-emergency-card';

const m = messages.emergencyCard;

type FormValues = EmergencyCardUpdate;

const emptyMedication = { nome: '', dose: '', horario: '' };
const emptyContact = { nome: '', relacao: '', telefone: '' };

function toFormValues(card: EmergencyCardDto | null): FormValues {
  if (!card) {
    return { alergias: '', medicamentos: [], planoOperadora: '', planoNumero: '', medicoNome: '', medicoTelefone: '', medicoEspecialidade: '', contatos: [emptyContact] };
  }
  const { updatedAt: _updatedAt, ...values } = card;
  return { ...values, contatos: values.contatos.length ? values.contatos : [emptyContact] };
}

/**
 * 'Cartão de emergência' on the family's profile (docs/product.md#emergency-card): allergies,
 * medications, health plan, doctor and emergency contacts. Health data: kept only with the
 * health-data consent in force; a failed save keeps everything typed.
 */
export function EmergencyCardSection() {
  const query = useEmergencyCard();
  return (
    <Card role="region" aria-labelledby="cartao-emergencia-titulo">
      <CardHeader>
        <CardTitle id="cartao-emergencia-titulo" className="flex items-center gap-2">
          <HeartPulse aria-hidden="true" className="size-6 text-red-700" />
          {m.title}
        </CardTitle>
        <CardDescription>{m.familyDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending && <Skeleton className="h-40" />}
        {query.isError && (
          <div role="alert" className="space-y-3">
            <p className="text-slate-800">
              {m.loadFailed} {errorMessage(query.error)}
            </p>
            <Button variant="outline" onClick={() => void query.refetch()}>
              {emergencyCardCopy.retry}
            </Button>
          </div>
        )}
        {query.isSuccess && query.data.healthConsentOutdated && (
          // The notice with the new text and its button is at the top of the page (routes compose it).
          <Alert tone="warning" icon={<ShieldAlert />} title={m.consentOutdated}>
            <Link to={paths.dashboardPage('familia', 'configuracoes')} className="mt-2 inline-block font-semibold underline">
              {m.consentLink}
            </Link>
          </Alert>
        )}
        {query.isSuccess && !query.data.hasHealthConsent && !query.data.healthConsentOutdated && (
          <Alert tone="warning" icon={<ShieldAlert />} title={m.consentNeeded}>
            <Link to={paths.dashboardPage('familia', 'configuracoes')} className="mt-2 inline-block font-semibold underline">
              {m.consentLink}
            </Link>
          </Alert>
        )}
        {query.isSuccess && query.data.hasHealthConsent && (
          // Keyed by the saved version: a save (here or in another tab) starts the form from what is stored.
          <EmergencyCardForm key={query.data.card?.updatedAt ?? 'new'} card={query.data.card} />
        )}
      </CardContent>
    </Card>
  );
}

function EmergencyCardForm({ card }: { card: EmergencyCardDto | null }) {
  const save = useSaveEmergencyCard();
  const form = useForm<FormValues, unknown, EmergencyCardUpdate>({
    resolver: zodResolver(emergencyCardSchema) as never,
    defaultValues: toFormValues(card),
  });
  const { register, control, formState, setError } = form;
  const errors = formState.errors;
  const medications = useFieldArray({ control, name: 'medicamentos' });
  const contacts = useFieldArray({ control, name: 'contatos' });

  const onSubmit = (values: EmergencyCardUpdate) => {
    save.mutate(values satisfies EmergencyCardInput, {
      onSuccess: () => toast.success(m.saved),
      // Nothing typed is lost: the form keeps its values; the server's field error is shown on it.
      onError: (error) => {
        if (error instanceof ApiError && error.field) setError(error.field as FieldPath<FormValues>, { message: error.message }, { shouldFocus: true });
        toast.error(errorMessage(error));
      },
    });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-6" aria-label={m.title}>
      {!card && <p className="text-slate-700">{m.empty}</p>}
      {card && <p className="text-sm text-slate-600">{m.updatedAt(formatDateTime(card.updatedAt))}</p>}

      <fieldset>
        <legend className="mb-2 text-base font-bold text-slate-900">{m.allergies}</legend>
        <FormField label={m.allergiesLabel} hint={m.allergiesHint} error={errors.alergias?.message}>
          <Textarea rows={2} {...register('alergias')} />
        </FormField>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="mb-2 text-base font-bold text-slate-900">{m.medications}</legend>
        {medications.fields.length === 0 && <p className="text-sm text-slate-600">{m.noMedications}</p>}
        {errors.medicamentos?.root?.message && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors.medicamentos.root.message}
          </p>
        )}
        {medications.fields.map((field, index) => (
          <div key={field.id} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[2fr_1fr_1.5fr_auto] sm:items-end">
            <FormField label={m.medicationName} error={errors.medicamentos?.[index]?.nome?.message}>
              <Input autoComplete="off" aria-required="true" {...register(`medicamentos.${index}.nome`)} />
            </FormField>
            <FormField label={m.medicationDose} error={errors.medicamentos?.[index]?.dose?.message}>
              <Input autoComplete="off" placeholder={emergencyCardCopy.dosePlaceholder} {...register(`medicamentos.${index}.dose`)} />
            </FormField>
            <FormField label={m.medicationSchedule} error={errors.medicamentos?.[index]?.horario?.message}>
              <Input autoComplete="off" placeholder={emergencyCardCopy.schedulePlaceholder} {...register(`medicamentos.${index}.horario`)} />
            </FormField>
            <Button type="button" variant="ghost" size="icon" aria-label={m.removeMedication(index + 1)} onClick={() => medications.remove(index)}>
              <Trash2 aria-hidden="true" className="size-5" />
            </Button>
          </div>
        ))}
        {medications.fields.length < EMERGENCY_CARD_LIMITS.maxMedicamentos && (
          <Button type="button" variant="outline" onClick={() => medications.append(emptyMedication)}>
            <Plus aria-hidden="true" className="size-5" />
            {m.addMedication}
          </Button>
        )}
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-bold text-slate-900">{m.healthPlan}</legend>
        <FormField label={m.healthPlanOperator} error={errors.planoOperadora?.message}>
          <Input autoComplete="off" {...register('planoOperadora')} />
        </FormField>
        <FormField label={m.healthPlanNumber} error={errors.planoNumero?.message}>
          <Input autoComplete="off" inputMode="numeric" {...register('planoNumero')} />
        </FormField>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-base font-bold text-slate-900">{m.doctor}</legend>
        <FormField label={m.doctorName} error={errors.medicoNome?.message}>
          <Input autoComplete="off" {...register('medicoNome')} />
        </FormField>
        <MaskedField control={control} name="medicoTelefone" label={m.doctorPhone} error={errors.medicoTelefone?.message} mask={maskAnyPhone} inputMode="tel" autoComplete="off" />
        <FormField label={m.doctorSpecialty} error={errors.medicoEspecialidade?.message}>
          <Input autoComplete="off" {...register('medicoEspecialidade')} />
        </FormField>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="mb-2 text-base font-bold text-slate-900">{m.contacts}</legend>
        {errors.contatos?.root?.message && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors.contatos.root.message}
          </p>
        )}
        {contacts.fields.map((field, index) => (
          <div key={field.id} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[2fr_1.5fr_1.5fr_auto] sm:items-end">
            <FormField label={m.contactName} error={errors.contatos?.[index]?.nome?.message}>
              <Input autoComplete="off" aria-required="true" {...register(`contatos.${index}.nome`)} />
            </FormField>
            <FormField label={m.contactRelation} error={errors.contatos?.[index]?.relacao?.message}>
              <Input autoComplete="off" aria-required="true" placeholder={emergencyCardCopy.relationPlaceholder} {...register(`contatos.${index}.relacao`)} />
            </FormField>
            <MaskedField
              control={control}
              name={`contatos.${index}.telefone`}
              label={m.contactPhone}
              error={errors.contatos?.[index]?.telefone?.message}
              mask={maskAnyPhone}
              inputMode="tel"
              autoComplete="off"
              aria-required="true"
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={m.removeContact(index + 1)}
              disabled={contacts.fields.length <= EMERGENCY_CARD_LIMITS.minContatos}
              onClick={() => contacts.remove(index)}
            >
              <Trash2 aria-hidden="true" className="size-5" />
            </Button>
          </div>
        ))}
        {contacts.fields.length < EMERGENCY_CARD_LIMITS.maxContatos && (
          <Button type="button" variant="outline" onClick={() => contacts.append(emptyContact)}>
            <Plus aria-hidden="true" className="size-5" />
            {m.addContact}
          </Button>
        )}
      </fieldset>

      <div className="flex justify-end border-t border-slate-200 pt-5">
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? m.saving : m.save}
        </Button>
      </div>
    </form>
  );
}
