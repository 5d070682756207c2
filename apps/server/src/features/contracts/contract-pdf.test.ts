import { describe, expect, it } from 'vitest';
import { buildContract, type ContractInput } from '@cuidar/domain/contract-template';
import { renderContractPdf, sha256Hex } from './service';

// The PDF is drawn once and its SHA-256 stored (ADR 0037): the same contract gives the same bytes,
// and the font carries the accents.

const fixedContractInput: ContractInput = {
  bookingId: '5f0c2b8e-1d2a-4c3b-9e8f-0a1b2c3d4e5f',
  acceptedAt: new Date('2026-12-01T13:30:00Z'),
  family: { name: 'Helena Marcondes' },
  caregiver: { name: 'Joana Prado', cpf: '52998224725' },
  address: { rua: 'Rua Harmonia', numero: '10', complemento: null, bairro: 'Pinheiros', cidade: 'São Paulo', estado: 'SP', cep: '05435-000' },
  dataInicio: '2026-12-05',
  dataFim: '2026-12-07',
  horaInicio: '08:00',
  horaFim: '12:00',
  dias: 3,
  firstDayStart: new Date('2026-12-05T11:00:00Z'),
  hourlyRateCents: 5000,
  subtotalCents: 60000,
  feeCents: 6000,
  paidAt: new Date('2026-12-01T12:00:00Z'),
  method: 'card',
  publicUrl: 'https://cuidar.com.br',
};

describe('renderContractPdf', () => {
  it('is a PDF whose SHA-256 is stable for the same contract and changes with its content', async () => {
    const doc = buildContract(fixedContractInput);
    const first = await renderContractPdf(doc, fixedContractInput.acceptedAt);
    const second = await renderContractPdf(doc, fixedContractInput.acceptedAt);
    expect(new TextDecoder().decode(first.slice(0, 5))).toBe('%PDF-');
    expect(sha256Hex(second)).toBe(sha256Hex(first));
    const other = await renderContractPdf(buildContract({ ...fixedContractInput, family: { name: 'Rosa Albuquerque' } }), fixedContractInput.acceptedAt);
    expect(sha256Hex(other)).not.toBe(sha256Hex(first));
    // The embedded font (Noto Sans, subset), not a standard font without the Portuguese letters.
    expect(Buffer.from(first).toString('latin1')).toMatch(/\/FontFile2|\/BaseFont \/[A-Z]{6}\+NotoSans/);
  });
});
