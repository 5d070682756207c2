import { describe, expect, it } from 'vitest';
import { isKnownWebPath, legacyRedirects, paths, safeReturnPath } from './routes';

describe('isKnownWebPath', () => {
  it('knows every screen of the app, as the router matches them', () => {
    for (const path of ['/', '/faq', '/faq/', '/FAQ', paths.checkoutSuccess, '/dashboard/familia', '/dashboard/cuidador/agenda', '/checkout/sandbox/cs_sandbox_123', '/operador', '/operador/cuidadores', '/operador/cuidadores/0b6f0a1e-5d2c-4e57-9a43-2f4d1b7c9e10', paths.operadorDenuncias, paths.operadorDenuncia('0b8e0c6e-5f7a-4a43-9d35-2f3c1c7a9e10'), paths.operadorContato, paths.caregiverPage('AbC123xyz-_9'), ...Object.keys(legacyRedirects)]) {
      expect(isKnownWebPath(path), path).toBe(true);
    }
  });

  it('does not know anything else', () => {
    for (const path of ['/nao-existe', '/faq/x', '/dashboard/familia/agenda', '/dashboard/admin', '/checkout/sandbox', '/checkout/sandbox/a/b', '/operador/cuidadores/a/b', '/operador/nada', '/operador/denuncias/a/b', '/operador/contato/x', '/dev/outbox', '/cuidadores', '/cuidadores/a/b', '/wp-login.php']) {
      expect(isKnownWebPath(path), path).toBe(false);
    }
  });
});

describe('safeReturnPath', () => {
  it('keeps a path of this site that has a screen, with its query', () => {
    expect(safeReturnPath('/recomendacoes')).toBe('/recomendacoes');
    expect(safeReturnPath('/cuidadores/AbC123')).toBe('/cuidadores/AbC123');
    expect(safeReturnPath('/checkout?plano=mensal')).toBe('/checkout?plano=mensal');
    expect(safeReturnPath('/dashboard/familia/reservas')).toBe('/dashboard/familia/reservas');
  });

  it('refuses anything that could leave the site or loop through sign-in', () => {
    for (const value of [
      'https://evil.example/recomendacoes',
      '//evil.example/recomendacoes',
      '/\\evil.example',
      '\\\\evil.example',
      '/%2F%2Fevil.example',
      'javascript:alert(1)',
      ' /recomendacoes',
      '/recomendacoes\n',
      'recomendacoes',
      '/nao-existe',
      '/auth',
      '/auth/verify?token=x',
      `/${'a'.repeat(600)}`,
      '',
      null,
      42,
      { pathname: '/' },
    ]) {
      expect(safeReturnPath(value), String(value)).toBeNull();
    }
  });
});
