import * as RadioGroup from '@radix-ui/react-radio-group';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface Option<T extends string> {
  value: T;
  label: ReactNode;
  description?: ReactNode;
}

interface RadioCardsProps<T extends string> {
  value: T | '' | undefined;
  onChange: (value: T) => void;
  options: readonly Option<T>[];
  /** Accessible name of the group. */
  label: string;
  className?: string;
  invalid?: boolean;
}

/** A group of large, tappable choices; arrow keys move between them. */
export function RadioCards<T extends string>({ value, onChange, options, label, className, invalid }: RadioCardsProps<T>) {
  return (
    <RadioGroup.Root
      aria-label={label}
      aria-invalid={invalid || undefined}
      value={value || ''}
      onValueChange={(v) => onChange(v as T)}
      className={cn('grid gap-3', className)}
    >
      {options.map((option) => (
        <RadioGroup.Item
          key={option.value}
          value={option.value}
          className="flex min-h-12 items-start gap-3 rounded-lg border-2 border-slate-300 bg-white p-3 text-left hover:border-brand-500 data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-50"
        >
          <span className="mt-1 inline-flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-slate-500 group-data-[state=checked]:border-brand-700">
            <RadioGroup.Indicator className="size-2.5 rounded-full bg-brand-700" />
          </span>
          <span>
            <span className="block font-semibold text-slate-900">{option.label}</span>
            {option.description && <span className="block text-sm text-slate-600">{option.description}</span>}
          </span>
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
