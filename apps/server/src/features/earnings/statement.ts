import { formatLongDateTime, formatShortDate } from '@cuidar/domain/date-format';
import { formatCentavos } from '@cuidar/domain/format';
import type { PayoutStatus } from '@cuidar/domain/payouts';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

// The caregiver's monthly statement as CSV (semicolons and decimal commas, as spreadsheets in
// Brazil open it) and as PDF (pdf-lib, with the PDF standard Helvetica: no font files).

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

/** Helvetica in a PDF speaks WinAnsi: anything outside it (an emoji in a name) becomes '?'. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
function pdfText(value: string): string {
  return [...value.replace(/[\u202f\u2009]/g, ' ')].map((ch) => (ch.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRA.has(ch) ? ch : '?')).join('');
}

export async function renderStatementPdf(statement: Statement): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Extrato de ganhos — ${statement.monthLabel}`);
  pdf.setAuthor('Cuidar');
  pdf.setCreationDate(statement.generatedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const margin = 40;
  const width = 595.28;
  const height = 841.89;
  let page: PDFPage = pdf.addPage([width, height]);
  let y = height - margin;

  const text = (value: string, x: number, options: { font?: PDFFont; size?: number; right?: boolean; maxWidth?: number } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 9;
    let content = pdfText(value);
    if (options.maxWidth) while (content.length > 1 && font.widthOfTextAtSize(content, size) > options.maxWidth) content = `${content.slice(0, -2)}…`;
    const at = options.right ? x - font.widthOfTextAtSize(content, size) : x;
    page.drawText(content, { x: at, y, size, font, color: rgb(0.06, 0.09, 0.16) });
  };
  const newLine = (step = 14) => {
    y -= step;
    if (y < margin + 20) {
      page = pdf.addPage([width, height]);
      y = height - margin;
    }
  };
  const rule = () => {
    page.drawLine({ start: { x: margin, y: y + 10 }, end: { x: width - margin, y: y + 10 }, thickness: 0.5, color: rgb(0.8, 0.83, 0.87) });
  };

  text('Cuidar — Extrato de ganhos', margin, { font: bold, size: 16 });
  newLine(22);
  text(`${statement.caregiverName} · ${statement.monthLabel}`, margin, { size: 11 });
  newLine(16);
  text(`Gerado em ${formatLongDateTime(statement.generatedAt)}`, margin, { size: 8 });
  newLine(24);

  const t = statement.totals;
  for (const [label, value] of [
    ['Pago pelas famílias (bruto)', t.grossCents],
    ['Taxa da plataforma', t.feeCents],
    ['Seu valor líquido', t.netCents],
    ['Repassado à sua chave Pix no mês', t.paidOutCents],
  ] as const) {
    text(label, margin, { size: 10 });
    text(formatCentavos(value), width - margin, { size: 10, font: bold, right: true });
    newLine(15);
  }
  newLine(6);
  text('A taxa da plataforma é cobrada da família além do seu preço: o valor líquido é o seu preço pelos dias atendidos.', margin, { size: 8 });
  newLine(24);

  const cols = { date: margin, family: margin + 60, paid: margin + 262, fee: margin + 312, net: margin + 372, state: margin + 382 };
  text('Atendimentos do mês', margin, { font: bold, size: 12 });
  newLine(18);
  if (!statement.days.length) {
    text('Nenhum atendimento pago neste mês.', margin);
    newLine();
  } else {
    text('Data', cols.date, { font: bold });
    text('Família', cols.family, { font: bold });
    text('Família pagou', cols.paid, { font: bold, right: true });
    text('Taxa', cols.fee, { font: bold, right: true });
    text('Líquido', cols.net, { font: bold, right: true });
    text('Situação', cols.state, { font: bold });
    newLine();
    for (const d of statement.days) {
      rule();
      text(formatShortDate(d.date), cols.date);
      text(d.familyName, cols.family, { maxWidth: 140 });
      text(formatCentavos(d.familyPaidCents), cols.paid, { right: true });
      text(formatCentavos(d.feeCents), cols.fee, { right: true });
      text(formatCentavos(d.netCents), cols.net, { right: true });
      text(stateLabel(d.state, d.since), cols.state, { maxWidth: width - margin - cols.state });
      newLine();
    }
  }
  newLine(16);
  text('Repasses do mês', margin, { font: bold, size: 12 });
  newLine(18);
  if (!statement.payouts.length) {
    text('Nenhum repasse neste mês.', margin);
    newLine();
  } else {
    for (const p of statement.payouts) {
      rule();
      text(formatShortDate(p.at), cols.date);
      text(`Chave Pix ${p.keyMasked}`, cols.family, { maxWidth: 200 });
      text(formatCentavos(p.amountCents), cols.net, { right: true });
      text(PAYOUT_STATUS_LABELS[p.status], cols.state, { maxWidth: width - margin - cols.state });
      newLine();
    }
  }
  return pdf.save();
}
