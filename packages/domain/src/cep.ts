import { CEP_DIGITS } from './constants';
import { digitsOnly } from './masks';
import { messages } from './messages';
import { z } from './validation';

/** An address found for a CEP, in the names the forms use (GET /api/cep/:cep). */
export const cepAddressDtoSchema = z.object({
  cep: z.string(),
  rua: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  estado: z.string(),
});
export type CepAddressDto = z.infer<typeof cepAddressDtoSchema>;

export const cepParamSchema = z
  .string()
  .transform(digitsOnly)
  .refine((digits) => digits.length === CEP_DIGITS, messages.address.cepInvalid);

/** A CEP as the forms accept it (docs/product.md#questionnaire): 8 digits, with or without the hyphen. */
export const isCompleteCep = (value: string) => digitsOnly(value).length === CEP_DIGITS;
