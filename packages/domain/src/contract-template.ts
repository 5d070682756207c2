import { FREE_CANCELLATION_HOURS, LATE_CANCELLATION_CAREGIVER_SHARE_PERCENT, quoteCancellation } from './cancellation-policy';
import { formatLongDateTime, formatShortDate } from './date-format';
import { describeWeekdays } from './booking-series';
import { formatCentavos, formatCount } from './format';
import { endsNextDay, isFullDayShift } from './shifts';
import { maskedCpf } from './verification';
import type { BookingModalidade } from './constants';

// The booking contract's text (docs/product.md#contract). A template version is frozen once a
// contract has been made from it: the stored PDF and its SHA-256 name the version they came from.
// To change the words, add CONTRACT_TEMPLATE_V2 beside this one and move CURRENT to it; never edit
// v1. That is why these words live here and not in messages.ts, which changes freely.

export const CONTRACT_TEMPLATE_VERSIONS = ['v1', 'v2', 'v3', 'v4'] as const;
export type ContractTemplateVersion = (typeof CONTRACT_TEMPLATE_VERSIONS)[number];
/**
 * The template of ordinary bookings (same hours on consecutive days, ending the day they start).
 * v2 adds words for what v1 cannot say: shifts ending on the next day and weekly series (ADR 0041);
 * it is used only for those, so an ordinary booking's contract reads exactly as before.
 */
export const CURRENT_CONTRACT_TEMPLATE: ContractTemplateVersion = 'v1';

/** Everything a contract says, read from the booking when the caregiver accepts it. */
export interface ContractInput {
  bookingId: string;
  /** When the caregiver accepted: the contract's date. */
  acceptedAt: Date;
  family: { name: string };
  /** The caregiver's CPF as stored (11 digits); null when the registration has none. */
  caregiver: { name: string; cpf: string | null };
  /** The place of care as the family keeps it on its profile; null when it has none. */
  address: { rua: string | null; numero: string | null; complemento: string | null; bairro: string | null; cidade: string | null; estado: string | null; cep: string | null } | null;
  dataInicio: string;
  dataFim: string;
  /** 'HH:MM' São Paulo wall times, the same on every day. */
  horaInicio: string;
  horaFim: string;
  dias: number;
  /** A weekly series' weekdays (0 = domingo); null or absent for consecutive days. */
  diasSemana?: readonly number[] | null;
  /** When the first day starts (the cancellation policy counts from it). */
  firstDayStart: Date;
  hourlyRateCents: number;
  /** 'avulso': a 'Plantão Avulso' at the fixed price, the fee inside it (docs/product.md#single-shift). */
  modalidade?: BookingModalidade | undefined;
  /**
   * A care plan's booking (docs/product.md#plan-care, ADR 0047): the plan's name. Its shifts were
   * paid with the plan, not by a payment of their own; subtotal and fee are the caregiver's share
   * and the fee inside the plan's price per shift.
   */
  plan?: { title: string } | null | undefined;
  /** What the caregiver charges for all days (what they earn). */
  subtotalCents: number;
  /** The platform's fee on top, paid by the family. */
  feeCents: number;
  paidAt: Date;
  method: 'card' | 'pix' | null;
  /** The site's address, for the terms and the privacy policy. */
  publicUrl: string;
}

export interface ContractSection {
  heading: string;
  paragraphs: string[];
}

export interface ContractDocument {
  version: ContractTemplateVersion;
  title: string;
  /** Lines under the title: reference, date. */
  preamble: string[];
  sections: ContractSection[];
  /** The last line of every page. */
  footer: string;
}

const METHOD_LABELS = { card: 'cartão', pix: 'Pix' } as const;

function addressLines(address: ContractInput['address']): string {
  const street = address?.rua && address.numero ? `${address.rua}, ${address.numero}${address.complemento ? `, ${address.complemento}` : ''}` : null;
  const place = [address?.bairro, address?.cidade].filter(Boolean).join(', ') + (address?.estado ? ` – ${address.estado}` : '');
  const cep = address?.cep ? `CEP ${address.cep}` : null;
  const parts = [street, place || null, cep].filter((part): part is string => Boolean(part));
  return parts.length > 0
    ? `${parts.join(' — ')}.`
    : 'A família não informou o endereço no seu perfil do Cuidar; as partes o confirmam pelo chat do Cuidar antes do primeiro dia.';
}

/** Contract v1, from a booking (pure: the same input always gives the same words). */
export function contractV1(input: ContractInput): ContractDocument {
  const total = input.subtotalCents + input.feeCents;
  const perDayCents = Math.round(input.subtotalCents / input.dias);
  const early = quoteCancellation({ subtotalCents: input.subtotalCents, feeCents: input.feeCents, firstDayCents: perDayCents, start: input.firstDayStart, now: new Date(input.firstDayStart.getTime() - FREE_CANCELLATION_HOURS * 3_600_000), cancelledBy: 'familia' });
  const late = quoteCancellation({ subtotalCents: input.subtotalCents, feeCents: input.feeCents, firstDayCents: perDayCents, start: input.firstDayStart, now: input.firstDayStart, cancelledBy: 'familia' });
  const byCaregiver = quoteCancellation({ subtotalCents: input.subtotalCents, feeCents: input.feeCents, firstDayCents: perDayCents, start: input.firstDayStart, now: input.firstDayStart, cancelledBy: 'cuidador' });
  const period = input.dataInicio === input.dataFim ? `em ${formatShortDate(input.dataInicio)}` : `de ${formatShortDate(input.dataInicio)} a ${formatShortDate(input.dataFim)}`;
  const hours = `das ${input.horaInicio.slice(0, 5)} às ${input.horaFim.slice(0, 5)} (horário de Brasília)`;
  const method = input.method ? `, por ${METHOD_LABELS[input.method]}` : '';
  const caregiverCpf = input.caregiver.cpf ? `CPF ${maskedCpf(input.caregiver.cpf)} (mostrado em parte, para proteger o número)` : 'CPF não informado no cadastro';

  return {
    version: 'v1',
    title: 'Contrato de prestação de serviços autônomos de cuidado',
    preamble: [
      `Reserva ${input.bookingId}`,
      `Gerado pelo Cuidar em ${formatLongDateTime(input.acceptedAt)}, quando o cuidador aceitou a reserva. Modelo v1.`,
    ],
    sections: [
      {
        heading: '1. As partes',
        paragraphs: [
          `CONTRATANTE (família): ${input.family.name}. CPF não informado: o Cuidar não pede o CPF das famílias. A família contrata em nome da pessoa assistida, com a autorização dela ou como sua representante legal.`,
          `CONTRATADO(A) (cuidador): ${input.caregiver.name}, ${caregiverCpf}, profissional autônomo(a) verificado(a) pelo Cuidar.`,
          'INTERMEDIÁRIO: Cuidar, a plataforma pela qual as partes se encontraram, combinaram a reserva e fizeram o pagamento (cláusula 8).',
        ],
      },
      {
        heading: '2. Objeto e local',
        paragraphs: [
          'O cuidador presta à pessoa assistida, no endereço abaixo, serviços de cuidado a pessoa idosa: companhia, apoio nas atividades do dia a dia, na higiene, na alimentação e na locomoção, e atenção aos horários de medicação indicados pela família.',
          `Local do atendimento: ${addressLines(input.address)}`,
        ],
      },
      {
        heading: '3. Dias e horários',
        paragraphs: [`${formatCount(input.dias, 'dia', 'dias')}, ${period}, ${hours}${input.dias > 1 ? ', todos os dias com o mesmo horário' : ''}.`],
      },
      {
        heading: '4. Valores e pagamento',
        paragraphs: [
          `Valor da hora do cuidador: ${formatCentavos(input.hourlyRateCents)}. Preço por dia: ${formatCentavos(perDayCents)}.`,
          `Subtotal (o que o cuidador recebe pelo atendimento): ${formatCentavos(input.subtotalCents)}.`,
          `Taxa de serviço do Cuidar, paga pela família: ${formatCentavos(input.feeCents)}.`,
          `Total pago pela família: ${formatCentavos(total)}, em ${formatShortDate(input.paidAt)}${method}, pelo Cuidar.`,
          'O Cuidar guarda o valor pago e libera o preço de cada dia para o saldo do cuidador 48 horas depois do fim daquele dia. Nenhuma das partes paga ou cobra valores deste atendimento fora do Cuidar.',
        ],
      },
      {
        heading: '5. Compromissos da família',
        paragraphs: [
          'a) Informar com veracidade as necessidades e as condições de saúde da pessoa assistida, para que o cuidador possa atendê-la com segurança.',
          'b) Oferecer ao cuidador um ambiente de trabalho seguro e respeitoso, com acesso ao local nos dias e horários combinados.',
          'c) Cumprir os dias, os horários e os valores deste contrato e avisar o cuidador, pelo Cuidar, sobre qualquer mudança.',
          'd) Não pedir ao cuidador tarefas que exijam habilitação de profissional de saúde que ele não possua, nem tarefas alheias ao cuidado da pessoa assistida.',
        ],
      },
      {
        heading: '6. Compromissos do cuidador',
        paragraphs: [
          'a) Comparecer nos dias e horários deste contrato e avisar a família e o Cuidar, o quanto antes, sobre qualquer impedimento.',
          'b) Tratar a pessoa assistida com respeito, paciência e dignidade, e informar a família sobre qualquer ocorrência durante o atendimento.',
          'c) Guardar sigilo sobre as informações de saúde e da vida da família.',
          'd) Não realizar procedimentos privativos de profissionais de saúde sem a habilitação exigida. Em uma emergência, ligar para o SAMU (192).',
        ],
      },
      {
        heading: '7. Cancelamento',
        paragraphs: [
          `a) Se a família cancelar com ${FREE_CANCELLATION_HOURS} horas ou mais de antecedência do início do primeiro dia (exatamente ${FREE_CANCELLATION_HOURS} horas contam como antecedência), recebe de volta tudo o que pagou: ${formatCentavos(early.refundToFamilyCents)}.`,
          `b) Se a família cancelar com menos de ${FREE_CANCELLATION_HOURS} horas de antecedência, ou depois do início, ${LATE_CANCELLATION_CAREGIVER_SHARE_PERCENT} % do preço do primeiro dia (${formatCentavos(late.toCaregiverCents)}) ficam com o cuidador, a taxa de serviço (${formatCentavos(late.feeKeptCents)}) fica com o Cuidar e o restante (${formatCentavos(late.refundToFamilyCents)}) é devolvido à família.`,
          `c) Se o cuidador cancelar, a qualquer momento, a família recebe de volta tudo o que pagou (${formatCentavos(byCaregiver.refundToFamilyCents)}), e o cancelamento fica registrado no histórico do cuidador.`,
          'd) O cancelamento é feito pelo Cuidar, na própria reserva, com o motivo, e a outra parte é avisada.',
        ],
      },
      {
        heading: '8. Natureza da relação e papel do Cuidar',
        paragraphs: [
          'Este é um contrato de prestação de serviços autônomos. O cuidador organiza o próprio trabalho, sem subordinação à família ou ao Cuidar. Este contrato não cria vínculo empregatício entre as partes, nem relação de emprego doméstico nos termos da Lei Complementar nº 150/2015, e o cuidador não é empregado do Cuidar.',
          'Atenção: a prestação de serviços à mesma família por mais de dois dias por semana, de forma contínua, pode caracterizar emprego doméstico (Lei Complementar nº 150/2015, art. 1º). Nesse caso, procure orientação antes de continuar.',
          'O Cuidar é intermediário: aproxima as partes, verifica os documentos do cuidador antes de mostrá-lo às famílias, recebe e guarda o pagamento e cobra a taxa de serviço. O Cuidar não presta o serviço de cuidado nem serviços médicos, de enfermagem ou de emergência.',
        ],
      },
      {
        heading: '9. Dados pessoais (LGPD)',
        paragraphs: [
          `Os dados pessoais deste contrato são tratados pelo Cuidar para executá-lo e para cumprir obrigações legais (Lei nº 13.709/2018, art. 7º, II e V), como descreve a Política de Privacidade: ${input.publicUrl}/politica-de-privacidade. Cada parte usa os dados da outra somente para este atendimento.`,
        ],
      },
      {
        heading: '10. Formação e guarda',
        paragraphs: [
          `A família pagou a reserva em ${formatLongDateTime(input.paidAt)} e o cuidador a aceitou em ${formatLongDateTime(input.acceptedAt)}, ambos pelo Cuidar e sob os seus Termos de Uso (${input.publicUrl}/termos-de-uso), que valem no que este contrato não disser.`,
          'Este arquivo é gerado uma única vez e não é alterado depois. O Cuidar guarda a impressão digital SHA-256 dele, mostrada nos detalhes da reserva: qualquer cópia pode ser conferida por ela.',
        ],
      },
    ],
    footer: `Cuidar · Contrato da reserva ${input.bookingId} · modelo v1`,
  };
}

/**
 * Contract v2: v1's words, with section 3 able to say that each shift ends on the next day
 * ('das 19:00 às 07:00 do dia seguinte', 24 h) and which weekdays a weekly series covers.
 */
export function contractV2(input: ContractInput): ContractDocument {
  const v1 = contractV1(input);
  const period = input.dataInicio === input.dataFim ? `em ${formatShortDate(input.dataInicio)}` : `de ${formatShortDate(input.dataInicio)} a ${formatShortDate(input.dataFim)}`;
  const [start, end] = [input.horaInicio.slice(0, 5), input.horaFim.slice(0, 5)];
  const fullDay = isFullDayShift(start, end);
  const hours = `das ${start} às ${end}${endsNextDay(start, end) ? ' do dia seguinte' : ''}${fullDay ? ' (24 horas)' : ''} (horário de Brasília)`;
  const series = input.diasSemana?.length ? `toda semana, às ${describeWeekdays(input.diasSemana)}, ` : '';
  const same = input.dias > 1 ? (series ? ', sempre com o mesmo horário' : ', todos os dias com o mesmo horário') : '';
  const when = `${formatCount(input.dias, series ? 'plantão' : 'dia', series ? 'plantões' : 'dias')}, ${series}${period}, ${hours}${same}.`;
  return {
    ...v1,
    version: 'v2',
    preamble: v1.preamble.map((line) => line.replace('Modelo v1.', 'Modelo v2.')),
    sections: v1.sections.map((section) => (section.heading === '3. Dias e horários' ? { ...section, paragraphs: [when] } : section)),
    footer: v1.footer.replace('modelo v1', 'modelo v2'),
  };
}

/**
 * Contract v3: a 'Plantão Avulso' (docs/product.md#single-shift, ADR 0046). v2's words, with the
 * values of the fixed price: what the family pays in all, what the caregiver receives of it and the
 * fee inside it (not on top, and not from the caregiver's hourly rate).
 */
export function contractV3(input: ContractInput): ContractDocument {
  const v2 = contractV2(input);
  const total = input.subtotalCents + input.feeCents;
  const method = input.method ? `, por ${METHOD_LABELS[input.method]}` : '';
  const values = [
    `Plantão Avulso, pelo preço fechado de ${formatCentavos(total)} anunciado pelo Cuidar (não pelo valor da hora do cuidador).`,
    `O que o cuidador recebe pelo plantão: ${formatCentavos(input.subtotalCents)}.`,
    `Taxa de serviço do Cuidar, já incluída no preço: ${formatCentavos(input.feeCents)}.`,
    `Total pago pela família: ${formatCentavos(total)}, em ${formatShortDate(input.paidAt)}${method}, pelo Cuidar.`,
    'O Cuidar guarda o valor pago e libera o que o cuidador recebe para o saldo dele 48 horas depois do fim do plantão. Nenhuma das partes paga ou cobra valores deste atendimento fora do Cuidar.',
  ];
  return {
    ...v2,
    version: 'v3',
    preamble: v2.preamble.map((line) => line.replace('Modelo v2.', 'Modelo v3.')),
    sections: v2.sections.map((section) => (section.heading === '4. Valores e pagamento' ? { ...section, paragraphs: values } : section)),
    footer: v2.footer.replace('modelo v2', 'modelo v3'),
  };
}

/**
 * Contract v4: the shifts of a care plan given to one caregiver (docs/product.md#contract,
 * docs/product.md#plan-care). v2's words, with the plan's terms: the plan's price per shift, what the
 * caregiver receives of it and the fee inside it, paid with the plan (no payment of their own);
 * money of a cancelled shift goes back to the plan's account, not to a card.
 */
export function contractV4(input: ContractInput): ContractDocument {
  const v2 = contractV2(input);
  const title = input.plan?.title ?? 'de cuidado';
  const total = input.subtotalCents + input.feeCents;
  const perShiftCaregiver = Math.round(input.subtotalCents / input.dias);
  const perShiftFee = Math.round(input.feeCents / input.dias);
  const shifts = formatCount(input.dias, 'plantão', 'plantões');
  const late = quoteCancellation({ subtotalCents: input.subtotalCents, feeCents: input.feeCents, firstDayCents: perShiftCaregiver, start: input.firstDayStart, now: input.firstDayStart, cancelledBy: 'familia' });
  const values = [
    `Plantões do plano ${title}, que a família contratou e pagou ao Cuidar. Preço do plano por plantão: ${formatCentavos(perShiftCaregiver + perShiftFee)}.`,
    `O que o cuidador recebe por plantão: ${formatCentavos(perShiftCaregiver)} (${shifts}: ${formatCentavos(input.subtotalCents)}).`,
    `Taxa de serviço do Cuidar, já incluída no preço do plano: ${formatCentavos(perShiftFee)} por plantão (${formatCentavos(input.feeCents)} ao todo).`,
    `O valor destes plantões (${formatCentavos(total)}) foi separado do que a família pagou pelo plano em ${formatShortDate(input.acceptedAt)}, quando os plantões foram reservados.`,
    'O Cuidar guarda esse valor e libera o que o cuidador recebe por plantão para o saldo dele 48 horas depois do fim de cada plantão. Nenhuma das partes paga ou cobra valores destes plantões fora do Cuidar.',
  ];
  const cancellation = [
    `a) Se a família cancelar com ${FREE_CANCELLATION_HOURS} horas ou mais de antecedência do início do primeiro plantão (exatamente ${FREE_CANCELLATION_HOURS} horas contam como antecedência), todo o valor dos plantões cancelados volta para a conta do plano da família no Cuidar.`,
    `b) Se a família cancelar com menos de ${FREE_CANCELLATION_HOURS} horas de antecedência, ou depois do início, ${LATE_CANCELLATION_CAREGIVER_SHARE_PERCENT} % do que o cuidador recebe pelo próximo plantão (${formatCentavos(late.toCaregiverCents)}) ficam com o cuidador, a taxa de serviço dos plantões cancelados fica com o Cuidar e o restante volta para a conta do plano.`,
    'c) Se o cuidador cancelar, a qualquer momento, todo o valor dos plantões não iniciados volta para a conta do plano, e o cancelamento fica registrado no histórico do cuidador.',
    'd) O cancelamento é feito pelo Cuidar, na própria reserva, com o motivo, e a outra parte é avisada. Plantões já iniciados são pagos ao cuidador normalmente.',
  ];
  const formation = [
    `A família contratou o plano ${title} pelo Cuidar e os plantões deste contrato foram reservados com o cuidador em ${formatLongDateTime(input.acceptedAt)}, depois de ele aceitar a proposta da família, sob os Termos de Uso do Cuidar (${input.publicUrl}/termos-de-uso), que valem no que este contrato não disser.`,
    'Este arquivo é gerado uma única vez e não é alterado depois. O Cuidar guarda a impressão digital SHA-256 dele, mostrada nos detalhes da reserva: qualquer cópia pode ser conferida por ela.',
  ];
  const replaced: Record<string, string[]> = { '4. Valores e pagamento': values, '7. Cancelamento': cancellation, '10. Formação e guarda': formation };
  return {
    ...v2,
    version: 'v4',
    preamble: [`Reserva ${input.bookingId}`, `Gerado pelo Cuidar em ${formatLongDateTime(input.acceptedAt)}, quando os plantões do plano foram reservados com o cuidador. Modelo v4.`],
    sections: v2.sections.map((section) => (replaced[section.heading] ? { ...section, paragraphs: replaced[section.heading]! } : section)),
    footer: v2.footer.replace('modelo v2', 'modelo v4'),
  };
}

/** Which template a booking's contract is made from: v2 only for what v1 cannot say; v3 for a 'Plantão Avulso'; v4 for a care plan's shifts. */
export function contractVersionFor(input: Pick<ContractInput, 'horaInicio' | 'horaFim' | 'diasSemana' | 'modalidade' | 'plan'>): ContractTemplateVersion {
  if (input.plan) return 'v4';
  if (input.modalidade === 'avulso') return 'v3';
  return endsNextDay(input.horaInicio.slice(0, 5), input.horaFim.slice(0, 5)) || Boolean(input.diasSemana?.length) ? 'v2' : CURRENT_CONTRACT_TEMPLATE;
}

/** The contract of a booking, from the template its kind of booking uses. */
export function buildContract(input: ContractInput): ContractDocument {
  const version = contractVersionFor(input);
  if (version === 'v4') return contractV4(input);
  if (version === 'v3') return contractV3(input);
  return version === 'v2' ? contractV2(input) : contractV1(input);
}

/** The whole text, one paragraph per line (tests and the text layer of the PDF say the same). */
export function contractPlainText(doc: ContractDocument): string {
  return [doc.title, ...doc.preamble, ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs]), doc.footer].join('\n');
}
