import { describe, expect, it } from 'vitest';
import { buildPixCode, crc16 } from './pix';

describe('Pix copia e cola', () => {
  it('computes the CRC16-CCITT of the BR Code', () => {
    expect(crc16('123456789')).toBe('29B1'); // the standard check value of CRC-16/CCITT-FALSE
  });

  it('lays out the fields with their lengths, amount in reais and the CRC at the end', () => {
    const code = buildPixCode({ key: 'pagamentos@cuidar.com.br', merchantName: 'Cuidar Ambiente de Teste', city: 'São Paulo', amountCents: 24_200, txid: 'pi_sandbox_abc123' });
    expect(code.startsWith('000201')).toBe(true);
    expect(code).toContain('0014br.gov.bcb.pix0124pagamentos@cuidar.com.br');
    expect(code).toContain('5406242.00');
    expect(code).toContain('6009SAO PAULO');
    expect(code).toContain('62190515pisandboxabc123');
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
  });
});
