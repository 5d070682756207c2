import type { ContactValues } from '@cuidar/domain/contact-rules';
import { basicMessages } from '@cuidar/domain/messages/basic';
import { ApiError, request } from '@/lib/http';

/**
 * POST /api/contact. Its answer is `{ ok: true, message }` (okMessageSchema); the contact page's
 * island checks that by hand rather than loading zod for one literal (docs/decisions/0044-contact-form-island.md).
 */
export async function sendContactMessage(input: ContactValues): Promise<void> {
  const { status, payload } = await request('/api/contact', 'POST', input, undefined);
  if (typeof payload !== 'object' || payload === null || (payload as { ok?: unknown }).ok !== true) {
    throw new ApiError(status, 'BAD_RESPONSE', basicMessages.error);
  }
}
