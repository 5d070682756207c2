import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text';
import { renderPdf } from './render';

// What a person reads in our PDFs, read back as a PDF reader's copy-and-paste does. The font draws
// 'ff' and 'fi' as one ligature glyph; its characters must come back, and every other glyph too.

describe('renderPdf', () => {
  it('writes text that reads back as written, ligatures included', async () => {
    const reference = 'tr_sandbox_d7e7ffdaa95dc709609267a6';
    const pdf = await renderPdf({
      title: 'Comprovante de transferência (repasse)',
      sections: [{ rows: [['Referência da transferência', reference], ['Data', '25/11/2026 às 10:00']] }, { paragraphs: ['Profissional verificada, fiel ao combinado.'] }],
      footer: 'Cuidar · Recibo nº 000016',
      createdAt: new Date('2026-11-25T13:00:00Z'),
    });
    const text = pdfText(pdf);
    for (const line of ['Comprovante de transferência (repasse)', reference, '25/11/2026 às 10:00', 'Profissional verificada, fiel ao combinado.', 'Cuidar · Recibo nº 000016 · página 1 de 1']) {
      expect(text).toContain(line);
    }
  });
});
