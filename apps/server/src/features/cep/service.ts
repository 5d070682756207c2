import type { CepAddressDto } from '@cuidar/domain/cep';
import type { Executor } from '../../db/client';
import { CepUnavailableError, type CepProvider } from '../../cep/provider';
import { findCachedCep, saveCep } from './repository';

const FOUND_TTL_MS = 30 * 24 * 3600 * 1000;
const NOT_FOUND_TTL_MS = 24 * 3600 * 1000;

export type CepResult = { status: 'found'; address: CepAddressDto } | { status: 'not-found' } | { status: 'unavailable' };

/**
 * The address of a CEP from the cache when fresh, else from the provider. When the provider is
 * down, a stale cached answer is still better than nothing.
 */
export async function lookupCep(deps: { db: Executor; provider: CepProvider; now: () => Date }, cep: string): Promise<CepResult> {
  const now = deps.now();
  const cached = await findCachedCep(deps.db, cep);
  const fresh = cached && now.getTime() - cached.fetchedAt.getTime() < (cached.found ? FOUND_TTL_MS : NOT_FOUND_TTL_MS);
  if (cached && fresh) return fromCache(cached);

  try {
    const address = await deps.provider.lookup(cep);
    await saveCep(deps.db, address ? { cep, found: true, ...address } : { cep, found: false }, now);
    return address ? { status: 'found', address: { cep, ...address } } : { status: 'not-found' };
  } catch (error) {
    if (!(error instanceof CepUnavailableError)) throw error;
    if (cached) return fromCache(cached);
    return { status: 'unavailable' };
  }
}

function fromCache(row: NonNullable<Awaited<ReturnType<typeof findCachedCep>>>): CepResult {
  if (!row.found) return { status: 'not-found' };
  return {
    status: 'found',
    address: { cep: row.cep, rua: row.rua ?? '', bairro: row.bairro ?? '', cidade: row.cidade ?? '', estado: row.estado ?? '' },
  };
}
