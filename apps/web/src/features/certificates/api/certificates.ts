import type { CertificateDto } from '@cuidar/domain/certificates';
import { api } from '@/lib/api-client';
import { uploadFile, type UploadOptions } from '@/lib/upload';

// POST /api/caregiver/certificates (one file per request, with progress) and DELETE …/:id.

export const uploadCertificate = (file: File, options: UploadOptions = {}) =>
  uploadFile<{ certificate: CertificateDto }>('/api/caregiver/certificates', file, options).then((r) => r.certificate);

export const deleteCertificate = (id: string) => api<{ ok: true }>(`/api/caregiver/certificates/${id}`, { method: 'DELETE' });

/** Where the owner downloads a certificate (always as an attachment). */
export const certificateFileUrl = (id: string) => `/api/caregiver/certificates/${id}/file`;
