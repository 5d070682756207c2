import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface Option<T extends string> {
  value: T;
  label: ReactNode;
  description?: ReactNode;
}

interface CheckboxCardsProps<T extends string> {
  value: readonly T[];
  onChange: (value: T[]) => void;
  options: readonly Option<T>[];
  /** Accessible name of the group. */
  label: string;
  className?: string;
  invalid?: boolean;
  describedBy?: string;
}

/** Several large, tappable choices (native checkboxes underneath, so Space and screen readers just work). */
export function CheckboxCards<T extends string>({ value, onChange, options, label, className, invalid, describedBy }: CheckboxCardsProps<T>) {
  const toggle = (option: T) =>
    onChange(value.includes(option) ? value.filter((v) => v !== option) : options.map((o) => o.value).filter((v) => v === option || value.includes(v)));
  return (
    <div role="group" aria-label={label} aria-describedby={describedBy} className={cn('grid gap-3', className)}>
      {options.map((option) => {
        const checked = value.includes(option.value);
        return (
          <label
            key={option.value}
            className={cn(
              'relative flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border-2 bg-white p-3 hover:border-brand-500 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
              checked ? 'border-brand-700 bg-brand-50' : invalid ? 'border-red-400' : 'border-slate-300',
            )}
          >
            {/* The real checkbox covers the card, invisible: a tap anywhere toggles it, Space works, readers announce it. */}
            <input type="checkbox" className="absolute inset-0 size-full cursor-pointer opacity-0" checked={checked} onChange={() => toggle(option.value)} aria-invalid={invalid || undefined} />
            <span
              aria-hidden="true"
              className={cn(
                'mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded border-2',
                checked ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-500 bg-white',
              )}
            >
              {checked && <Check className="size-4" strokeWidth={3} />}
            </span>
            <span>
              <span className="block font-semibold text-slate-900">{option.label}</span>
              {option.description && <span className="block text-sm text-slate-600">{option.description}</span>}
            </span>
          </label>
        );
      })}
    </div>
  );
}
