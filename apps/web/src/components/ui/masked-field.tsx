import type { ComponentProps } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from './form-field';
import { Input } from './input';

type InputProps = Omit<ComponentProps<typeof Input>, 'name' | 'value' | 'onChange' | 'onBlur' | 'ref'>;

interface MaskedFieldProps<T extends FieldValues> extends InputProps {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  error?: string | undefined;
  /** Formats what is typed as it is typed (maskPhone, maskCpf from packages/domain). */
  mask: (value: string) => string;
}

/** A labelled text field whose value is kept formatted as the person types (phone, CPF). */
export function MaskedField<T extends FieldValues>({ control, name, label, error, mask, ...input }: MaskedFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField label={label} error={error}>
          <Input
            {...input}
            name={field.name}
            ref={field.ref}
            value={field.value as string}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(mask(event.target.value))}
          />
        </FormField>
      )}
    />
  );
}
