import { CEP_DIGITS, UFS } from './constants';
import { digitsOnly, maskCep } from './masks';
import { messages } from './messages';
import { optionalText, requiredText, z } from './validation';

// One postal address, with one set of rules and messages, for every form that asks for it: the
// family questionnaire, the caregiver wizard's contact step and the family profile (where every
// field may be left empty, but what is filled follows the same rules).

const m = messages.address;

export const ADDRESS_FIELDS = ['cep', 'rua', 'numero', 'complemento', 'bairro', 'cidade', 'estado'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** What an address form holds while it is being filled. */
export type AddressValues = Record<AddressField, string>;

export const EMPTY_ADDRESS: AddressValues = { cep: '', rua: '', numero: '', complemento: '', bairro: '', cidade: '', estado: '' };

export const COMPLEMENTO_MAX = 120;

/** 8 digits, typed with or without the hyphen (or dots and spaces); kept as 12345-678. */
export const cepSchema = z
  .string({ error: m.cepInvalid })
  .trim()
  .refine((value) => digitsOnly(value).length === CEP_DIGITS && /^[\d\s.-]+$/.test(value), m.cepInvalid)
  .transform(maskCep);

export const ufSchema = z.enum(UFS, { error: m.estadoRequired });

export const addressSchema = z.object({
  cep: cepSchema,
  rua: requiredText(m.ruaRequired, { min: 2, max: 200 }),
  numero: requiredText(m.numeroRequired, { max: 20 }),
  complemento: optionalText(COMPLEMENTO_MAX, m.complementoTooLong),
  bairro: requiredText(m.bairroRequired, { min: 2 }),
  cidade: requiredText(m.cidadeRequired, { min: 2 }),
  estado: ufSchema,
});
export type Address = z.output<typeof addressSchema>;

/** A field that may be left empty; when filled it follows the same rule and message as above. */
function emptyOr<T extends z.ZodType<string, string>>(rule: T) {
  return z
    .string()
    .trim()
    .default('')
    .transform((value, ctx) => {
      if (value === '') return '';
      const result = rule.safeParse(value);
      if (result.success) return result.data as string;
      for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    });
}

/** The same address where every field is optional (the family profile). */
export const optionalAddressSchema = z.object({
  cep: emptyOr(cepSchema),
  rua: emptyOr(addressSchema.shape.rua),
  numero: emptyOr(addressSchema.shape.numero),
  complemento: addressSchema.shape.complemento,
  bairro: emptyOr(addressSchema.shape.bairro),
  cidade: emptyOr(addressSchema.shape.cidade),
  estado: emptyOr(ufSchema),
});

/** The address part of a larger record (a profile, the questionnaire's answers). */
export function pickAddress(values: AddressValues): AddressValues {
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, values[field]])) as AddressValues;
}

/** 'Pinheiros, São Paulo – SP': where a family is, as a caregiver sees it before accepting (docs/product.md#request-details). */
export function formatPlace(a: { bairro: string | null; cidade: string | null; estado: string | null }): string {
  return [a.bairro, a.cidade].filter(Boolean).join(', ') + (a.estado ? ` – ${a.estado}` : '');
}

/** 'Rua Harmonia, 120 - apto 3, Pinheiros, São Paulo - SP, 05435-000' with only the parts present. */
export function formatAddress(a: Partial<AddressValues>): string {
  const street = [a.rua, a.numero].filter(Boolean).join(', ');
  const line1 = [street, a.complemento].filter(Boolean).join(' - ');
  const city = [a.cidade, a.estado].filter(Boolean).join(' - ');
  return [line1, a.bairro, city, a.cep].filter(Boolean).join(', ');
}
