import { formatMoneyInput, parseMoneyInput } from '@cuidar/domain/money-input';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';

/**
 * A money field in reais, read as pt-BR ('45,50', '1.234,56') by the domain's one parser. A text
 * field on purpose: a number field in a browser set to English turns '45,50' into 4550. On leaving
 * the field a readable amount is rewritten the pt-BR way ('45' → '45,00').
 */
export function MoneyInput({ className, onBlur, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <div className="relative">
      <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-600">
        R$
      </span>
      <Input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0,00"
        className={cn('pl-10', className)}
        onBlur={(event) => {
          const cents = parseMoneyInput(event.currentTarget.value);
          if (cents !== null) {
            const formatted = formatMoneyInput(cents);
            if (formatted !== event.currentTarget.value) {
              // Through the native setter so react-hook-form's register() sees the change.
              const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
              setter?.call(event.currentTarget, formatted);
              event.currentTarget.dispatchEvent(new Event('input', { bubbles: true }));
            }
          }
          onBlur?.(event);
        }}
        {...props}
      />
    </div>
  );
}
