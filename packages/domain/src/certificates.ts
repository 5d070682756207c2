import { CERTIFICATE_EXTENSIONS, CERTIFICATE_MAX_BYTES } from './constants';
import { countSchema, idSchema, instantSchema } from './dto';
import { messages } from './messages';
import { z } from './validation';

// Certificate files (docs/product.md#caregiver-wizard: JPEG, PNG, WebP, PDF; at most 5 MB each).
// The browser checks the name and size to answer at once; the server decides by the bytes
// themselves (magic numbers), so a renamed executable or a lying Content-Type never gets stored.

export type CertificateKind = 'pdf' | 'png' | 'jpg' | 'webp';

export const CERTIFICATE_MIME: Record<CertificateKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/** The file name extension of a stored file's type ('image/jpeg' → 'jpg'), 'bin' for anything else. */
export function extensionOfMime(mime: string): string {
  return (Object.keys(CERTIFICATE_MIME) as CertificateKind[]).find((kind) => CERTIFICATE_MIME[kind] === mime) ?? 'bin';
}

/** What the file input offers to pick. */
export const CERTIFICATE_ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/**
 * The file type by its first bytes, or null when it is not one we accept.
 * PDF '%PDF-'; PNG's 8-byte signature; JPEG's SOI marker FF D8 FF; WebP 'RIFF' size 'WEBP'.
 */
export function detectCertificateKind(bytes: Uint8Array): CertificateKind | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** The extension of a name, lower case, without the dot ('' when there is none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * A file name a browser could have sent: no folders, no '..', no control characters. Browsers
 * send only the base name, so anything else is a crafted request and is refused, not "cleaned".
 */
export function isSafeFileName(name: string): boolean {
  if (name.length === 0 || name.length > 255) return false;
  if (name === '.' || name === '..') return false;
  // eslint-disable-next-line no-control-regex
  return !/[/\\\u0000-\u001f\u007f]/.test(name) && !name.split('.').every((part) => part === '');
}

/** The name kept for display and for the download: NFC, trimmed, at most 120 characters, extension kept. */
export function displayFileName(name: string): string {
  const clean = name.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (clean.length <= 120) return clean;
  const ext = extensionOf(clean);
  const keep = ext ? 120 - ext.length - 1 : 120;
  return ext ? `${clean.slice(0, keep)}.${ext}` : clean.slice(0, keep);
}

/**
 * The browser's quick check before sending: allowed extension and size. Returns the catalogue's
 * message for the first problem, or null when the file may be sent.
 */
export function checkCertificateFile(file: { name: string; size: number }): string | null {
  const ext = extensionOf(file.name);
  if (!(CERTIFICATE_EXTENSIONS as readonly string[]).includes(ext)) return messages.wizard.fileTypeNotAllowed(file.name);
  if (file.size > CERTIFICATE_MAX_BYTES) return messages.wizard.fileTooLarge(file.name);
  if (file.size === 0) return messages.wizard.fileTypeNotAllowed(file.name);
  return null;
}

/** A stored certificate as its owner sees it. */
export const certificateDtoSchema = z.object({
  id: idSchema,
  nome: z.string(),
  mime: z.string(),
  tamanhoBytes: countSchema,
  createdAt: instantSchema,
});
export type CertificateDto = z.infer<typeof certificateDtoSchema>;
/** POST /api/caregiver/certificates */
export const uploadCertificateResponseSchema = z.object({ certificate: certificateDtoSchema });
/** GET /api/caregiver/certificates */
export const certificatesResponseSchema = z.object({ certificates: z.array(certificateDtoSchema) });

/** '1,2 MB' / '830 KB' for a file size. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('pt-BR')} KB`;
}
