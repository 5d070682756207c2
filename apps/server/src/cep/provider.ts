import type { CepAddressDto } from '@cuidar/domain/cep';

/** Looks up the address of an 8-digit CEP. null: the CEP does not exist. Throws CepUnavailableError. */
export interface CepProvider {
  lookup(cep: string): Promise<Omit<CepAddressDto, 'cep'> | null>;
}

export class CepUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CepUnavailableError';
  }
}
