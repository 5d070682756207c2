import { uploadCertificateResponseSchema } from '@cuidar/domain/certificates';
import { okSchema } from '@cuidar/domain/dto';
import { verificationDocumentResponseSchema, type VerificationDocumentKind } from '@cuidar/domain/verification';
import { apiSend } from '@/lib/api-client';
import { uploadFile, type UploadOptions } from '@/lib/upload';

// POST /api/caregiver/certificates (one file per request, with progress) and DELETE …/:id.

export const uploadCertificate = (file: File, options: UploadOptions = {}) =>
  uploadFile('/api/caregiver/certificates', file, uploadCertificateResponseSchema, options).then((r) => r.certificate);

/** A verification document goes through the same upload (docs/product.md#verification), with its kind and issue date. */
export const uploadVerificationDocument = (
  file: File,
  document: { tipo: VerificationDocumentKind; emitidoEm?: string },
  options: UploadOptions = {},
) =>
  uploadFile('/api/caregiver/certificates', file, verificationDocumentResponseSchema, {
    ...options,
    fields: { tipo: document.tipo, ...(document.emitidoEm ? { emitidoEm: document.emitidoEm } : {}) },
  }).then((r) => r.documento);

export const deleteCertificate = (id: string) => apiSend('DELETE', `/api/caregiver/certificates/${id}`, okSchema);

/** Where the owner downloads a certificate (always as an attachment). */
export const certificateFileUrl = (id: string) => `/api/caregiver/certificates/${id}/file`;
