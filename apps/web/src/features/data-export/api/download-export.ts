import { isApiErrorBody } from '@cuidar/domain/errors';
import { messages } from '@cuidar/domain/messages';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

export const EXPORT_PATH = '/api/account/export';

/** The file name the server chose (Content-Disposition), or a sensible one. */
function fileNameOf(response: Response): string {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? 'cuidar-meus-dados.zip';
}

/**
 * Fetches the zip and hands it to the browser as a download. Errors arrive as JSON like any other
 * call (rate limit, session ended), so the page can say what happened.
 */
export async function downloadPersonalData(): Promise<{ fileName: string; size: number }> {
  let response: Response;
  try {
    response = await fetch(EXPORT_PATH, { credentials: 'same-origin', headers: { accept: 'application/zip, application/json' } });
  } catch {
    throw new ApiError(0, 'NETWORK', messages.generic.network);
  }
  if (!response.ok || !response.headers.get('content-type')?.includes('application/zip')) {
    // Failures come as our JSON error body (rate limit, session ended): keep its Portuguese message.
    const payload: unknown = await response.json().catch(() => undefined);
    if (isApiErrorBody(payload)) {
      const { code, message, field, reference } = payload.error;
      throw new ApiError(response.status, code, message, field, reference);
    }
    throw new ApiError(response.status, response.status >= 500 ? 'INTERNAL' : 'VALIDATION', messages.settings.exportFailed);
  }
  const blob = await response.blob();
  const fileName = fileNameOf(response);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return { fileName, size: blob.size };
}

export function useDownloadPersonalData() {
  return useMutation({ mutationFn: downloadPersonalData });
}
