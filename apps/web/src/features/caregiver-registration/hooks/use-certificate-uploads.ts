import { MAX_CERTIFICATES } from '@cuidar/domain/caregiver-registration';
import { checkCertificateFile, type CertificateDto } from '@cuidar/domain/certificates';
import { messages } from '@cuidar/domain/messages';
import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';
import type { UploadOptions } from '@/lib/upload';
import { deleteCertificate, uploadCertificate } from '@/features/certificates/api/certificates';

export type UploadStatus = 'pending' | 'uploading' | 'done' | 'error';

export interface UploadItem {
  /** Local id (the server id once uploaded). */
  id: string;
  name: string;
  size: number;
  status: UploadStatus;
  progress: number;
  file?: File;
  certificate?: CertificateDto;
  error?: string;
}

const fromCertificate = (certificate: CertificateDto): UploadItem => ({
  id: certificate.id,
  name: certificate.nome,
  size: certificate.tamanhoBytes,
  status: 'done',
  progress: 100,
  certificate,
});

/**
 * The certificate files of the wizard: checked in the browser when chosen, sent one request per
 * file with its own progress, each failure reported by name while the others go on.
 */
export interface UploadTarget {
  /** Sends one file (a course certificate by default; a verification document with its kind). */
  send?: (file: File, options: UploadOptions) => Promise<CertificateDto>;
  max?: number;
  tooMany?: string;
}

export function useCertificateUploads(initial: CertificateDto[], target: UploadTarget = {}) {
  const send = target.send ?? uploadCertificate;
  const max = target.max ?? MAX_CERTIFICATES;
  const tooMany = target.tooMany ?? messages.certificates.tooMany(MAX_CERTIFICATES);
  const [items, setItems] = useState<UploadItem[]>(() => initial.map(fromCertificate));
  const itemsRef = useRef(items);
  const controllers = useRef(new Map<string, AbortController>());

  // The ref is the source of truth, changed synchronously, so code awaiting an upload reads the
  // result at once; the state mirrors it for rendering.
  const update = useCallback((change: (items: UploadItem[]) => UploadItem[]) => {
    itemsRef.current = change(itemsRef.current);
    setItems(itemsRef.current);
  }, []);
  const patch = useCallback(
    (id: string, values: Partial<UploadItem>) => update((list) => list.map((item) => (item.id === id ? { ...item, ...values } : item))),
    [update],
  );

  const upload = useCallback(
    async (item: UploadItem): Promise<boolean> => {
      if (!item.file) return item.status === 'done';
      const controller = new AbortController();
      controllers.current.set(item.id, controller);
      patch(item.id, { status: 'uploading', progress: 0, error: undefined });
      try {
        const certificate = await send(item.file, {
          signal: controller.signal,
          onProgress: (progress) => patch(item.id, { progress }),
        });
        patch(item.id, { status: 'done', progress: 100, certificate, file: undefined });
        return true;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return false;
        const message = messages.wizard.uploadFailed(item.name);
        patch(item.id, { status: 'error', error: errorMessage(error, message) });
        toast.error(message, { description: errorMessage(error, messages.generic.error) });
        return false;
      } finally {
        controllers.current.delete(item.id);
      }
    },
    [patch, send],
  );

  /** Adds chosen files; invalid ones are refused with the catalogue's message (docs/product.md#caregiver-wizard). */
  const addFiles = useCallback(
    (files: readonly File[], options: { uploadNow: boolean }) => {
      const accepted: UploadItem[] = [];
      let room = max - itemsRef.current.length;
      for (const file of files) {
        const problem = checkCertificateFile(file);
        if (problem) {
          toast.error(problem);
          continue;
        }
        if (room <= 0) {
          toast.error(tooMany);
          break;
        }
        room--;
        accepted.push({ id: crypto.randomUUID(), name: file.name, size: file.size, status: 'pending', progress: 0, file });
      }
      if (!accepted.length) return;
      update((list) => [...list, ...accepted]);
      if (options.uploadNow) for (const item of accepted) void upload(item);
    },
    [update, upload, max, tooMany],
  );

  /**
   * Sends everything not sent yet (again, for failed ones). Resolves with every stored certificate,
   * or null when some file could not be sent.
   */
  const uploadAll = useCallback(async (): Promise<CertificateDto[] | null> => {
    const waiting = itemsRef.current.filter((item) => item.status === 'pending' || item.status === 'error');
    const results = await Promise.all(waiting.map((item) => upload(item)));
    if (!results.every(Boolean) || !itemsRef.current.every((item) => item.certificate)) return null;
    return itemsRef.current.flatMap((item) => (item.certificate ? [item.certificate] : []));
  }, [upload]);

  const retry = useCallback((id: string) => {
    const item = itemsRef.current.find((i) => i.id === id);
    if (item) void upload(item);
  }, [upload]);

  const remove = useCallback(
    (id: string) => {
      const item = itemsRef.current.find((i) => i.id === id);
      if (!item) return;
      controllers.current.get(id)?.abort();
      update((list) => list.filter((i) => i.id !== id));
      // A stored file the person dropped is deleted on the server too.
      if (item.certificate) {
        deleteCertificate(item.certificate.id).catch(() => undefined);
      }
    },
    [update],
  );

  const clear = useCallback(() => {
    for (const item of itemsRef.current) remove(item.id);
  }, [remove]);

  return { items, addFiles, uploadAll, retry, remove, clear };
}

export type CertificateUploads = ReturnType<typeof useCertificateUploads>;
