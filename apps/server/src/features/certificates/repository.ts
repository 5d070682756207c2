import type { CertificateDto } from '@cuidar/domain/certificates';
import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { certificados } from '../../db/schema';

// Every query carries the owner: someone else's certificate is, to the caller, a missing one.

const dtoColumns = {
  id: certificados.id,
  nome: certificados.nomeOriginal,
  mime: certificados.mime,
  tamanhoBytes: certificados.tamanhoBytes,
  createdAt: certificados.createdAt,
};

const isAttached = isNotNull(certificados.anexadoEm);

type DtoRow = { id: string; nome: string; mime: string; tamanhoBytes: number; createdAt: Date };
export const toCertificateDto = (row: DtoRow): CertificateDto => ({ ...row, createdAt: row.createdAt.toISOString() });

export async function insertCertificate(
  db: Executor,
  input: { cuidadorId: string; storageKey: string; nomeOriginal: string; mime: string; tamanhoBytes: number },
): Promise<CertificateDto> {
  const [row] = await db.insert(certificados).values(input).returning(dtoColumns);
  return toCertificateDto(row!);
}

export async function countCertificatesOf(db: Executor, cuidadorId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(certificados).where(eq(certificados.cuidadorId, cuidadorId));
  return row?.total ?? 0;
}

export async function findCertificatesOf(db: Executor, cuidadorId: string, onlyAttached = false): Promise<CertificateDto[]> {
  const rows = await db
    .select(dtoColumns)
    .from(certificados)
    .where(and(eq(certificados.cuidadorId, cuidadorId), onlyAttached ? isAttached : undefined))
    .orderBy(desc(certificados.createdAt));
  return rows.map(toCertificateDto);
}

/** The file of one of the owner's certificates, for the download. */
export async function findOwnCertificateFile(db: Executor, cuidadorId: string, id: string) {
  const [row] = await db
    .select({ storageKey: certificados.storageKey, nome: certificados.nomeOriginal, mime: certificados.mime, tamanhoBytes: certificados.tamanhoBytes })
    .from(certificados)
    .where(and(eq(certificados.id, id), eq(certificados.cuidadorId, cuidadorId)));
  return row;
}

/** Deletes one of the owner's certificates and says which file to remove, or undefined. */
export async function deleteOwnCertificate(db: Executor, cuidadorId: string, id: string): Promise<string | undefined> {
  const [row] = await db
    .delete(certificados)
    .where(and(eq(certificados.id, id), eq(certificados.cuidadorId, cuidadorId)))
    .returning({ storageKey: certificados.storageKey });
  return row?.storageKey;
}

/** Marks the owner's certificates as part of the profile; returns how many of the ids were theirs. */
export async function attachCertificates(db: Executor, cuidadorId: string, ids: readonly string[], at: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(certificados)
    .set({ anexadoEm: at })
    .where(and(eq(certificados.cuidadorId, cuidadorId), inArray(certificados.id, [...ids])))
    .returning({ id: certificados.id });
  return rows.length;
}
