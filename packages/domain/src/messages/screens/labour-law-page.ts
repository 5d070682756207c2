// Copy of the 'Vínculo empregatício' page (/vinculo-empregaticio): what the labour law says about
// caregivers and families, plainly (docs/product.md#labour-law). The booking warning's own words are
// messages.labourLaw. Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.
import { LABOUR_LAW_MAX_DAYS_PER_WEEK as MAX_DAYS } from '../../labour-law';

export const labourLawPageCopy = {
  metaTitle: 'Vínculo empregatício',
  metaDescription:
    'Quando um cuidador de idosos passa a ser empregado doméstico (Lei Complementar 150/2015), o que a contratação formal envolve e como alternar cuidadores no Cuidar.',
  title: 'Vínculo empregatício: quando o cuidador vira empregado doméstico',
  lead: 'O que a lei diz, o que muda para a sua família e como o Cuidar ajuda você a decidir.',
  law: {
    title: 'O que diz a lei',
    // '… é <strong>empregado doméstico</strong> quem … por <strong>mais de 2 dias por semana</strong>. …'
    // (2 is the law's number, which LABOUR_LAW_MAX_DAYS_PER_WEEK follows.)
    definition: {
      before: 'A Lei Complementar nº 150, de 2015 (a “Lei das Domésticas”), diz que é ',
      employee: 'empregado doméstico',
      middle: ' quem trabalha para uma pessoa ou família, na casa dela, de forma contínua, por ',
      days: `mais de ${MAX_DAYS} dias por semana`,
      after: '. Cuidadores de idosos que trabalham na casa da família estão incluídos.',
    },
    daysNotHours: 'O que conta são os dias da semana, não as horas: três manhãs de 4 horas com o mesmo cuidador já são 3 dias.',
  },
  kinds: {
    title: 'Diarista ou empregado doméstico?',
    dayWorker: {
      title: `Até ${MAX_DAYS} dias por semana: diarista`,
      text: `Quem trabalha para a mesma família até ${MAX_DAYS} dias por semana é diarista: um profissional autônomo, pago pelos dias de trabalho, sem registro em carteira.`,
    },
    employee: {
      title: `Mais de ${MAX_DAYS} dias por semana: empregado doméstico`,
      text: `Quem trabalha para a mesma família mais de ${MAX_DAYS} dias por semana, de forma contínua, é empregado doméstico. Há vínculo empregatício: a família é a empregadora, com carteira assinada e direitos trabalhistas.`,
    },
  },
  formal: {
    title: 'O que a contratação formal envolve',
    intro: 'Quando há vínculo empregatício, a família passa a ser empregadora e precisa, entre outras coisas:',
    register: 'registrar o cuidador na Carteira de Trabalho;',
    // 'cadastrar-se como empregadora no <strong>eSocial</strong> (eSocial Doméstico) e …'
    eSocial: {
      before: 'cadastrar-se como empregadora no ',
      strong: 'eSocial',
      after: ' (eSocial Doméstico) e pagar todo mês a guia única (DAE), que reúne o INSS, o FGTS e os outros encargos;',
    },
    rights:
      'respeitar os direitos do empregado doméstico: pelo menos o salário mínimo (ou o piso do seu estado), férias com um terço a mais, 13º salário, descanso semanal, limite de jornada com horas extras e adicional noturno, vale-transporte, aviso prévio e FGTS.',
    // 'Tudo isso fica com a família. <strong>O Cuidar não faz …</strong> Para o passo a passo, …'
    notUs: {
      before: 'Tudo isso fica com a família. ',
      strong: 'O Cuidar não faz o registro, o eSocial nem os pagamentos de um empregado doméstico.',
      after: ' Para o passo a passo, procure “eSocial Doméstico” no portal gov.br ou fale com um contador.',
    },
  },
  help: {
    title: 'Como o Cuidar ajuda',
    // 'Ao agendar, avisamos <strong>antes do pagamento</strong> quando …'
    warning: {
      before: 'Ao agendar, avisamos ',
      strong: 'antes do pagamento',
      after: ` quando o mesmo cuidador passaria de ${MAX_DAYS} dias em alguma semana (de segunda a domingo) com a sua família, contando as reservas que você já tem com ele.`,
    },
    // '… fazer: <strong>alternar cuidadores</strong> (…) ou <strong>contratar formalmente</strong>. …'
    choice: {
      before: 'Você escolhe o que vai fazer: ',
      rotate: 'alternar cuidadores',
      middle: ` (no máximo ${MAX_DAYS} dias por semana com cada um) ou `,
      formal: 'contratar formalmente',
      after: '. A sua escolha fica registrada na reserva, e o cuidador também a vê.',
    },
    recommendations: 'Para alternar, as recomendações mostram outros cuidadores verificados que atendem a sua região.',
    plans:
      'Os planos de segunda a sexta cobrem 5 dias por semana: com um só cuidador, isso forma vínculo empregatício. Para não formar, cada cuidador cobre no máximo 2 dias por semana: são pelo menos três cuidadores para os cinco dias.',
  },
  disclaimer:
    'Esta página é uma orientação geral e não substitui a orientação de um contador ou advogado. Em caso de dúvida sobre a sua situação, consulte um profissional.',
  cta: {
    title: 'Quer alternar cuidadores?',
    text: 'Veja profissionais verificados recomendados para a sua família.',
    button: 'Ver cuidadores recomendados',
  },
} as const;
