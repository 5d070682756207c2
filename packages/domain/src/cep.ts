import { CEP_DIGITS } from './constants';
import { digitsOnly } from './masks';
import { messages } from './messages';
import { z } from './validation';

/** An address found for a CEP, in the names the forms use. */
export interface CepAddressDto {
  cep: string;
  rua: string;
  bairro: string;
  cidade: string;
  estado: string;
}

export const cepParamSchema = z
  .string()
  .transform(digitsOnly)
  .refine((digits) => digits.length === CEP_DIGITS, messages.address.cepInvalid);

/** A CEP as the spec's forms accept it: 8 digits, with or without the hyphen. */
export const isCompleteCep = (value: string) => digitsOnly(value).length === CEP_DIGITS;
