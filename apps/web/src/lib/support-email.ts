import { SUPPORT_EMAIL_DEFAULT, SUPPORT_EMAIL_META } from '@cuidar/domain/constants';

/**
 * The support address the server is configured with (SUPPORT_EMAIL, docs/decisions/0062), read from
 * the `<meta name="cuidar-support-email">` the server writes into every page it serves. Read during
 * render on purpose: the server writes the same address into the pre-rendered HTML, so a hydrating
 * page renders what it finds. Pre-rendering (no document) and a page without the tag get the
 * default, which is what the build writes and the server replaces.
 */
export function supportEmail(): string {
  if (typeof document === 'undefined') return SUPPORT_EMAIL_DEFAULT;
  return document.querySelector<HTMLMetaElement>(`meta[name="${SUPPORT_EMAIL_META}"]`)?.content || SUPPORT_EMAIL_DEFAULT;
}
