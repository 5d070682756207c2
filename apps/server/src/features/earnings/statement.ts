import { formatLongDateTime, formatShortDate } from '@cuidar/domain/date-format';
import { formatCentavos } from '@cuidar/domain/format';
import { documentMessages } from '@cuidar/domain/messages';
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
  /** `destino`: the Pix key or the Stripe account, in words (payoutDestinationLabel). */
  payouts: { at: Date; amountCents: number; destino: string; status: PayoutStatus }[];
  totals: { grossCents: number; feeCents: number; netCents: number; paidOutCents: number };
}

const m = documentMessages.statement;

export function stateLabel(state: Statement['days'][number]['state'], since: Date | null): string {
  if (state === 'a_receber') return m.states.aReceber;
  if (state === 'disponivel') return m.states.disponivel(formatShortDate(since!));
  return m.states.pago(formatShortDate(since!));
}

const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = m.payoutStatus;

/** 1234,56 — a number a spreadsheet reads, without the currency sign. */
const decimal = (cents: number) => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** A CSV field: quoted when needed; a leading = + - @ is neutralized so no spreadsheet runs it as a formula. */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function renderStatementCsv(statement: Statement): string {
  const lines: string[][] = [[...m.csv.header]];
  for (const d of statement.days) {
    lines.push([m.csv.day, formatShortDate(d.date), d.familyName, decimal(d.familyPaidCents), decimal(d.feeCents), decimal(d.netCents), '', stateLabel(d.state, d.since)]);
  }
  for (const p of statement.payouts) {
    lines.push([m.csv.payout, formatShortDate(p.at), p.destino, '', '', '', decimal(p.amountCents), PAYOUT_STATUS_LABELS[p.status]]);
  }
  const t = statement.totals;
  lines.push([m.csv.total, statement.monthLabel, '', decimal(t.grossCents), decimal(t.feeCents), decimal(t.netCents), decimal(t.paidOutCents), '']);
  // A byte-order mark, so spreadsheet programs read the accents as UTF-8.
  return `\uFEFF${lines.map((line) => line.map(field).join(';')).join('\r\n')}\r\n`;
}

/** What the statement's PDF says, in order: the page, the header and the footer are the shared ones. */
export function statementPdfSpec(statement: Statement): PdfSpec {
  const t = statement.totals;
  return {
    title: m.title(statement.monthLabel),
    preamble: [m.preamble(statement.caregiverName, statement.monthLabel), m.generatedAt(formatLongDateTime(statement.generatedAt))],
    sections: [
      {
        rows: [
          [m.totals.gross, formatCentavos(t.grossCents)],
          [m.totals.fee, formatCentavos(t.feeCents)],
          [m.totals.net, formatCentavos(t.netCents)],
          [m.totals.paidOut, formatCentavos(t.paidOutCents)],
        ],
      },
      { paragraphs: [m.feeNote] },
      {
        heading: m.days.heading,
        table: {
          columns: [
            { header: m.days.columns.date, share: 0.14 },
            { header: m.days.columns.family, share: 0.24 },
            { header: m.days.columns.familyPaid, share: 0.15, align: 'right' },
            { header: m.days.columns.fee, share: 0.12, align: 'right' },
            { header: m.days.columns.net, share: 0.13, align: 'right' },
            { header: m.days.columns.state, share: 0.22 },
          ],
          rows: statement.days.map((d) => [
            formatShortDate(d.date),
            d.familyName,
            formatCentavos(d.familyPaidCents),
            formatCentavos(d.feeCents),
            formatCentavos(d.netCents),
            stateLabel(d.state, d.since),
          ]),
          empty: m.days.empty,
        },
      },
      {
        heading: m.payouts.heading,
        table: {
          columns: [
            { header: m.payouts.columns.date, share: 0.14 },
            { header: m.payouts.columns.destination, share: 0.38 },
            { header: m.payouts.columns.amount, share: 0.2, align: 'right' },
            { header: m.payouts.columns.state, share: 0.28 },
          ],
          rows: statement.payouts.map((p) => [formatShortDate(p.at), p.destino, formatCentavos(p.amountCents), PAYOUT_STATUS_LABELS[p.status]]),
          empty: m.payouts.empty,
        },
      },
    ],
    footer: m.footer(statement.monthLabel),
    createdAt: statement.generatedAt,
  };
}

export function renderStatementPdf(statement: Statement): Promise<Uint8Array> {
  return renderPdf(statementPdfSpec(statement));
}
