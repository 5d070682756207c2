import type { CertificateDto } from '@cuidar/domain/certificates';
import type { VerificationDocumentDto, VerificationDocumentKind, VerificationState } from '@cuidar/domain/verification';
import { and, count, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { certificados, cuidadorProfiles } from '../../db/schema';

// Every query carries the owner: someone else's certificate is, to the caller, a missing one.

const dtoColumns = {
  id: certificados.id,
  nome: certificados.nomeOriginal,
  mime: certificados.mime,
  tamanhoBytes: certificados.tamanhoBytes,
  createdAt: certificados.createdAt,
};

const isAttached = isNotNull(certificados.anexadoEm);
/** Course certificates only: verification documents never reach the profile or the certificate list. */
const isCourseCertificate = eq(certificados.tipo, 'certificado');
export type UploadKind = 'certificado' | VerificationDocumentKind | 'antecedentes_renovacao';

type DtoRow = { id: string; nome: string; mime: string; tamanhoBytes: number; createdAt: Date };
export const toCertificateDto = (row: DtoRow): CertificateDto => ({ ...row, createdAt: row.createdAt.toISOString() });

export async function insertCertificate(
  db: Executor,
  input: { cuidadorId: string; storageKey: string; nomeOriginal: string; mime: string; tamanhoBytes: number; tipo?: UploadKind; emitidoEm?: string | null },
): Promise<{ id: string }> {
  const [row] = await db.insert(certificados).values(input).returning({ id: certificados.id });
  return row!;
}

export async function findCertificateDto(db: Executor, cuidadorId: string, id: string): Promise<CertificateDto> {
  const [row] = await db.select(dtoColumns).from(certificados).where(and(eq(certificados.id, id), eq(certificados.cuidadorId, cuidadorId)));
  return toCertificateDto(row!);
}

export async function countCertificatesOf(db: Executor, cuidadorId: string, tipo: UploadKind = 'certificado'): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(certificados)
    .where(and(eq(certificados.cuidadorId, cuidadorId), eq(certificados.tipo, tipo)));
  return row?.total ?? 0;
}

const documentColumns = { ...dtoColumns, tipo: certificados.tipo, emitidoEm: certificados.emitidoEm };

/** The owner's verification documents (identity, criminal records), newest first; a renewal waiting for the operator is not one yet. */
export async function findDocumentsOf(db: Executor, cuidadorId: string): Promise<VerificationDocumentDto[]> {
  const rows = await db
    .select(documentColumns)
    .from(certificados)
    .where(and(eq(certificados.cuidadorId, cuidadorId), ne(certificados.tipo, 'certificado'), ne(certificados.tipo, 'antecedentes_renovacao')))
    .orderBy(desc(certificados.createdAt), desc(certificados.id));
  return rows.map((row) => ({ ...toCertificateDto(row), tipo: row.tipo as VerificationDocumentKind, emitidoEm: row.emitidoEm }));
}

/** Removes the owner's older files of one document kind (a new certidão replaces the old one); answers their storage keys. */
export async function deleteOtherDocuments(db: Executor, cuidadorId: string, tipo: VerificationDocumentKind, keepId: string): Promise<string[]> {
  const rows = await db
    .delete(certificados)
    .where(and(eq(certificados.cuidadorId, cuidadorId), eq(certificados.tipo, tipo), ne(certificados.id, keepId)))
    .returning({ storageKey: certificados.storageKey });
  return rows.map((row) => row.storageKey);
}

export async function findCertificatesOf(db: Executor, cuidadorId: string, onlyAttached = false): Promise<CertificateDto[]> {
  const rows = await db
    .select(dtoColumns)
    .from(certificados)
    .where(and(eq(certificados.cuidadorId, cuidadorId), isCourseCertificate, onlyAttached ? isAttached : undefined))
    .orderBy(desc(certificados.createdAt));
  return rows.map(toCertificateDto);
}

/** The file of one of the owner's certificates or documents, for the download. */
export async function findOwnCertificateFile(db: Executor, cuidadorId: string, id: string) {
  const [row] = await db
    .select({
      storageKey: certificados.storageKey,
      nome: certificados.nomeOriginal,
      mime: certificados.mime,
      tamanhoBytes: certificados.tamanhoBytes,
      tipo: certificados.tipo,
    })
    .from(certificados)
    .where(and(eq(certificados.id, id), eq(certificados.cuidadorId, cuidadorId)));
  return row;
}

/** Deletes one of the owner's certificates and says which file to remove and what it was, or undefined. */
export async function deleteOwnCertificate(db: Executor, cuidadorId: string, id: string): Promise<{ storageKey: string; tipo: UploadKind } | undefined> {
  const [row] = await db
    .delete(certificados)
    .where(and(eq(certificados.id, id), eq(certificados.cuidadorId, cuidadorId)))
    .returning({ storageKey: certificados.storageKey, tipo: certificados.tipo });
  return row;
}

/** Marks the owner's certificates as part of the profile; returns how many of the ids were theirs. */
export async function attachCertificates(db: Executor, cuidadorId: string, ids: readonly string[], at: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(certificados)
    .set({ anexadoEm: at })
    .where(and(eq(certificados.cuidadorId, cuidadorId), isCourseCertificate, inArray(certificados.id, [...ids])))
    .returning({ id: certificados.id });
  return rows.length;
}

/** The caregiver's verification state, or null before the profile exists (the wizard's uploads). */
export async function findVerificationStateOf(db: Executor, cuidadorId: string): Promise<VerificationState | null> {
  const [row] = await db.select({ verificacao: cuidadorProfiles.verificacao }).from(cuidadorProfiles).where(eq(cuidadorProfiles.id, cuidadorId));
  return row?.verificacao ?? null;
}
