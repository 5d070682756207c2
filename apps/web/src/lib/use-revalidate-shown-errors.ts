import { useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * A form validated field by field ('onTouched') shows errors that a step's 'Próximo' found on fields
 * never visited. Without this, 'Telefone inválido' stays on screen while the person types a good
 * number, until they leave the field. Here a field that shows an error is checked again on every
 * change, so the message goes as soon as the value is right.
 */
export function useRevalidateShownErrors<T extends FieldValues>(form: UseFormReturn<T>): void {
  useEffect(() => {
    const subscription = form.watch((_values, { name, type }) => {
      if (type !== 'change' || !name) return;
      const field = name as FieldPath<T>;
      if (form.getFieldState(field).error) void form.trigger(field);
    });
    return () => subscription.unsubscribe();
  }, [form]);
}
