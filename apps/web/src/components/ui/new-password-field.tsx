import { PASSWORD_MIN_LENGTH } from '@cuidar/domain/constants';
import { messages } from '@cuidar/domain/messages';
import { loadPasswordStrength, MIN_PASSWORD_SCORE } from '@cuidar/domain/password-policy';
import { useDeferredValue, useEffect, useMemo, useState, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';

type Scorer = (password: string) => number;

/** The policy's own scorer, loaded (with its dictionaries, in their own chunk) when first needed. */
function usePasswordScorer(): Scorer | null {
  const [scorer, setScorer] = useState<{ score: Scorer } | null>(null);
  useEffect(() => {
    let alive = true;
    loadPasswordStrength()
      .then((module) => alive && setScorer({ score: module.passwordScore }))
      // Without the meter the form still works; the server applies the rule either way.
      .catch(() => {});
    return () => {
      alive = false;
    };
  }, []);
  return scorer?.score ?? null;
}

const barTones = ['bg-red-700', 'bg-red-700', 'bg-amber-600', 'bg-green-700', 'bg-green-700'] as const;

/** How hard the password is to guess, by the same score the server refuses below MIN_PASSWORD_SCORE. */
export function PasswordStrengthMeter({ password, className }: { password: string; className?: string }) {
  const score = usePasswordScorer();
  // Scoring takes a few milliseconds: typing stays responsive, the meter follows a moment later.
  const deferred = useDeferredValue(password);
  const value = useMemo(() => (score && deferred ? score(deferred) : null), [score, deferred]);
  if (value === null) return <div className={cn('h-6', className)} aria-hidden="true" />;
  const level = messages.auth.passwordStrengthLevels[value] ?? '';
  return (
    <div className={cn('flex h-6 items-center gap-2', className)}>
      <div aria-hidden="true" className="flex flex-1 gap-1">
        {[1, 2, 3, 4].map((step) => (
          <span key={step} className={cn('h-1.5 flex-1 rounded-full', step <= Math.max(value, 1) ? barTones[value] : 'bg-slate-200')} />
        ))}
      </div>
      <p aria-live="polite" className={cn('text-sm font-medium', value < MIN_PASSWORD_SCORE ? 'text-red-800' : 'text-slate-700')}>
        {messages.auth.passwordStrength(level)}
      </p>
    </div>
  );
}

interface NewPasswordFieldProps extends Omit<ComponentProps<typeof PasswordInput>, 'value'> {
  label: string;
  error?: string | undefined;
  /** The value typed so far (the form's), for the meter. */
  value: string;
}

/** A field where a new password is chosen: the policy's hint, the show/hide button and the meter. */
export function NewPasswordField({ label, error, value, className, ...input }: NewPasswordFieldProps) {
  return (
    <div className={className}>
      <FormField label={label} error={error} hint={messages.auth.passwordHint(PASSWORD_MIN_LENGTH)}>
        <PasswordInput autoComplete="new-password" {...input} />
      </FormField>
      <PasswordStrengthMeter password={value} className="mt-1" />
    </div>
  );
}
