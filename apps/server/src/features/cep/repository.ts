import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cepCache } from '../../db/schema';

export async function findCachedCep(db: Executor, cep: string) {
  const [row] = await db
    .select({
      cep: cepCache.cep,
      found: cepCache.found,
      rua: cepCache.rua,
      bairro: cepCache.bairro,
      cidade: cepCache.cidade,
      estado: cepCache.estado,
      fetchedAt: cepCache.fetchedAt,
    })
    .from(cepCache)
    .where(eq(cepCache.cep, cep));
  return row;
}

export async function saveCep(
  db: Executor,
  entry: { cep: string; found: boolean; rua?: string; bairro?: string; cidade?: string; estado?: string },
  now: Date,
) {
  const values = { ...entry, fetchedAt: now };
  await db.insert(cepCache).values(values).onConflictDoUpdate({ target: cepCache.cep, set: values });
}
