import { useId, type ReactNode } from 'react';
import { Checkbox } from './checkbox';

interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The field's message, read with the box and announced when it appears. */
  error?: string | undefined;
  className?: string;
}

/** One box to tick with its label beside it and its error under it: a confirmation a form requires. */
export function CheckboxField({ label, checked, onCheckedChange, error, className }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <Checkbox
          id={id}
          checked={checked}
          onCheckedChange={(on) => onCheckedChange(on === true)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5"
        />
        <label htmlFor={id} className="text-slate-800">
          {label}
        </label>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
