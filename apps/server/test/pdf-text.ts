import { inflateSync } from 'node:zlib';

// The text our PDFs (pdfkit, pdf/render.ts) show, read back from the file the way a PDF reader's
// copy-and-paste does: each font's ToUnicode map turns the glyph codes of the page's text operators
// into characters. Enough for our own documents (pdfkit's layout, Type0 fonts with Identity-H), so
// tests can check what a person would read, not just that the file opens.

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function objects(pdf: Uint8Array): Map<string, PdfObject> {
  const text = Buffer.from(pdf).toString('latin1');
  const found = new Map<string, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) {
    const body = match[2]!;
    const at = body.indexOf('\nstream\n');
    if (at < 0) {
      found.set(match[1]!, { dict: body, stream: null });
      continue;
    }
    const raw = Buffer.from(body.slice(at + '\nstream\n'.length, body.lastIndexOf('\nendstream')), 'latin1');
    const dict = body.slice(0, at);
    found.set(match[1]!, { dict, stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
  }
  return found;
}

/** A ToUnicode CMap as pdfkit writes it: bfrange lines of a start code and an array of characters. */
function glyphMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const range of cmap.matchAll(/<([0-9a-f]+)>\s*<[0-9a-f]+>\s*\[([^\]]*)\]/gi)) {
    let code = parseInt(range[1]!, 16);
    // A ligature's entry holds its characters' codes separated by a space (<0066 0066> for 'ff'):
    // skipping it would shift every later glyph of the range by one.
    for (const hex of range[2]!.matchAll(/<([0-9a-f\s]+)>/gi)) {
      const units = hex[1]!.replace(/\s+/g, '').match(/.{4}/g)!.map((u) => parseInt(u, 16));
      map.set(code++, String.fromCharCode(...units));
    }
  }
  for (const single of cmap.matchAll(/<([0-9a-f]{4})>\s*<([0-9a-f]{4,})>(?!\s*\[)/gi)) {
    if (!map.has(parseInt(single[1]!, 16))) map.set(parseInt(single[1]!, 16), String.fromCharCode(...single[2]!.match(/.{4}/g)!.map((u) => parseInt(u, 16))));
  }
  return map;
}

/** The text of every page, in drawing order; each text object on a line of its own. */
export function pdfText(pdf: Uint8Array): string {
  const all = objects(pdf);
  const fonts = new Map<string, Map<number, string>>();
  for (const { dict } of all.values()) {
    const resources = dict.match(/\/Font <<([^>]*)>>/);
    if (!resources) continue;
    for (const entry of resources[1]!.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const toUnicode = all.get(entry[2]!)?.dict.match(/\/ToUnicode (\d+) 0 R/);
      const cmap = toUnicode ? all.get(toUnicode[1]!)?.stream : null;
      if (cmap) fonts.set(entry[1]!, glyphMap(cmap.toString('latin1')));
    }
  }
  const lines: string[] = [];
  for (const { dict } of all.values()) {
    if (!/\/Type \/Page\b/.test(dict)) continue;
    const contents = dict.match(/\/Contents (\d+) 0 R/);
    const content = contents ? all.get(contents[1]!)?.stream?.toString('latin1') : null;
    if (!content) continue;
    let font = new Map<number, string>();
    let line = '';
    for (const op of content.matchAll(/\/(\w+) [\d.]+ Tf|\[((?:<[0-9a-f]*>|\s|-?[\d.]+)*)\] TJ|\bET\b/gi)) {
      if (op[1]) font = fonts.get(op[1]) ?? new Map();
      else if (op[2] !== undefined) {
        for (const hex of op[2].matchAll(/<([0-9a-f]*)>/gi)) line += (hex[1]!.match(/.{4}/g) ?? []).map((g) => font.get(parseInt(g, 16)) ?? '\uFFFD').join('');
      } else {
        lines.push(line);
        line = '';
      }
    }
  }
  return lines.join('\n');
}
