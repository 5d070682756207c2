import { isApiErrorBody } from '@cuidar/domain/errors';
import { messages } from '@cuidar/domain/messages';
import type { z } from '@cuidar/domain/validation';
import { ApiError, parseAnswer } from './api-client';

export interface UploadOptions {
  /** Called with 0–100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  fieldName?: string;
  /** Other form fields sent with the file (a verification document's kind and issue date). */
  fields?: Record<string, string>;
}

/**
 * Sends one file as multipart/form-data and resolves with the JSON answer, parsed with `schema`.
 * XMLHttpRequest rather than fetch, because only it reports upload progress. Failures become
 * ApiError as in apiSend.
 */
export function uploadFile<S extends z.ZodType>(url: string, file: File, schema: S, options: UploadOptions = {}): Promise<z.output<S>> {
  return new Promise<z.output<S>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.((event.loaded / event.total) * 100);
    };
    xhr.onload = () => {
      let payload: unknown;
      try {
        payload = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        payload = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        let answer: z.output<S>;
        try {
          answer = parseAnswer(schema, payload, { path: url, status: xhr.status });
        } catch (error) {
          reject(error);
          return;
        }
        options.onProgress?.(100);
        resolve(answer);
      } else if (isApiErrorBody(payload)) {
        const { code, message, field, reference } = payload.error;
        reject(new ApiError(xhr.status, code, message, field, reference));
      } else {
        reject(new ApiError(xhr.status, xhr.status >= 500 ? 'INTERNAL' : 'VALIDATION', messages.generic.error));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', messages.generic.network));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    if (options.signal) {
      if (options.signal.aborted) return xhr.abort();
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    const form = new FormData();
    for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
    form.append(options.fieldName ?? 'file', file, file.name);
    xhr.send(form);
  });
}
