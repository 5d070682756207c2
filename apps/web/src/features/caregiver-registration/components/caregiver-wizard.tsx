import type { SessionUserDto } from '@cuidar/domain/auth';
import type { CaregiverProfileDto } from '@cuidar/domain/caregiver-profile';
import {
  aceiteSchema,
  caregiverRegistrationSchema,
  competenciasSchema,
  contatoSchema,
  disponibilidadeSchema,
  experienciaSchema,
  experienciaStepSchema,
  infoPessoalSchema,
  STEP_ERROR_TOASTS,
  WIZARD_STEPS,
  type CaregiverRegistrationInput,
} from '@cuidar/domain/caregiver-registration';
import { CAREGIVER_STEPS } from '@cuidar/domain/constants';
import { messages } from '@cuidar/domain/messages';
import { todayInSaoPaulo } from '@cuidar/domain/time';
import {
  isVerificationDraftEmpty,
  issueDateSchema,
  MAX_FILES_PER_DOCUMENT,
  verificationDraftSchema,
  type VerificationDocumentKind,
} from '@cuidar/domain/verification';
import type { z } from '@cuidar/domain/validation';
import { parseMoneyInput } from '@cuidar/domain/money-input';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRevalidateShownErrors } from '@/lib/use-revalidate-shown-errors';
import { useQueryClient } from '@tanstack/react-query';
import { fullName } from '@cuidar/domain/names';
import { CircleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type FieldPath, type Resolver, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { Progress } from '@/components/ui/progress';
import { getSessionQueryOptions } from '@/features/auth/api/get-session';
import { useSignUp } from '@/features/auth/api/sign-up';
import { ApiError, errorMessage } from '@/lib/api-client';
import { waitForPasswordStrength } from '@/lib/password-strength';
import { uploadVerificationDocument } from '@/features/certificates/api/certificates';
import { useRateLimits } from '@/features/caregiver-profile/api/get-rate-limits';
import type { UploadOptions } from '@/lib/upload';
import { useCreateCaregiverProfile } from '../api/create-caregiver-profile';
import { useCertificateUploads } from '../hooks/use-certificate-uploads';
import { clearWizard, emptyWizardValues, loadWizard, saveWizard, type SavedWizard, type WizardValues } from '../hooks/wizard-state';
import { NeedsSignInPanel } from './needs-sign-in-panel';
import { AvailabilityStep, ExperienceStep, SkillsStep } from './steps/choice-steps';
import { CertificatesStep } from './steps/certificates-step';
import { ContactStep } from './steps/contact-step';
import { PersonalStep } from './steps/personal-step';
import { SummaryStep } from './steps/summary-step';
import { DocumentsStep, type DocumentsValues, type DocumentUploads } from './steps/documents-step';
import { caregiverRegistrationCopy } from '@cuidar/domain/messages/screens/caregiver-registration';

/** Which step owns a field, to send the person back to it when the server refuses a value. */
const STEP_OF_FIELD: Record<string, number> = {
  nomeCompleto: 0,
  dataNascimento: 0,
  genero: 0,
  email: 1,
  telefone: 1,
  cep: 1,
  rua: 1,
  numero: 1,
  complemento: 1,
  bairro: 1,
  cidade: 1,
  estado: 1,
  password: 1,
  confirmPassword: 1,
  experiencia: 2,
  precoHora: 2,
  competencias: 3,
  disponibilidade: 4,
  certificados: 5,
  semCertificados: 5,
  cpf: 6,
  referencias: 6,
  emitidoEm: 6,
  aceiteTermos: 7,
};

function schemaFor(step: number, hasAccount: boolean): z.ZodType {
  switch (WIZARD_STEPS[step]?.id) {
    case 'info_pessoal':
      return infoPessoalSchema(todayInSaoPaulo());
    case 'contato':
      return contatoSchema(hasAccount);
    case 'experiencia':
      return experienciaSchema;
    case 'competencias':
      return competenciasSchema;
    case 'disponibilidade':
      return disponibilidadeSchema;
    case 'documentos':
      return verificationDraftSchema;
    case 'resumo_confirmacao':
      return aceiteSchema;
    default:
      return experienciaSchema.partial();
  }
}

function initialState(user: SessionUserDto | null): { saved: SavedWizard | null; values: WizardValues } {
  let saved = loadWizard();
  // Progress someone else left in this browser is not shown to the person signed in now.
  if (saved && user && saved.accountEmail && saved.accountEmail !== user.email) saved = null;
  const values: WizardValues = { ...emptyWizardValues, ...(saved?.values as Partial<WizardValues>), password: '', confirmPassword: '' };
  if (user) {
    values.email = user.email;
    if (!values.nomeCompleto) values.nomeCompleto = fullName(user);
  }
  return { saved, values };
}

const c = caregiverRegistrationCopy.wizard;

function StepFailed() {
  const f = caregiverRegistrationCopy.stepFailed;
  return (
    <Alert tone="error" icon={<CircleAlert />} title={messages.wizard.renderFailed} role="alert">
      <p>{f.body}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={() => window.location.reload()}>
        {f.reload}
      </Button>
    </Alert>
  );
}

interface CaregiverWizardProps {
  /** The signed-in caregiver who has not finished the registration, or null for a visitor. */
  user: SessionUserDto | null;
  /** The profile exists: the page takes the person to the dashboard. */
  onFinished: (profile: CaregiverProfileDto) => void;
}

/** 'Torne-se um cuidador': seven steps, forward only when a step is valid, back always. */
export function CaregiverWizard({ user: userAtStart, onFinished }: CaregiverWizardProps) {
  // Who was signed in when the wizard opened; signing in later (to finish) changes nothing here.
  const [user] = useState(userAtStart);
  const rateLimits = useRateLimits();
  const minRate = useRef(1);
  useEffect(() => {
    if (rateLimits.data) minRate.current = rateLimits.data.minimoCentavos;
  }, [rateLimits.data]);
  const [initial] = useState(() => initialState(user));
  const [step, setStep] = useState(initial.saved?.step ?? 0);
  const [registrationComplete, setRegistrationComplete] = useState(Boolean(user) || Boolean(initial.saved?.registrationComplete));
  const [accountEmail, setAccountEmail] = useState<string | null>(user?.email ?? initial.saved?.accountEmail ?? null);
  const [showErrorBanner, setShowErrorBanner] = useState(false);
  const [certificateError, setCertificateError] = useState<string | undefined>();
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [signedIn, setSignedIn] = useState(Boolean(user));
  const uploads = useCertificateUploads(initial.saved?.certificates ?? []);
  const [documentErrors, setDocumentErrors] = useState<Partial<Record<VerificationDocumentKind, string>>>({});
  // Verification documents use the same upload (kind and issue date travel with the file).
  const documentUploadsOf = (tipo: VerificationDocumentKind, dateField?: 'antecedentesEmitidaEm' | 'estadualEmitidaEm') => ({
    send: (file: File, options: UploadOptions) =>
      uploadVerificationDocument(file, { tipo, ...(dateField ? { emitidoEm: form.getValues(dateField) } : {}) }, options),
    max: MAX_FILES_PER_DOCUMENT[tipo],
    tooMany: messages.caregiverVerification.tooManyFiles,
  });
  const documents: DocumentUploads = {
    identidade: useCertificateUploads([], documentUploadsOf('identidade')),
    antecedentes_federal: useCertificateUploads([], documentUploadsOf('antecedentes_federal', 'antecedentesEmitidaEm')),
    antecedentes_estadual: useCertificateUploads([], documentUploadsOf('antecedentes_estadual', 'estadualEmitidaEm')),
  };
  const hadUnsentFiles = Boolean(initial.saved?.hadUnsentFiles);

  const schemaRef = useRef<z.ZodType>(schemaFor(step, registrationComplete));
  const resolver: Resolver<WizardValues> = async (values, context, options) => {
    await waitForPasswordStrength();
    // The experience step also asks the rate, checked against the server's configured minimum
    // (GET /api/caregiver-rate-limits). Until it answers only R$ 0 is refused here; the server
    // applies its minimum on submission anyway.
    const schema = schemaRef.current === experienciaSchema ? experienciaStepSchema(minRate.current) : schemaRef.current;
    return zodResolver(schema as z.ZodType<WizardValues, WizardValues>)(values, context, options);
  };
  const form = useForm<WizardValues>({ defaultValues: initial.values, resolver, mode: 'onTouched' });
  useRevalidateShownErrors(form);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  const signUp = useSignUp();
  const createProfile = useCreateCaregiverProfile();
  const current = WIZARD_STEPS[step]!;
  const values = useWatch({ control: form.control });

  // Keep the answers in this browser (never passwords or files) so a reload or the e-mail trip loses nothing.
  const done = useRef(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (done.current) return; // finished: the saved answers were cleared on purpose
      const { password: _p, confirmPassword: _c, ...stored } = form.getValues();
      saveWizard({
        step,
        values: stored,
        registrationComplete,
        accountEmail,
        certificates: uploads.items.flatMap((item) => (item.certificate ? [item.certificate] : [])),
        hadUnsentFiles: uploads.items.some((item) => !item.certificate),
      });
    }, 250);
    return () => clearTimeout(timer);
  }, [values, step, registrationComplete, accountEmail, uploads.items, form]);

  const restoredToast = useRef(false);
  useEffect(() => {
    if (restoredToast.current || !initial.saved || (initial.saved.step === 0 && !initial.saved.values.nomeCompleto)) return;
    restoredToast.current = true;
    toast.info(messages.wizard.progressRestored);
  }, [initial.saved]);

  const goTo = (next: number) => {
    schemaRef.current = schemaFor(next, registrationComplete);
    form.clearErrors();
    setShowErrorBanner(false);
    setCertificateError(undefined);
    setDocumentErrors({});
    setStep(next);
    window.scrollTo({ top: 0 });
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const failStep = (message: string) => {
    setShowErrorBanner(true);
    toast.error(message);
  };

  const createAccount = async () => {
    const v = form.getValues();
    const email = v.email.trim().toLowerCase();
    try {
      await signUp.mutateAsync({ name: v.nomeCompleto.trim().replace(/\s+/g, ' '), email, password: v.password, role: 'cuidador' });
    } catch (error) {
      toast.error(errorMessage(error, messages.account.createFailed));
      return;
    }
    form.setValue('password', '');
    form.setValue('confirmPassword', '');
    form.setValue('email', email);
    setRegistrationComplete(true);
    setAccountEmail(email);
    schemaRef.current = schemaFor(step, true);
    setShowErrorBanner(false);
    toast.success(messages.account.created);
  };

  const onNext = async () => {
    try {
      if (current.id === 'certificacoes') {
        const { semCertificados } = form.getValues();
        if (!semCertificados && uploads.items.length === 0) {
          setCertificateError(messages.wizard.certificacoesRequired);
          return failStep(STEP_ERROR_TOASTS.certificacoes);
        }
        if (uploads.items.some((item) => item.status === 'uploading')) return void toast.info(messages.wizard.uploadsPending);
        if (uploads.items.some((item) => item.status === 'error')) return failStep(messages.wizard.uploadsFailed);
        return goTo(step + 1);
      }
      if (current.id === 'documentos' && !checkDocumentDates()) return failStep(messages.wizard.formHasErrors);
      schemaRef.current = schemaFor(step, registrationComplete);
      if (!(await form.trigger(undefined, { shouldFocus: true }))) {
        const { email, password } = form.getValues();
        const creating = current.id === 'contato' && !registrationComplete;
        return failStep(creating && (!email.trim() || !password) ? messages.auth.emailAndPasswordRequired : STEP_ERROR_TOASTS[current.id]);
      }
      if (current.id === 'contato' && !registrationComplete) return void (await createAccount());
      goTo(step + 1);
    } catch {
      toast.error(messages.wizard.navigateFailed);
    }
  };

  /** A chosen certidão needs its issue date: not in the future and not expired (the server checks again). */
  const checkDocumentDates = () => {
    const today = todayInSaoPaulo();
    let ok = true;
    for (const [kind, field] of [
      ['antecedentes_federal', 'antecedentesEmitidaEm'],
      ['antecedentes_estadual', 'estadualEmitidaEm'],
    ] as const) {
      if (documents[kind].items.length === 0) continue;
      const checked = issueDateSchema(today).safeParse(form.getValues(field));
      if (!checked.success) {
        ok = false;
        form.setError(field, { message: checked.error.issues[0]!.message }, { shouldFocus: true });
      }
    }
    return ok;
  };

  /** Puts a refused field back in front of the person, on its own step. */
  const showFieldError = (field: string, message: string) => {
    const target = STEP_OF_FIELD[field];
    if (target === undefined) return;
    goTo(target);
    if (target === 5) setCertificateError(message);
    else if (field === 'emitidoEm') setTimeout(() => form.setError('antecedentesEmitidaEm', { message }, { shouldFocus: true }));
    else setTimeout(() => form.setError(field as FieldPath<WizardValues>, { message }, { shouldFocus: true }));
  };

  const onFinish = async () => {
    schemaRef.current = aceiteSchema;
    if (!(await form.trigger())) return failStep(messages.wizard.termsRequired);
    setSubmitting(true);
    try {
      const session = await queryClient.fetchQuery({ ...getSessionQueryOptions(), staleTime: 0 });
      if (!session) {
        setNeedsSignIn(true);
        toast.error(messages.wizard.needsAuth);
        return;
      }
      if (session.role !== 'cuidador') {
        toast.error(messages.wizard.familyAccount);
        return;
      }
      setNeedsSignIn(false);
      setSignedIn(true);
      const v = form.getValues();
      const certificates = v.semCertificados ? [] : await uploads.uploadAll();
      if (!certificates) {
        toast.error(messages.wizard.uploadsFailed);
        return;
      }
      // The documents go up before the registration, so a complete one is sent for review with it.
      const sent = await Promise.all(Object.values(documents).map((d) => d.uploadAll()));
      if (sent.some((list) => list === null)) {
        goTo(STEP_OF_FIELD.cpf!);
        toast.error(messages.wizard.uploadsFailed);
        return;
      }
      const draft = { cpf: v.cpf, referencias: v.referencias };
      const body: CaregiverRegistrationInput = {
        nomeCompleto: v.nomeCompleto,
        dataNascimento: v.dataNascimento,
        genero: v.genero as CaregiverRegistrationInput['genero'],
        telefone: v.telefone,
        cep: v.cep,
        rua: v.rua,
        numero: v.numero,
        complemento: v.complemento,
        bairro: v.bairro,
        cidade: v.cidade,
        estado: v.estado as CaregiverRegistrationInput['estado'],
        experiencia: v.experiencia as CaregiverRegistrationInput['experiencia'],
        precoHoraCentavos: parseMoneyInput(v.precoHora) ?? 0,
        competencias: v.competencias as CaregiverRegistrationInput['competencias'],
        disponibilidade: v.disponibilidade,
        certificados: certificates.map((c) => c.id),
        semCertificados: v.semCertificados,
        aceiteTermos: v.aceiteTermos as true,
        ...(isVerificationDraftEmpty(draft) ? {} : { verificacao: draft as NonNullable<CaregiverRegistrationInput['verificacao']> }),
      };
      // The same rules the server applies; a step that went stale (say, a saved answer) is shown again.
      const checked = caregiverRegistrationSchema(todayInSaoPaulo()).safeParse(body);
      if (!checked.success) {
        const issue = checked.error.issues[0]!;
        showFieldError(String(issue.path[0] ?? ''), issue.message);
        toast.error(messages.wizard.formHasErrors);
        return;
      }
      const profile = await createProfile.mutateAsync(body);
      done.current = true;
      clearWizard();
      toast.success(messages.wizard.submitted);
      onFinished(profile);
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.field) showFieldError(error.field, error.message);
        toast.error(messages.wizard.submitFailed, { description: error.message || messages.wizard.saveFailed });
      } else {
        toast.error(messages.wizard.processFailed);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const hasErrors = Object.keys(form.formState.errors).length > 0 || Boolean(certificateError);
  const isLast = step === CAREGIVER_STEPS - 1;
  const aceite = values.aceiteTermos === true;
  const nextLabel = current.id === 'contato' && !registrationComplete ? (signUp.isPending ? c.creatingAccount : c.createAccount) : c.next;

  return (
    <div className="mx-auto w-full max-w-2xl">
      <div className="mb-6">
        <p className="text-sm font-semibold text-brand-800">
          {c.stepOf(step + 1, CAREGIVER_STEPS)}
        </p>
        <Progress value={((step + 1) / CAREGIVER_STEPS) * 100} label={c.stepOf(step + 1, CAREGIVER_STEPS)} className="mt-2" />
      </div>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void (isLast ? onFinish() : onNext());
        }}
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <h2 ref={headingRef} tabIndex={-1} className="mb-5 text-xl font-bold text-slate-900 outline-none sm:text-2xl">
          {current.title}
        </h2>
        {showErrorBanner && hasErrors && (
          <Alert tone="error" icon={<CircleAlert />} className="mb-5" role="alert">
            {messages.wizard.formHasErrors}
          </Alert>
        )}
        <ErrorBoundary resetKey={step} fallback={<StepFailed />}>
          {current.id === 'info_pessoal' && <PersonalStep form={form} />}
          {current.id === 'contato' && (
            <ContactStep form={form} hasAccount={registrationComplete} accountCreatedHere={registrationComplete && !user} accountEmail={accountEmail} />
          )}
          {current.id === 'experiencia' && <ExperienceStep form={form} />}
          {current.id === 'competencias' && <SkillsStep form={form} />}
          {current.id === 'disponibilidade' && <AvailabilityStep form={form} />}
          {current.id === 'certificacoes' && (
            <CertificatesStep form={form} uploads={uploads} canUploadNow={signedIn} error={certificateError} hadUnsentFiles={hadUnsentFiles} />
          )}
          {current.id === 'documentos' && <DocumentsStep form={form as unknown as UseFormReturn<DocumentsValues>} documents={documents} canUploadNow={signedIn} documentErrors={documentErrors} />}
          {current.id === 'resumo_confirmacao' && (
            <>
              <SummaryStep form={form} uploads={uploads} onEdit={goTo} />
              {needsSignIn && accountEmail && (
                <NeedsSignInPanel
                  email={accountEmail}
                  onSignedIn={() => {
                    setSignedIn(true);
                    void onFinish();
                  }}
                />
              )}
            </>
          )}
        </ErrorBoundary>
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="outline" size="lg" onClick={() => goTo(step - 1)} disabled={step === 0 || submitting}>
            {c.back}
          </Button>
          {isLast ? (
            <Button type="submit" size="lg" disabled={!aceite || submitting}>
              {submitting ? c.sending : c.finish}
            </Button>
          ) : (
            <Button type="submit" size="lg" disabled={signUp.isPending}>
              {nextLabel}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
