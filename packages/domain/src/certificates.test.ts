import { describe, expect, it } from 'vitest';
import { checkCertificateFile, detectCertificateKind, displayFileName, extensionOf, formatFileSize, isSafeFileName } from './certificates';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('certificate files', () => {
  it('detects the accepted types by their first bytes, not by their name', () => {
    expect(detectCertificateKind(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(detectCertificateKind(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('png');
    expect(detectCertificateKind(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'))).toBe('jpg');
    expect(detectCertificateKind(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe('webp');
    // A Windows executable, a ZIP, an HTML page, a RIFF that is not WebP, an empty file.
    expect(detectCertificateKind(bytes('MZ', 0x90, 0, 3, 0))).toBeNull();
    expect(detectCertificateKind(bytes('PK', 3, 4))).toBeNull();
    expect(detectCertificateKind(bytes('<html><body>%PDF-'))).toBeNull();
    expect(detectCertificateKind(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeNull();
    expect(detectCertificateKind(new Uint8Array())).toBeNull();
    expect(detectCertificateKind(bytes('%PD'))).toBeNull();
  });

  it('checks the extension and the 5 MB limit in the browser with the spec messages', () => {
    expect(checkCertificateFile({ name: 'diploma.PDF', size: 1000 })).toBeNull();
    expect(checkCertificateFile({ name: 'foto.jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(checkCertificateFile({ name: 'foto.webp', size: 10 })).toBeNull();
    expect(checkCertificateFile({ name: 'programa.exe', size: 10 })).toBe('Tipo de arquivo não permitido: programa.exe');
    expect(checkCertificateFile({ name: 'sem-extensao', size: 10 })).toBe('Tipo de arquivo não permitido: sem-extensao');
    expect(checkCertificateFile({ name: 'grande.pdf', size: 5 * 1024 * 1024 + 1 })).toBe('Arquivo muito grande: grande.pdf (máx 5MB)');
  });

  it('refuses names with folders or control characters', () => {
    expect(isSafeFileName('Certificado SENAC 2024.pdf')).toBe(true);
    expect(isSafeFileName('curso-técnico.png')).toBe(true);
    expect(isSafeFileName('../../etc/passwd.pdf')).toBe(false);
    expect(isSafeFileName('..\\..\\windows\\win.ini.pdf')).toBe(false);
    expect(isSafeFileName('a\u0000.pdf')).toBe(false);
    expect(isSafeFileName('..')).toBe(false);
    expect(isSafeFileName('')).toBe(false);
    expect(isSafeFileName('x'.repeat(256))).toBe(false);
  });

  it('keeps a readable name and its extension', () => {
    expect(displayFileName('  meu   certificado.pdf ')).toBe('meu certificado.pdf');
    const long = displayFileName(`${'a'.repeat(200)}.pdf`);
    expect(long).toHaveLength(120);
    expect(long.endsWith('.pdf')).toBe(true);
    expect(extensionOf('.bashrc')).toBe('');
    expect(extensionOf('foto.JPG')).toBe('jpg');
  });

  it('writes sizes in pt-BR', () => {
    expect(formatFileSize(1536 * 1024)).toBe('1,5 MB');
    expect(formatFileSize(830 * 1024)).toBe('830 KB');
    expect(formatFileSize(10)).toBe('1 KB');
  });
});
