import { formatLongDateTime, formatShortDate } from '@cuidar/domain/date-format';
import { formatCentavos } from '@cuidar/domain/format';
import type { PayoutStatus } from '@cuidar/domain/payouts';
import { renderPdf, type PdfSpec } from '../../pdf/render';

// The caregiver's monthly statement as CSV (semicolons and decimal commas, as spreadsheets in
// Brazil open it) and as PDF (pdfkit and Noto Sans through pdf/render.ts, as contracts and
// receipts: one PDF library, ADR 0040).

export interface Statement {
  month: string;
  monthLabel: string;
  caregiverName: string;
  generatedAt: Date;
  days: { date: string; familyName: string; familyPaidCents: number; feeCents: number; netCents: number; state: 'a_receber' | 'disponivel' | 'pago'; since: Date | null }[];
  payouts: { at: Date; amountCents: number; keyMasked: string; status: PayoutStatus }[];
  totals: { grossCents: number; feeCents: number; netCents: number; paidOutCents: number };
}

export function stateLabel(state: Statement['days'][number]['state'], since: Date | null): string {
  if (state === 'a_receber') return 'A receber';
  if (state === 'disponivel') return `Disponível desde ${formatShortDate(since!)}`;
  return `Pago em ${formatShortDate(since!)}`;
}

const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = { requested: 'Em transferência', paid: 'Enviada', failed: 'Devolvida ao saldo' };

/** 1234,56 — a number a spreadsheet reads, without the currency sign. */
const decimal = (cents: number) => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** A CSV field: quoted when needed; a leading = + - @ is neutralized so no spreadsheet runs it as a formula. */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function renderStatementCsv(statement: Statement): string {
  const header = ['Tipo', 'Data', 'Descrição', 'Pago pela família (R$)', 'Taxa da plataforma (R$)', 'Líquido (R$)', 'Repasse (R$)', 'Situação'];
  const lines: string[][] = [header];
  for (const d of statement.days) {
    lines.push(['Atendimento', formatShortDate(d.date), d.familyName, decimal(d.familyPaidCents), decimal(d.feeCents), decimal(d.netCents), '', stateLabel(d.state, d.since)]);
  }
  for (const p of statement.payouts) {
    lines.push(['Repasse', formatShortDate(p.at), `Chave Pix ${p.keyMasked}`, '', '', '', decimal(p.amountCents), PAYOUT_STATUS_LABELS[p.status]]);
  }
  const t = statement.totals;
  lines.push(['Total', statement.monthLabel, '', decimal(t.grossCents), decimal(t.feeCents), decimal(t.netCents), decimal(t.paidOutCents), '']);
  // A byte-order mark, so spreadsheet programs read the accents as UTF-8.
  return `\uFEFF${lines.map((line) => line.map(field).join(';')).join('\r\n')}\r\n`;
}

/** What the statement's PDF says, in order: the page, the header and the footer are the shared ones. */
export function statementPdfSpec(statement: Statement): PdfSpec {
  const t = statement.totals;
  return {
    title: `Extrato de ganhos — ${statement.monthLabel}`,
    preamble: [`${statement.caregiverName} · ${statement.monthLabel}`, `Gerado em ${formatLongDateTime(statement.generatedAt)}`],
    sections: [
      {
        rows: [
          ['Pago pelas famílias (bruto)', formatCentavos(t.grossCents)],
          ['Taxa da plataforma', formatCentavos(t.feeCents)],
          ['Seu valor líquido', formatCentavos(t.netCents)],
          ['Repassado à sua chave Pix no mês', formatCentavos(t.paidOutCents)],
        ],
      },
      { paragraphs: ['A taxa da plataforma é cobrada da família além do seu preço: o valor líquido é o seu preço pelos dias atendidos.'] },
      {
        heading: 'Atendimentos do mês',
        table: {
          columns: [
            { header: 'Data', share: 0.14 },
            { header: 'Família', share: 0.24 },
            { header: 'Família pagou', share: 0.15, align: 'right' },
            { header: 'Taxa', share: 0.12, align: 'right' },
            { header: 'Líquido', share: 0.13, align: 'right' },
            { header: 'Situação', share: 0.22 },
          ],
          rows: statement.days.map((d) => [
            formatShortDate(d.date),
            d.familyName,
            formatCentavos(d.familyPaidCents),
            formatCentavos(d.feeCents),
            formatCentavos(d.netCents),
            stateLabel(d.state, d.since),
          ]),
          empty: 'Nenhum atendimento pago neste mês.',
        },
      },
      {
        heading: 'Repasses do mês',
        table: {
          columns: [
            { header: 'Data', share: 0.14 },
            { header: 'Chave Pix', share: 0.38 },
            { header: 'Valor', share: 0.2, align: 'right' },
            { header: 'Situação', share: 0.28 },
          ],
          rows: statement.payouts.map((p) => [formatShortDate(p.at), p.keyMasked, formatCentavos(p.amountCents), PAYOUT_STATUS_LABELS[p.status]]),
          empty: 'Nenhum repasse neste mês.',
        },
      },
    ],
    footer: `Cuidar · Extrato de ganhos · ${statement.monthLabel}`,
    createdAt: statement.generatedAt,
  };
}

export function renderStatementPdf(statement: Statement): Promise<Uint8Array> {
  return renderPdf(statementPdfSpec(statement));
}
