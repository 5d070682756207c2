import { describe, expect, it } from 'vitest';
import { formatCentavos } from './format';
import { buildContract, contractPlainText, CURRENT_CONTRACT_TEMPLATE, type ContractInput } from './contract-template';

// Contract v1 from a fixed booking (docs/product.md#contract): every part the contract must have.

const fixedContractInput: ContractInput = {
  bookingId: '5f0c2b8e-1d2a-4c3b-9e8f-0a1b2c3d4e5f',
  acceptedAt: new Date('2026-12-01T13:30:00Z'),
  family: { name: 'Helena Marcondes' },
  caregiver: { name: 'Joana Prado', cpf: '52998224725' },
  address: { rua: 'Rua Harmonia', numero: '10', complemento: 'ap. 42', bairro: 'Pinheiros', cidade: 'São Paulo', estado: 'SP', cep: '05435-000' },
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
  method: 'pix',
  publicUrl: 'https://cuidar.com.br',
};

const text = contractPlainText(buildContract(fixedContractInput));

describe('contract template v1', () => {
  it('is the current version', () => {
    expect(CURRENT_CONTRACT_TEMPLATE).toBe('v1');
    expect(buildContract(fixedContractInput).version).toBe('v1');
  });

  it('names the parties, masks the caregiver’s CPF and says honestly that the family gave none', () => {
    expect(text).toContain('CONTRATANTE (família): Helena Marcondes');
    expect(text).toContain('CONTRATADO(A) (cuidador): Joana Prado, CPF ***.982.247-**');
    expect(text).not.toContain('52998224725');
    expect(text).not.toContain('529.982.247-25');
    expect(text).toContain('CPF não informado: o Cuidar não pede o CPF das famílias');
    const withoutCpf = contractPlainText(buildContract({ ...fixedContractInput, caregiver: { name: 'Joana Prado', cpf: null } }));
    expect(withoutCpf).toContain('Joana Prado, CPF não informado no cadastro, profissional');
    expect(withoutCpf).not.toContain('mostrado em parte');
  });

  it('gives the place of care, the days and the hours', () => {
    expect(text).toContain('Rua Harmonia, 10, ap. 42 — Pinheiros, São Paulo – SP — CEP 05435-000');
    expect(text).toContain('3 dias, de 05/12/2026 a 07/12/2026, das 08:00 às 12:00 (horário de Brasília), todos os dias com o mesmo horário.');
    const oneDay = contractPlainText(buildContract({ ...fixedContractInput, dataFim: '2026-12-05', dias: 1, subtotalCents: 20000, feeCents: 2000 }));
    expect(oneDay).toContain('1 dia, em 05/12/2026, das 08:00 às 12:00 (horário de Brasília).');
    expect(contractPlainText(buildContract({ ...fixedContractInput, address: null }))).toContain('A família não informou o endereço');
  });

  it('states each side’s duties', () => {
    expect(text).toContain('5. Compromissos da família');
    expect(text).toContain('6. Compromissos do cuidador');
    expect(text).toContain('Comparecer nos dias e horários deste contrato');
    expect(text).toContain('Oferecer ao cuidador um ambiente de trabalho seguro');
  });

  it('gives subtotal, fee and total, and how the money is held', () => {
    expect(text).toContain('Subtotal (o que o cuidador recebe pelo atendimento): R$\u00a0600,00');
    expect(text).toContain('Taxa de serviço do Cuidar, paga pela família: R$\u00a060,00');
    expect(text).toContain('Total pago pela família: R$\u00a0660,00, em 01/12/2026, por Pix');
    expect(text).toContain('Preço por dia: R$\u00a0200,00');
    expect(text).toContain('48 horas depois do fim daquele dia');
  });

  it('states the cancellation policy with this booking’s numbers, as quoteCancellation computes them', () => {
    expect(text).toContain('com 24 horas ou mais de antecedência');
    expect(text).toContain('recebe de volta tudo o que pagou: R$\u00a0660,00');
    // Late: half of the first day (R$ 100,00) to the caregiver, the fee kept, R$ 500,00 back.
    expect(text).toContain('50 % do preço do primeiro dia (R$\u00a0100,00) ficam com o cuidador, a taxa de serviço (R$\u00a060,00) fica com o Cuidar e o restante (R$\u00a0500,00)');
    expect(text).toContain('Se o cuidador cancelar, a qualquer momento, a família recebe de volta tudo o que pagou (R$\u00a0660,00)');
  });

  it('says it is autonomous service, not employment nor domestic employment, with the platform as intermediary and the LGPD line', () => {
    expect(text).toContain('prestação de serviços autônomos');
    expect(text).toContain('não cria vínculo empregatício');
    expect(text).toContain('Lei Complementar nº 150/2015');
    expect(text).toContain('O Cuidar é intermediário');
    expect(text).toContain('Lei nº 13.709/2018');
    expect(text).toContain('https://cuidar.com.br/politica-de-privacidade');
  });

  it('is the same text for the same booking', () => {
    expect(contractPlainText(buildContract(fixedContractInput))).toBe(text);
  });
});

describe('contract template v2 (shifts into the next day, weekly series; ADR 0041)', () => {
  it('is used only for what v1 cannot say; ordinary bookings keep v1 word for word', () => {
    expect(buildContract(fixedContractInput).version).toBe('v1');
    expect(buildContract({ ...fixedContractInput, horaInicio: '19:00', horaFim: '07:00' }).version).toBe('v2');
    expect(buildContract({ ...fixedContractInput, diasSemana: [1, 3] }).version).toBe('v2');
  });

  it('says that a night shift ends on the next day, and that 24 h are 24 h', () => {
    const night = contractPlainText(buildContract({ ...fixedContractInput, horaInicio: '19:00', horaFim: '07:00' }));
    expect(night).toContain('3 dias, de 05/12/2026 a 07/12/2026, das 19:00 às 07:00 do dia seguinte (horário de Brasília), todos os dias com o mesmo horário.');
    expect(night).toContain('Modelo v2.');
    expect(night).toContain('modelo v2');
    const fullDay = contractPlainText(buildContract({ ...fixedContractInput, horaInicio: '08:00', horaFim: '08:00', dataFim: '2026-12-05', dias: 1 }));
    expect(fullDay).toContain('1 dia, em 05/12/2026, das 08:00 às 08:00 do dia seguinte (24 horas) (horário de Brasília).');
  });

  it('names the weekdays of a weekly series and its shifts', () => {
    const series = contractPlainText(
      buildContract({ ...fixedContractInput, dataInicio: '2026-12-07', dataFim: '2026-12-16', dias: 4, diasSemana: [3, 1], horaInicio: '19:00', horaFim: '07:00' }),
    );
    expect(series).toContain(
      '4 plantões, toda semana, às segundas e quartas, de 07/12/2026 a 16/12/2026, das 19:00 às 07:00 do dia seguinte (horário de Brasília), sempre com o mesmo horário.',
    );
  });

  it("says a 'Plantão Avulso' is at the fixed price, the caregiver's share and the fee inside it (v3)", () => {
    const doc = buildContract({ ...fixedContractInput, modalidade: 'avulso', dataInicio: '2026-12-05', dataFim: '2026-12-05', dias: 1, horaInicio: '19:00', horaFim: '07:00', subtotalCents: 31818, feeCents: 3182 });
    expect(doc.version).toBe('v3');
    const avulso = contractPlainText(doc);
    expect(avulso).toContain(`Plantão Avulso, pelo preço fechado de ${formatCentavos(35000)} anunciado pelo Cuidar (não pelo valor da hora do cuidador).`);
    expect(avulso).toContain(`O que o cuidador recebe pelo plantão: ${formatCentavos(31818)}.`);
    expect(avulso).toContain(`Taxa de serviço do Cuidar, já incluída no preço: ${formatCentavos(3182)}.`);
    expect(avulso).toContain('1 dia, em 05/12/2026, das 19:00 às 07:00 do dia seguinte (horário de Brasília).');
    expect(avulso).not.toContain('Valor da hora do cuidador');
    expect(avulso).toContain('Modelo v3.');
  });

  it("states a care plan's terms: the plan's price per shift, the caregiver's share, the fee inside it, money back to the plan's account (v4)", () => {
    const doc = buildContract({
      ...fixedContractInput,
      plan: { title: 'Vínculo Trimestral' },
      modalidade: 'por_hora',
      dataInicio: '2026-12-07',
      dataFim: '2026-12-29',
      dias: 8,
      diasSemana: [1, 2],
      horaInicio: '07:00',
      horaFim: '19:00',
      firstDayStart: new Date('2026-12-07T10:00:00Z'),
      hourlyRateCents: 1125,
      subtotalCents: 8 * 13500,
      feeCents: 8 * 1500,
      method: null,
    });
    expect(doc.version).toBe('v4');
    const plan = contractPlainText(doc);
    expect(plan).toContain(`Plantões do plano Vínculo Trimestral, que a família contratou e pagou ao Cuidar. Preço do plano por plantão: ${formatCentavos(15000)}.`);
    expect(plan).toContain(`O que o cuidador recebe por plantão: ${formatCentavos(13500)} (8 plantões: ${formatCentavos(108000)}).`);
    expect(plan).toContain(`Taxa de serviço do Cuidar, já incluída no preço do plano: ${formatCentavos(1500)} por plantão (${formatCentavos(12000)} ao todo).`);
    expect(plan).toContain('8 plantões, toda semana, às segundas e terças, de 07/12/2026 a 29/12/2026, das 07:00 às 19:00 (horário de Brasília), sempre com o mesmo horário.');
    expect(plan).toContain(`(${formatCentavos(6750)}) ficam com o cuidador`);
    expect(plan).toContain('volta para a conta do plano');
    expect(plan).not.toContain('Valor da hora do cuidador');
    expect(plan).not.toContain('Total pago pela família');
    expect(plan).toContain('Modelo v4.');
    expect(doc.footer).toContain('modelo v4');
  });
});
