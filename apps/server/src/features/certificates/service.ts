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
import type { Executor } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import type { Logger } from '../../logger';
import type { FileStorage } from '../../storage/storage';
import {
  attachCertificates,
  countCertificatesOf,
  deleteOwnCertificate,
  findCertificatesOf,
  findOwnCertificateFile,
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

/**
 * Stores one certificate: the name must be a plain file name, the size within 5 MB and the bytes a
 * PDF, PNG, JPEG or WebP, whatever the name or the declared type say.
 */
export async function uploadCertificate(deps: CertificateDeps, userId: string, file: IncomingFile): Promise<CertificateDto> {
  if (!isSafeFileName(file.name)) throw badRequest(messages.certificates.invalidName(quoted(file.name)), 'file');
  if (file.size > CERTIFICATE_MAX_BYTES || file.bytes.byteLength > CERTIFICATE_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 413, messages.wizard.fileTooLarge(quoted(file.name)), 'file');
  }
  const kind = detectCertificateKind(file.bytes);
  if (!kind) throw badRequest(messages.wizard.fileTypeNotAllowed(quoted(file.name)), 'file');
  if ((await countCertificatesOf(deps.db, userId)) >= MAX_CERTIFICATES) {
    throw conflict(messages.certificates.tooMany(MAX_CERTIFICATES), 'file');
  }

  const at = deps.now();
  const storageKey = certificateKey(userId, at, kind);
  const mime = CERTIFICATE_MIME[kind];
  await deps.storage.put(storageKey, file.bytes, mime);
  try {
    return await insertCertificate(deps.db, {
      cuidadorId: userId,
      storageKey,
      nomeOriginal: displayFileName(file.name),
      mime,
      tamanhoBytes: file.bytes.byteLength,
    });
  } catch (error) {
    // No row, no file: never leave bytes nobody can reach.
    await deps.storage.delete(storageKey).catch((e: unknown) => deps.logger.error(`[certificates] orphan file ${storageKey}`, e));
    throw error;
  }
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
  const storageKey = await deleteOwnCertificate(deps.db, userId, id);
  if (!storageKey) throw notFound();
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
