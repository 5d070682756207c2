import { randomBytes } from 'node:crypto';
import { MAX_CERTIFICATES } from '@cuidar/domain/caregiver-registration';
import {
  CERTIFICATE_MIME,
  detectCertificateKind,
  displayFileName,
  isSafeFileName,
  type CertificateDto,
} from '@cuidar/domain/certificates';
import { CERTIFICATE_MAX_BYTES } from '@cuidar/domain/constants';
import { messages } from '@cuidar/domain/messages';
import { canEditVerification, MAX_FILES_PER_DOCUMENT, type VerificationDocumentDto } from '@cuidar/domain/verification';
import type { Executor } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import type { Logger } from '../../logger';
import type { FileStorage } from '../../storage/storage';
import {
  attachCertificates,
  countCertificatesOf,
  deleteOtherDocuments,
  deleteOwnCertificate,
  findCertificateDto,
  findCertificatesOf,
  findDocumentsOf,
  findOwnCertificateFile,
  findVerificationStateOf,
  insertCertificate,
} from './repository';

export interface CertificateDeps {
  db: Executor;
  storage: FileStorage;
  logger: Logger;
  now: () => Date;
}

export interface IncomingFile {
  name: string;
  size: number;
  bytes: Uint8Array;
}

/** A name safe to quote back in a message (a crafted one could be long or odd). */
const quoted = (name: string) => displayFileName(name).slice(0, 80);

/** 'cuidadores/<user id>-<time>-<random>.<ext>': nothing of the person's file name reaches storage. */
export function certificateKey(userId: string, at: Date, ext: string): string {
  return `cuidadores/${userId}-${at.getTime()}-${randomBytes(8).toString('hex')}.${ext}`;
}

/** What an upload is: a course certificate, or a verification document (with its issue date when dated). */
export type UploadFields =
  | { tipo: 'certificado' }
  | { tipo: 'identidade' }
  | { tipo: 'antecedentes_federal' | 'antecedentes_estadual'; emitidoEm: string }
  // A renewed federal certificate: the renewals service decides whether it may be sent.
  | { tipo: 'antecedentes_renovacao'; emitidoEm: string };

/**
 * Stores one file: the name must be a plain file name, the size within 5 MB and the bytes a PDF,
 * PNG, JPEG or WebP, whatever the name or the declared type say. Course certificates and
 * verification documents share this path; documents go to the same private storage, are never
 * adopted into the profile and can change only while nobody reviews them
 * (docs/product.md#verification).
 */
async function storeUpload(deps: CertificateDeps, userId: string, file: IncomingFile, fields: UploadFields): Promise<string> {
  if (!isSafeFileName(file.name)) throw badRequest(messages.certificates.invalidName(quoted(file.name)), 'file');
  if (file.size > CERTIFICATE_MAX_BYTES || file.bytes.byteLength > CERTIFICATE_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 413, messages.wizard.fileTooLarge(quoted(file.name)), 'file');
  }
  const kind = detectCertificateKind(file.bytes);
  if (!kind) throw badRequest(messages.wizard.fileTypeNotAllowed(quoted(file.name)), 'file');
  if (fields.tipo === 'certificado') {
    if ((await countCertificatesOf(deps.db, userId)) >= MAX_CERTIFICATES) {
      throw conflict(messages.certificates.tooMany(MAX_CERTIFICATES), 'file');
    }
  } else if (fields.tipo !== 'antecedentes_renovacao') {
    await assertDocumentsEditable(deps.db, userId);
    // A new certidão replaces the old one (below); identity may have front and back.
    const max = MAX_FILES_PER_DOCUMENT[fields.tipo];
    if (max > 1 && (await countCertificatesOf(deps.db, userId, fields.tipo)) >= max) {
      throw conflict(messages.caregiverVerification.tooManyFiles, 'file');
    }
  }

  const at = deps.now();
  const storageKey = certificateKey(userId, at, kind);
  const mime = CERTIFICATE_MIME[kind];
  await deps.storage.put(storageKey, file.bytes, mime);
  let id: string;
  try {
    ({ id } = await insertCertificate(deps.db, {
      cuidadorId: userId,
      storageKey,
      nomeOriginal: displayFileName(file.name),
      mime,
      tamanhoBytes: file.bytes.byteLength,
      tipo: fields.tipo,
      emitidoEm: 'emitidoEm' in fields ? fields.emitidoEm : null,
    }));
  } catch (error) {
    // No row, no file: never leave bytes nobody can reach.
    await deps.storage.delete(storageKey).catch((e: unknown) => deps.logger.error(`[certificates] orphan file ${storageKey}`, e));
    throw error;
  }
  if (fields.tipo !== 'certificado' && fields.tipo !== 'antecedentes_renovacao' && MAX_FILES_PER_DOCUMENT[fields.tipo] === 1) {
    for (const old of await deleteOtherDocuments(deps.db, userId, fields.tipo, id)) {
      await deps.storage.delete(old).catch((e: unknown) => deps.logger.error(`[certificates] could not delete ${old}`, e));
    }
  }
  return id;
}

export async function uploadCertificate(deps: CertificateDeps, userId: string, file: IncomingFile): Promise<CertificateDto> {
  const id = await storeUpload(deps, userId, file, { tipo: 'certificado' });
  return findCertificateDto(deps.db, userId, id);
}

/**
 * Stores a renewed criminal-records certificate (checked like every upload) and answers its id;
 * the caller (the renewals service) records the renewal, or discards the file with
 * discardRenewalFile when it may not be sent.
 */
export function storeRenewalFile(deps: CertificateDeps, userId: string, file: IncomingFile, emitidoEm: string): Promise<string> {
  return storeUpload(deps, userId, file, { tipo: 'antecedentes_renovacao', emitidoEm });
}

export async function discardRenewalFile(deps: CertificateDeps, userId: string, id: string): Promise<void> {
  const deleted = await deleteOwnCertificate(deps.db, userId, id);
  if (deleted) await deps.storage.delete(deleted.storageKey).catch((e: unknown) => deps.logger.error(`[certificates] could not delete ${deleted.storageKey}`, e));
}

export async function uploadVerificationDocument(
  deps: CertificateDeps,
  userId: string,
  file: IncomingFile,
  fields: Exclude<UploadFields, { tipo: 'certificado' | 'antecedentes_renovacao' }>,
): Promise<VerificationDocumentDto> {
  const id = await storeUpload(deps, userId, file, fields);
  const documents = await findDocumentsOf(deps.db, userId);
  return documents.find((d) => d.id === id)!;
}

/** Documents under review or behind an approval stay as the operator saw them. */
async function assertDocumentsEditable(db: Executor, userId: string): Promise<void> {
  const state = await findVerificationStateOf(db, userId);
  if (state && !canEditVerification(state)) throw conflict(messages.caregiverVerification.locked, 'file');
}

/** The caller's verification documents (never listed with the course certificates). */
export function listVerificationDocuments(db: Executor, userId: string): Promise<VerificationDocumentDto[]> {
  return findDocumentsOf(db, userId);
}

export async function readCertificate(deps: CertificateDeps, userId: string, id: string) {
  const row = await findOwnCertificateFile(deps.db, userId, id);
  if (!row) throw notFound();
  const bytes = await deps.storage.get(row.storageKey);
  if (!bytes) {
    deps.logger.error(`[certificates] file missing in storage: ${row.storageKey}`);
    throw notFound();
  }
  return { bytes, nome: row.nome, mime: row.mime };
}

export async function removeCertificate(deps: CertificateDeps, userId: string, id: string): Promise<void> {
  const file = await findOwnCertificateFile(deps.db, userId, id);
  if (!file) throw notFound();
  // A renewal stays until the operator decides it (docs/product.md#verification-renewal).
  if (file.tipo === 'antecedentes_renovacao') throw conflict(messages.caregiverVerification.renewalAlreadyPending);
  if (file.tipo !== 'certificado') await assertDocumentsEditable(deps.db, userId);
  const deleted = await deleteOwnCertificate(deps.db, userId, id);
  if (!deleted) throw notFound();
  const { storageKey } = deleted;
  await deps.storage.delete(storageKey).catch((e: unknown) => deps.logger.error(`[certificates] could not delete ${storageKey}`, e));
}

/** All of the caller's own certificates, uploaded and adopted (the upload step lists them). */
export function listCertificates(db: Executor, userId: string): Promise<CertificateDto[]> {
  return findCertificatesOf(db, userId);
}

/** The certificates a caregiver's profile shows: those adopted by the registration. */
export function listProfileCertificates(db: Executor, userId: string): Promise<CertificateDto[]> {
  return findCertificatesOf(db, userId, true);
}

/**
 * Adopts the caller's uploaded certificates into the profile (inside the caller's transaction).
 * An id that is not one of theirs fails the whole registration.
 */
export async function adoptCertificates(db: Executor, userId: string, ids: readonly string[], at: Date): Promise<void> {
  const unique = [...new Set(ids)];
  const attached = await attachCertificates(db, userId, unique, at);
  if (attached !== unique.length) throw badRequest(messages.certificates.notFound, 'certificados');
}
