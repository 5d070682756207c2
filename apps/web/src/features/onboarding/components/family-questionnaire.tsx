import {
  FAMILY_CARE_SKILLS,
  FAMILY_STEPS,
  GENERO_PREFERIDO_LABELS,
  GENEROS,
  TURNO_DESCRIPTIONS,
  TURNO_LABELS,
  TURNOS,
  type Genero,
  type Turno,
} from '@cuidar/domain/constants';
import {
  ONBOARDING_DEFAULTS,
  ONBOARDING_STEPS,
  onboardingAnswersSchema,
  isStepFilled,
  stepErrors,
  type OnboardingAnswers,
  type OnboardingValues,
} from '@cuidar/domain/onboarding';
import { formatAddress } from '@cuidar/domain/address';
import { familyQuestionnaireCopy } from '@cuidar/domain/messages/screens/family-profile';
import { ArrowLeft, ArrowRight, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { AddressFields } from '@/components/address/address-fields';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RadioCards } from '@/components/ui/radio-cards';
import { cn } from '@/lib/cn';
import { saveDraftProgress } from '../hooks/draft';

const c = familyQuestionnaireCopy;
const STEP_TITLES = c.stepTitles;
const STEP_HINTS = c.stepHints;

const turnoOptions = TURNOS.map((t) => ({ value: t, label: TURNO_LABELS[t], description: TURNO_DESCRIPTIONS[t] }));
const generoOptions = GENEROS.map((g) => ({ value: g, label: GENERO_PREFERIDO_LABELS[g] }));

interface FamilyQuestionnaireProps {
  initialValues?: Partial<OnboardingValues>;
  initialStep?: number;
  isSignedIn: boolean;
  isSubmitting: boolean;
  onSubmit: (answers: OnboardingAnswers) => void;
  /** Anonymous visitors are offered an account; the answers wait in the browser meanwhile. */
  onCreateAccount: () => void;
}

/** The five-step family questionnaire. Every rule and message comes from the shared schema. */
export function FamilyQuestionnaire({ initialValues, initialStep = 0, isSignedIn, isSubmitting, onSubmit, onCreateAccount }: FamilyQuestionnaireProps) {
  const form = useForm<OnboardingValues>({ defaultValues: { ...ONBOARDING_DEFAULTS, ...initialValues } });
  const { control, register, getValues, setError, clearErrors, formState } = form;
  const [step, setStep] = useState(initialStep);
  const values = useWatch({ control }) as OnboardingValues;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const stepName = ONBOARDING_STEPS[step]!;
  const isLast = step === FAMILY_STEPS - 1;
  const canAdvance = isStepFilled(stepName, values);
  const ids = useId();

  // Every change is kept in the browser (never passwords: there are none here).
  useEffect(() => {
    saveDraftProgress(values, step);
  }, [values, step]);

  // A screen-reader user hears the new question after Next or Back.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const goTo = (next: number) => {
    moved.current = true;
    setStep(next);
  };

  const showErrors = (errors: Partial<Record<keyof OnboardingValues, string>>) => {
    const entries = Object.entries(errors) as [keyof OnboardingValues, string][];
    entries.forEach(([field, message], i) => setError(field, { type: 'schema', message }, { shouldFocus: i === 0 }));
    return entries.length > 0;
  };

  const next = () => {
    clearErrors();
    if (showErrors(stepErrors(stepName, getValues()))) return;
    goTo(step + 1);
  };

  const submit = () => {
    clearErrors();
    const parsed = onboardingAnswersSchema.safeParse(getValues());
    if (parsed.success) {
      onSubmit(parsed.data);
      return;
    }
    // Something earlier is wrong (an old draft, say): go back to the first step with a problem.
    const firstBad = ONBOARDING_STEPS.findIndex((s) => Object.keys(stepErrors(s, getValues())).length > 0);
    if (firstBad >= 0) {
      goTo(firstBad);
      setTimeout(() => showErrors(stepErrors(ONBOARDING_STEPS[firstBad]!, getValues())));
    }
  };

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isLast) submit();
    else if (canAdvance) next();
  };

  const errors = formState.errors;
  const progress = Math.round(((step + 1) / FAMILY_STEPS) * 100);

  return (
    <form noValidate onSubmit={onFormSubmit} aria-labelledby={`${ids}-title`} className="space-y-6">
      <div>
        <div className="mb-2 flex items-center justify-between text-sm font-semibold text-slate-700">
          <span id={`${ids}-progress`}>{c.progress(step + 1, FAMILY_STEPS)}</span>
          <span aria-hidden="true">{progress}%</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby={`${ids}-progress`}
          aria-valuemin={1}
          aria-valuemax={FAMILY_STEPS}
          aria-valuenow={step + 1}
          className="h-2.5 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${progress}%` }} />
        </div>
      </div>

      <div>
        <h2 id={`${ids}-title`} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none sm:text-2xl">
          {STEP_TITLES[step]}
        </h2>
        <p className="mt-1 text-slate-600">{STEP_HINTS[step]}</p>
      </div>

      {stepName === 'preferencia_turno' && (
        <div className="space-y-5">
          <Controller
            control={control}
            name="turno"
            render={({ field }) => (
              <RadioCards<Turno>
                label={c.turnoLabel}
                value={field.value}
                onChange={(v) => field.onChange(v)}
                options={turnoOptions}
                invalid={Boolean(errors.turno)}
                className="sm:grid-cols-2"
              />
            )}
          />
          {errors.turno && <FieldError message={errors.turno.message} />}
          <FormField label={c.daysLabel} error={errors.dias?.message} hint={c.daysHint} className="max-w-40">
            <Input type="number" inputMode="numeric" min={1} max={90} step={1} {...register('dias', { valueAsNumber: true })} />
          </FormField>
        </div>
      )}

      {stepName === 'genero_cuidador' && (
        <div>
          <Controller
            control={control}
            name="generoPreferido"
            render={({ field }) => (
              <RadioCards<Genero>
                label={c.generoLabel}
                value={field.value}
                onChange={(v) => field.onChange(v)}
                options={generoOptions}
                invalid={Boolean(errors.generoPreferido)}
                className="sm:grid-cols-3"
              />
            )}
          />
          {errors.generoPreferido && <FieldError message={errors.generoPreferido.message} />}
        </div>
      )}

      {stepName === 'competencias' && (
        <fieldset aria-describedby={errors.competencias ? `${ids}-skills-error` : undefined}>
          <legend className="sr-only">{c.skillsLegend}</legend>
          <Controller
            control={control}
            name="competencias"
            render={({ field }) => (
              <ul className="grid gap-3 sm:grid-cols-2">
                {FAMILY_CARE_SKILLS.map((skill) => {
                  const checked = field.value.includes(skill);
                  const id = `${ids}-skill-${FAMILY_CARE_SKILLS.indexOf(skill)}`;
                  return (
                    <li key={skill}>
                      <label
                        htmlFor={id}
                        className={cn(
                          'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border-2 p-3 font-medium text-slate-900 hover:border-brand-500',
                          checked ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-white',
                        )}
                      >
                        <Checkbox
                          id={id}
                          checked={checked}
                          onCheckedChange={(on) =>
                            field.onChange(on === true ? [...field.value, skill] : field.value.filter((s: string) => s !== skill))
                          }
                        />
                        {skill}
                      </label>
                    </li>
                  );
                })}
              </ul>
            )}
          />
          {errors.competencias && <FieldError id={`${ids}-skills-error`} message={errors.competencias.message} />}
        </fieldset>
      )}

      {stepName === 'bairro_cidade' && <AddressFields form={form} />}

      {stepName === 'resumo_confirmacao' && <Summary values={values} onEdit={goTo} />}

      {!isSignedIn && isLast && (
        <div className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-brand-950">
          <p className="font-semibold">{c.anonymousTitle}</p>
          <p className="mt-1 text-sm">{c.anonymousText}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={onCreateAccount}>
            {c.createAccount}
          </Button>
        </div>
      )}

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-between">
        <Button variant="outline" size="lg" onClick={() => goTo(step - 1)} disabled={step === 0 || isSubmitting}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          {c.back}
        </Button>
        {isLast ? (
          <Button type="submit" size="lg" disabled={isSubmitting}>
            <Search aria-hidden="true" className="size-5" />
            {isSubmitting ? c.submitting : c.submit}
          </Button>
        ) : (
          <Button type="submit" size="lg" disabled={!canAdvance}>
            {c.next}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Button>
        )}
      </div>
    </form>
  );
}

function FieldError({ message, id }: { message: string | undefined; id?: string }) {
  return (
    <p id={id} role="alert" className="mt-2 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

function Summary({ values, onEdit }: { values: OnboardingValues; onEdit: (step: number) => void }) {
  const s = c.summary;
  const rows: { label: string; value: ReactNode; step: number }[] = [
    {
      label: s.turno,
      value: values.turno ? s.turnoValue(TURNO_LABELS[values.turno], TURNO_DESCRIPTIONS[values.turno]) : s.none,
      step: 0,
    },
    { label: s.days, value: s.daysValue(values.dias), step: 0 },
    { label: s.genero, value: values.generoPreferido ? GENERO_PREFERIDO_LABELS[values.generoPreferido] : s.none, step: 1 },
    {
      label: s.skills,
      value: values.competencias.length ? (
        <ul className="list-inside list-disc">
          {values.competencias.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      ) : (
        s.none
      ),
      step: 2,
    },
    { label: s.address, value: formatAddress({ ...values }) || s.none, step: 3 },
  ];
  return (
    <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {rows.map((row) => (
        <div key={row.label} className="flex flex-wrap items-start justify-between gap-2 p-4">
          <div className="min-w-0 flex-1">
            <dt className="text-sm font-semibold text-slate-600">{row.label}</dt>
            <dd className="mt-0.5 text-slate-900">{row.value}</dd>
          </div>
          <Button variant="link" size="sm" onClick={() => onEdit(row.step)} aria-label={s.editLabel(row.label)}>
            {s.edit}
          </Button>
        </div>
      ))}
    </dl>
  );
}

