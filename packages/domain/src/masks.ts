// Input masks: CEP 12345-678, telefone (99) 99999-9999 (docs/product.md#caregiver-wizard).

export const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** Keeps digits only, up to 8, formatted 5 digits, hyphen, 3. */
export function maskCep(value: string): string {
  const digits = digitsOnly(value).slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/** (11) 98765-4321, built up as the person types. */
export function maskPhone(value: string): string {
  const d = digitsOnly(value).slice(0, 11);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  if (d.length <= 7) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
}

/** Mobile (11) 98765-4321 or landline (11) 3456-7890: ten digits read as a landline, eleven as a mobile. */
export function maskAnyPhone(value: string): string {
  const d = digitsOnly(value).slice(0, 11);
  if (d.length <= 10 && d.length > 6) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return maskPhone(d);
}
