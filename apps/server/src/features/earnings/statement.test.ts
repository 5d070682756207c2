import { formatCentavos } from '@cuidar/domain/format';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text';
import { renderStatementPdf, type Statement } from './statement';

// The statement's PDF (docs/product.md#earnings), drawn by the shared pdf/render.ts (ADR 0040): read
// back as the caregiver reads it.

const day = (n: number): Statement['days'][number] => ({
  date: `2026-11-${String(n).padStart(2, '0')}`,
  familyName: n % 2 ? 'Marta Ribeiro' : 'Conceição Araújo',
  familyPaidCents: 24200,
  feeCents: 2200,
  netCents: 22000,
  state: 'pago',
  since: new Date('2026-11-25T13:00:00Z'),
});

const statement = (days: Statement['days'], payouts: Statement['payouts'] = []): Statement => ({
  month: '2026-11',
  monthLabel: 'novembro de 2026',
  caregiverName: 'Renata Alves',
  generatedAt: new Date('2026-12-01T12:00:00Z'),
  days,
  payouts,
  totals: { grossCents: 24200 * days.length, feeCents: 2200 * days.length, netCents: 22000 * days.length, paidOutCents: payouts.reduce((n, p) => n + p.amountCents, 0) },
});

describe('the statement PDF', () => {
  it('carries every day of a long month across pages, the table header on each, and the same bytes for the same month', async () => {
    const full = statement(
      Array.from({ length: 30 }, (_, i) => day(i + 1)),
      [
        { at: new Date('2026-11-25T13:00:00Z'), amountCents: 660000, destino: 'Chave Pix +55 (11) *****-4321', status: 'paid' },
        { at: new Date('2026-11-18T13:00:00Z'), amountCents: 310000, destino: 'Conta de recebimento no Stripe', status: 'paid' },
      ],
    );
    const bytes = await renderStatementPdf(full);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes);
    for (let n = 1; n <= 30; n++) expect(text).toContain(`${String(n).padStart(2, '0')}/11/2026`);
    expect(text).toContain('Conceição Araújo');
    expect(text).toContain(formatCentavos(24200 * 30));
    expect(text).toContain(formatCentavos(660000));
    // Where each transfer went: the Pix key, or the Stripe account (never a Pix key it did not go to).
    expect(text).toContain('Chave Pix +55 (11) *****-4321');
    expect(text).toContain('Conta de recebimento no Stripe');
    expect(text).toContain('Destino');
    const pages = Number(/página 1 de (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    // The days' header ('Família pagou') is drawn again at the top of every page the table reaches.
    expect(text.split('\n').filter((line) => line === 'Família pagou').length).toBeGreaterThan(1);
    expect(Buffer.from(await renderStatementPdf(full)).equals(Buffer.from(bytes))).toBe(true);
  });

  it('says so when the month has no day and no transfer', async () => {
    const text = pdfText(await renderStatementPdf(statement([])));
    expect(text).toContain('Nenhum atendimento pago neste mês.');
    expect(text).toContain('Nenhum repasse neste mês.');
    expect(text).toContain('página 1 de 1');
  });
});
