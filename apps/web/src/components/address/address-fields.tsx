import { type AddressField, type AddressValues } from '@cuidar/domain/address';
import type { CepAddressDto } from '@cuidar/domain/cep';
import { UFS } from '@cuidar/domain/constants';
import { addressCopy } from '@cuidar/domain/messages/screens/address';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { CepInput } from './cep-input';
import { StateSelect } from './state-select';
import { useCepAutofill } from './use-cep-autofill';

interface AddressFieldsProps<T extends FieldValues & AddressValues, Context, Parsed extends FieldValues> {
  /** A react-hook-form form whose values include the address fields (cep, rua, numero…). */
  form: UseFormReturn<T, Context, Parsed>;
  /** False where the whole address may be left empty (the family profile): no field says "(opcional)". */
  required?: boolean;
  complementoHint?: string;
  className?: string;
}

const FILLED_BY_CEP = ['rua', 'bairro', 'cidade', 'estado'] as const satisfies readonly AddressField[];

/**
 * The address block of every form that asks for one: CEP first (masked, looked up through our
 * server, which fills street, bairro, city and state), then the rest, with the same labels, order
 * and autocomplete hints everywhere. Rules and messages come from the form's schema.
 */
export function AddressFields<T extends FieldValues & AddressValues, Context, Parsed extends FieldValues>({
  form,
  required = true,
  complementoHint,
  className,
}: AddressFieldsProps<T, Context, Parsed>) {
  // The component only touches the address keys, which T is known to have.
  const f = form as unknown as UseFormReturn<AddressValues>;
  const c = addressCopy.fields;
  const errors = f.formState.errors;

  const { status, lookup } = useCepAutofill((address: CepAddressDto) => {
    const filled = FILLED_BY_CEP.filter((field) => address[field] !== '' && (field !== 'estado' || (UFS as readonly string[]).includes(address.estado)));
    for (const field of filled) f.setValue(field, address[field], { shouldDirty: true });
    f.clearErrors(filled);
    // What the CEP cannot tell is the number: that is where the person goes next.
    f.setFocus('numero');
  });

  return (
    <div className={cn('grid gap-4 sm:grid-cols-6', className)}>
      <Controller
        control={f.control}
        name="cep"
        render={({ field }) => (
          <FormField label={c.cep} error={errors.cep?.message} className="sm:col-span-2">
            <CepInput
              name={field.name}
              ref={field.ref}
              value={field.value}
              status={status}
              onBlur={field.onBlur}
              onChange={(value) => {
                field.onChange(value);
                void lookup(value);
              }}
            />
          </FormField>
        )}
      />
      <FormField label={c.street} error={errors.rua?.message} className="sm:col-span-4">
        <Input autoComplete="address-line1" {...f.register('rua')} />
      </FormField>
      <FormField label={c.number} error={errors.numero?.message} className="sm:col-span-2">
        <Input autoComplete="off" {...f.register('numero')} />
      </FormField>
      <FormField label={required ? c.complementOptional : c.complement} error={errors.complemento?.message} hint={complementoHint} className="sm:col-span-4">
        <Input autoComplete="address-line2" {...f.register('complemento')} />
      </FormField>
      <FormField label={c.neighbourhood} error={errors.bairro?.message} className="sm:col-span-2">
        <Input autoComplete="address-level3" {...f.register('bairro')} />
      </FormField>
      <FormField label={c.city} error={errors.cidade?.message} className="sm:col-span-2">
        <Input autoComplete="address-level2" {...f.register('cidade')} />
      </FormField>
      <FormField label={c.state} error={errors.estado?.message} className="sm:col-span-2">
        <StateSelect {...f.register('estado')} />
      </FormField>
    </div>
  );
}
