import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { documentMessages } from '@cuidar/domain/messages';

// PDFs of our documents (contracts, receipts, the caregiver's monthly statement), drawn with pdfkit and the Noto Sans font, embedded
// and subset, so accents and 'R$' read the same on every reader. The output depends only on the
// input: the creation date is the document's own, so the same input gives the same bytes.
// One module for every PDF we make (ADR 0040): the font, the page, the header and the footer.

export interface PdfSection {
  heading?: string;
  paragraphs?: readonly string[];
  /** Label and value pairs, one per line (a receipt's fields and amounts). */
  rows?: readonly (readonly [string, string])[];
  /** Makes the last row stand out (a total). */
  emphasizeLastRow?: boolean;
  /** A table (the statement's days and payouts); its header repeats on a new page. */
  table?: PdfTable;
  /** A PNG drawn centred, `size` points wide and high (the 'QR de presença'). */
  image?: { png: Uint8Array; size: number };
}

export interface PdfTable {
  /** Each column's header, its share of the page's width (the shares add up to 1) and alignment. */
  columns: readonly { header: string; share: number; align?: 'left' | 'right' }[];
  rows: readonly (readonly string[])[];
  /** Said instead of the table when there are no rows. */
  empty: string;
}

export interface PdfSpec {
  title: string;
  preamble?: readonly string[];
  sections: readonly PdfSection[];
  /** Printed at the bottom of every page with 'página n de m'. */
  footer: string;
  /** The document's date: also its PDF creation date. */
  createdAt: Date;
  subject?: string;
  /** The paper: A4 (default) or A5 (a page to print and leave at a family's home). */
  size?: 'A4' | 'A5';
}

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | null = null;
function loadFonts() {
  fonts ??= {
    regular: readFileSync(require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff')),
    bold: readFileSync(require.resolve('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff')),
  };
  return fonts;
}

const TEAL = '#0f766e';
const INK = '#0f172a';
const MUTED = '#475569';
const RULE = '#cbd5e1';
const MARGIN = 56;

/** The PDF's bytes. */
export function renderPdf(spec: PdfSpec): Promise<Uint8Array> {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: spec.size ?? 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 18, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: 'pt-BR',
    displayTitle: true,
    info: { Title: spec.title, Author: 'Cuidar', Creator: 'Cuidar', Producer: 'Cuidar', CreationDate: spec.createdAt, ModDate: spec.createdAt, ...(spec.subject ? { Subject: spec.subject } : {}) },
  });
  const chunks: Uint8Array[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const width = doc.page.width - MARGIN * 2;

  doc.font('bold').fontSize(11).fillColor(TEAL).text('Cuidar', { width });
  doc.moveDown(0.4);
  doc.font('bold').fontSize(16).fillColor(INK).text(spec.title, { width });
  doc.moveDown(0.3);
  for (const line of spec.preamble ?? []) doc.font('regular').fontSize(9).fillColor(MUTED).text(line, { width });

  for (const section of spec.sections) {
    doc.moveDown(0.9);
    if (section.heading) {
      doc.font('bold').fontSize(11).fillColor(INK).text(section.heading, { width });
      doc.moveDown(0.3);
    }
    for (const paragraph of section.paragraphs ?? []) {
      doc.font('regular').fontSize(10).fillColor(INK).text(paragraph, { width, align: 'left', lineGap: 2, paragraphGap: 5 });
    }
    const rows = section.rows ?? [];
    rows.forEach(([label, value], i) => {
      const strong = section.emphasizeLastRow && i === rows.length - 1;
      const y = doc.y;
      const labelWidth = width * 0.42;
      doc.font(strong ? 'bold' : 'regular').fontSize(10).fillColor(MUTED).text(label, MARGIN, y, { width: labelWidth - 8 });
      const afterLabel = doc.y;
      doc.font(strong ? 'bold' : 'regular').fontSize(10).fillColor(INK).text(value, MARGIN + labelWidth, y, { width: width - labelWidth });
      doc.y = Math.max(afterLabel, doc.y) + 4;
      doc.x = MARGIN;
    });
    if (section.table) drawTable(doc, section.table, width);
    if (section.image) {
      doc.image(Buffer.from(section.image.png), MARGIN + (width - section.image.size) / 2, doc.y, { width: section.image.size, height: section.image.size });
      doc.y += section.image.size + 4;
      doc.x = MARGIN;
    }
  }

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the bottom margin must not open a new page
    doc.font('regular').fontSize(8).fillColor(MUTED).text(documentMessages.pdf.pageOf(spec.footer, i - range.start + 1, range.count), MARGIN, doc.page.height - MARGIN + 8, { width, lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

/** A table whose rows wrap inside their cells and move to a new page (with the header) when full. */
function drawTable(doc: PDFKit.PDFDocument, table: PdfTable, width: number): void {
  if (!table.rows.length) {
    doc.font('regular').fontSize(10).fillColor(INK).text(table.empty, MARGIN, doc.y, { width });
    return;
  }
  const gap = 6;
  const xs: number[] = [];
  let x = MARGIN;
  for (const column of table.columns) {
    xs.push(x);
    x += column.share * width;
  }
  const cellWidth = (i: number) => table.columns[i]!.share * width - gap;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const drawRow = (cells: readonly string[], font: 'regular' | 'bold', color: string) => {
    doc.font(font).fontSize(9);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: cellWidth(i) })));
    const y = doc.y;
    cells.forEach((cell, i) => {
      doc.fillColor(color).text(cell, xs[i]!, y, { width: cellWidth(i), align: table.columns[i]!.align ?? 'left' });
    });
    doc.y = y + height + 4;
    doc.x = MARGIN;
    return height;
  };
  const header = () => drawRow(table.columns.map((c) => c.header), 'bold', MUTED);
  header();
  for (const row of table.rows) {
    doc.font('regular').fontSize(9);
    const height = Math.max(...row.map((cell, i) => doc.heightOfString(cell, { width: cellWidth(i) })));
    if (doc.y + height + 8 > bottom()) {
      doc.addPage();
      header();
    }
    doc
      .moveTo(MARGIN, doc.y - 2)
      .lineTo(MARGIN + width, doc.y - 2)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.y += 2;
    drawRow(row, 'regular', INK);
  }
}
