// Copy of the plan checkout screens: checkout, the sandbox payment page, the payment result and
// 'Meu plano' (docs/product.md#plans). Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.
import { basicMessages } from '../basic';
import { formatCount } from '../../format';

export const checkoutCopy = {
  perMonth: '/mês',
  processing: 'Processando...',
  cancelling: 'Cancelando...',
  sandbox: 'Ambiente de teste',
  myPlan: {
    title: 'Meu plano',
    loading: 'Carregando seu plano...',
    retry: basicMessages.retry,
    none: 'Você ainda não tem um plano de cuidado. Com um plano, o valor da diária fica menor.',
    seePlans: 'Conhecer os planos',
    // amount already formatted: 'R$ 3.150,00/mês · 3 meses'
    price: (monthly: string, months: number) => `${monthly}/mês · ${formatCount(months, 'mês', 'meses')}`,
    refundUntil: (deadline: string) => `Você pode desistir com reembolso até ${deadline} (art. 49 do Código de Defesa do Consumidor).`,
    buyAgain: 'Contratar novamente',
    nextCharge: (date: string) => `Próxima cobrança em ${date}.`,
    noMoreCharges: 'Não há mais cobranças a fazer.',
    validUntil: (date: string) => `O plano vale até ${date}.`,
    endsOn: (date: string) => `O plano termina em ${date}. Não haverá novas cobranças.`,
    paidAmount: 'o valor pago',
    refundSandbox: (amount: string, date: string) => `Reembolso de ${amount} registrado em ${date} (ambiente de teste: nada foi cobrado).`,
    refundRequested: (amount: string, date: string) => `Reembolso de ${amount} pedido em ${date}. O valor volta no mesmo cartão.`,
    closedOn: (date: string) => `Encerrado em ${date}.`,
    // The plan's account (docs/product.md#plan-care); amounts already formatted.
    accountBalance: (amount: string) => `Na conta do plano: ${amount}`,
    accountNote:
      'É o que o plano já recebeu e ainda não foi usado em plantões, inclusive o que voltou de plantões cancelados. O que sobrar quando o plano terminar volta para o seu cartão.',
    leftoverSoon: (amount: string) => `Sobraram ${amount} na conta do plano. Eles voltam para o seu cartão um dia depois do fim do plano.`,
    leftoverPending: (amount: string) => `Devolução de ${amount} que sobraram na conta do plano: pedida ao seu cartão, em andamento.`,
    leftoverLate: (amount: string) =>
      `Devolução de ${amount} que sobraram na conta do plano: pedida ao seu cartão, ainda não concluída pelo provedor de pagamentos. Nossa equipe é avisada por e-mail e cuida do caso; se precisar, fale conosco.`,
    /** Paid back by our team itself after the provider refused (docs/product.md#operators). */
    leftoverRefundedByTeam: (amount: string, date: string, method: 'pix' | 'transfer') =>
      `${amount} que sobraram na conta do plano foram devolvidos em ${date} pela equipe do Cuidar, ${method === 'pix' ? 'por Pix' : 'por transferência bancária'}: o provedor de pagamentos não conseguiu devolver ao cartão.`,
    leftoverRefunded: (amount: string, date: string) => `${amount} que sobraram na conta do plano voltaram para o seu cartão em ${date}.`,
    leftoverRefundedSandbox: (amount: string, date: string) =>
      `Devolução de ${amount} que sobraram na conta do plano registrada em ${date} (ambiente de teste: nada foi cobrado).`,
    cancelAction: 'Cancelar ao fim do período',
    cancelTitle: 'Cancelar ao fim do período?',
    cancelDescription: (end: string) => `Seu plano continua valendo até ${end} e não haverá novas cobranças.`,
    keepPlan: 'Manter plano',
    cancelConfirm: 'Sim, cancelar ao fim do período',
    refundAction: 'Desistir e pedir reembolso',
    refundTitle: 'Desistir do plano?',
    refundDescription: 'O plano termina agora e o valor pago volta no mesmo cartão. Esta ação não pode ser desfeita.',
    back: 'Voltar',
    refundConfirm: 'Sim, desistir e pedir reembolso',
  },
  summary: {
    durationLabel: 'Duração',
    dailyPriceLabel: 'Valor da diária',
    coverageLabel: 'Cobertura',
    shift12hLabel: 'Plantão de 12h',
    cycle24hLabel: 'Ciclo de 24h',
    /** Under the 24 h price: what this checkout buys is the 12 h shift (docs/product.md#plans). */
    cycle24hUnavailable: 'Ainda não disponível para contratação: este plano é de plantões de 12h.',
    // amounts already formatted
    totalPerMonth: (total: string) => `${total}/mês`,
    totalWithMonthly: (total: string, monthly: string) => `${total} (${monthly}/mês)`,
    featured: 'Melhor Escolha',
    monthlyValue: 'Valor mensal',
    // 'Cobrado mensalmente por 6 meses · total de R$ 18.270,00.'
    chargedMonthly: (duration: string) => `Cobrado mensalmente por ${duration}`,
    totalOf: (total: string) => ` · total de ${total}`,
    monthlyIs12h: 'O valor mensal corresponde ao plantão de 12h.',
  },
  securePayment: {
    title: 'Pagamento seguro',
    encryptedTitle: 'Conexão criptografada',
    encrypted: 'Os dados do cartão são digitados na página da Stripe, por conexão criptografada (TLS), e não passam pelos nossos servidores.',
    cancelAnyTitle: 'Cancele quando quiser',
    cancelAny: 'Sem multa: pelo seu painel, a qualquer momento. O plano vale até o fim do mês já pago.',
    withdrawTitle: '7 dias para desistir',
    supportTitle: 'Suporte',
    // '<hours>, pelo email <a>email</a>.'
    supportByEmail: (hours: string) => `${hours}, pelo email `,
    // 'Ao continuar, você concorda com os <Termos de Uso> e a <Política de Privacidade>.'
    agreeBefore: 'Ao continuar, você concorda com os ',
    agreeTerms: 'Termos de Uso',
    agreeBetween: ' e a ',
    agreePrivacy: 'Política de Privacidade',
  },
  checkout: {
    metaTitle: (plan: string | null) => (plan ? `Contratar ${plan}` : 'Checkout'),
    metaDescription: 'Revise o plano de cuidado escolhido e siga para o pagamento seguro.',
    backToPlans: 'Voltar para os planos',
    title: 'Contratar plano de cuidado',
    subtitle: 'Revise o plano escolhido e siga para o pagamento.',
    youPay: 'Você vai pagar',
    planFor: (plan: string, duration: string) => `${plan}, por ${duration}`,
    // The platform's part, before paying (terms §7); amounts already formatted, percent as '10%'.
    feeIncluded: (percent: string, fee: string, daily: string) => `Inclui a taxa de serviço do Cuidar (${percent}): ${fee} de cada plantão de ${daily}.`,
    caregiverReceives: (amount: string) => `O cuidador recebe ${amount} por plantão.`,
    feeLoading: 'Carregando a taxa de serviço...',
    feeFailed: 'Não foi possível mostrar a taxa de serviço. Tente de novo para continuar.',
    retry: basicMessages.retry,
    sandboxNote: 'O pagamento será simulado numa página de teste. Nenhum cartão é pedido e nada é cobrado.',
    familiesOnly: 'Planos são para famílias',
    signInFirst: 'Você vai entrar na sua conta antes do pagamento.',
    continue: 'Continuar para Pagamento',
  },
  sandboxPage: {
    backHome: 'Voltar para o início',
    alreadyPaid: 'Pagamento já confirmado',
    seeConfirmation: 'Ver a confirmação',
    unavailable: 'Pagamento indisponível',
    backToPlan: 'Voltar ao plano',
    kicker: 'Cuidar · plano de cuidado',
    monthlyFor: (months: number) => `Cobrança mensal por ${formatCount(months, 'mês', 'meses')}`,
    noCard: 'Nenhum cartão é pedido nesta página de teste.',
    expiresAt: (time: string) => `Esta página de teste expira às ${time}.`,
    confirm: 'Confirmar pagamento de teste',
    cancel: 'Cancelar e voltar',
    metaTitle: 'Ambiente de teste de pagamento',
    intro: 'Esta página simula o provedor de pagamento: nenhum valor é cobrado. Numa instalação com Stripe, aqui estaria a página de pagamento da Stripe.',
  },
  success: {
    nextSteps: [
      { title: 'Complete o perfil da família', text: 'Conte quem vai receber os cuidados e onde.', link: 'Completar perfil' },
      { title: 'Conheça os cuidadores', text: 'Veja perfis, avaliações e valores de quem atende na sua região.', link: 'Ver cuidadores' },
      { title: 'Escolha os cuidadores do plano', text: 'Para os dias de segunda a sexta, envie uma proposta a cada cuidador; os plantões ficam marcados quando ele aceita.', link: 'Escolher cuidadores' },
    ],
    noSessionId: 'O link não traz a identificação do pagamento.',
    ifPaid: 'Se você concluiu um pagamento, o plano aparece no seu painel assim que for confirmado.',
    toDashboard: 'Ir para o painel',
    // 'Seu plano <strong>Vínculo Trimestral</strong> está ativo.'
    activeBefore: 'Seu plano ',
    activeAfter: ' está ativo.',
    nextStepsTitle: 'Próximos passos',
    toFamilyDashboard: 'Ir para o painel da família',
    seeRecommended: 'Ver cuidadores recomendados',
    notCompletedTitle: 'Pagamento não concluído',
    choosePlanAgain: 'Escolher o plano novamente',
    confirmingTitle: 'Confirmando pagamento',
    // after messages.checkout.waiting
    usuallyFast: 'Isso costuma levar poucos segundos.',
    pendingTitle: 'Pagamento em confirmação',
    checkAgain: 'Verificar novamente',
    metaTitle: 'Pagamento',
    metaDescription: 'Confirmação do pagamento do seu plano de cuidado.',
  },
} as const;
