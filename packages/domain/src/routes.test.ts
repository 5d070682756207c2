import { describe, expect, it } from 'vitest';
import { isKnownWebPath, legacyRedirects, paths } from './routes';

describe('isKnownWebPath', () => {
  it('knows every screen of the app, as the router matches them', () => {
    for (const path of ['/', '/faq', '/faq/', '/FAQ', paths.checkoutSuccess, '/dashboard/familia', '/dashboard/cuidador/agenda', '/checkout/sandbox/cs_sandbox_123', ...Object.keys(legacyRedirects)]) {
      expect(isKnownWebPath(path), path).toBe(true);
    }
  });

  it('does not know anything else', () => {
    for (const path of ['/nao-existe', '/faq/x', '/dashboard/familia/agenda', '/dashboard/admin', '/checkout/sandbox', '/checkout/sandbox/a/b', '/dev/outbox', '/wp-login.php']) {
      expect(isKnownWebPath(path), path).toBe(false);
    }
  });
});
