import { maskCep } from '@cuidar/domain/masks';
import { messages } from '@cuidar/domain/messages';
import { addressCopy } from '@cuidar/domain/messages/screens/address';
import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import type { CepStatus } from './use-cep-autofill';

const statusText: Partial<Record<CepStatus, string>> = {
  found: messages.cep.foundDetail,
  'not-found': messages.cep.notFound,
  error: messages.cep.networkError,
};

interface CepInputProps extends Omit<ComponentProps<'input'>, 'onChange' | 'value'> {
  value: string;
  onChange: (value: string) => void;
  status: CepStatus;
}

/** A CEP field masked as 12345-678 that says, out loud, how the address lookup went. */
export function CepInput({ value, onChange, status, ...props }: CepInputProps) {
  return (
    <div>
      <div className="relative">
        <Input
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder={addressCopy.cepInput.placeholder}
          maxLength={9}
          value={value}
          onChange={(event) => onChange(maskCep(event.target.value))}
          {...props}
        />
        {status === 'loading' && (
          <span className="absolute inset-y-0 right-3 flex items-center text-slate-600">
            <Spinner />
            <span className="sr-only">{addressCopy.cepInput.searching}</span>
          </span>
        )}
      </div>
      <p aria-live="polite" className="mt-1 min-h-5 text-sm text-slate-600">
        {statusText[status] ?? ''}
      </p>
    </div>
  );
}
