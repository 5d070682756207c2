// Pix "copia e cola": the EMV® BR Code text a banking app reads (Banco Central's static/dynamic
// QR layout: ID + two-digit length + value, CRC16-CCITT over everything at the end). The sandbox
// makes one so its page looks and behaves like a real Pix charge; nothing can be paid with it.

const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** CRC16-CCITT-FALSE (poly 0x1021, start 0xFFFF), four upper-case hex digits. */
export function crc16(payload: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(payload, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const clean = (text: string, max: number) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .toUpperCase()
    .slice(0, max);

export function buildPixCode(input: { key: string; merchantName: string; city: string; amountCents: number; txid: string }): string {
  const account = field('00', 'br.gov.bcb.pix') + field('01', input.key);
  const body =
    field('00', '01') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    field('54', (input.amountCents / 100).toFixed(2)) +
    field('58', 'BR') +
    field('59', clean(input.merchantName, 25)) +
    field('60', clean(input.city, 15)) +
    field('62', field('05', input.txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25)));
  const withCrcHeader = `${body}6304`;
  return withCrcHeader + crc16(withCrcHeader);
}
