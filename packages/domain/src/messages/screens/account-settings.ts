// Copy of the Configurações page (/dashboard/{role}/configuracoes): sessions, password, two-factor, e-mail,
// security activity, consents, data export and account deletion (docs/product.md#account-lgpd).
// Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.
import { ACCESS_LOG_RETENTION_MONTHS } from '../../retention';
import { basicMessages } from '../basic';

/** The page itself (routes/dashboard-configuracoes). */
export const accountSettingsCopy = {
  metaTitle: 'Configurações',
  metaDescription: 'Segurança da conta e privacidade dos seus dados.',
  title: 'Configurações',
  description: 'Segurança da sua conta e privacidade dos seus dados.',
  securityHeading: 'Segurança',
  privacyHeading: 'Privacidade e seus dados',
  privacyIntro: 'Seus direitos pela Lei Geral de Proteção de Dados (LGPD).',
} as const;

/** Account security (features/account-security). */
export const accountSecurityCopy = {
  sessions: {
    title: 'Sessões ativas',
    description: 'Aparelhos em que sua conta está conectada. Se não reconhecer algum, encerre a sessão e troque sua senha.',
    retry: 'Tentar de novo',
    currentBadge: 'Esta sessão',
    ipLabel: 'IP',
    ipUnknown: 'desconhecido',
    createdLabel: 'Entrou',
    lastActiveLabel: 'Último uso',
    revokeButton: 'Encerrar',
    revokeLabel: (device: string) => `Encerrar a sessão ${device}`,
    revoking: 'Encerrando...',
    revokeOthers: (others: number) => `Encerrar ${others === 1 ? 'a outra sessão' : `as outras ${others} sessões`}`,
    noOthers: 'Nenhuma outra sessão aberta.',
  },
  password: {
    title: 'Alterar senha',
    description: 'Ao trocar a senha, as sessões em outros aparelhos são encerradas e enviamos um aviso para o seu email.',
    currentLabel: 'Senha atual',
    newLabel: 'Nova senha',
    confirmLabel: 'Confirmar nova senha',
    submitButton: 'Alterar senha',
    submitting: 'Alterando...',
  },
  email: {
    title: 'Alterar email',
    /** 'Seu email atual é <strong>x</strong>. O novo email…' */
    currentBefore: 'Seu email atual é ',
    currentAfter: '. O novo email só passa a valer depois que você abrir o link que enviaremos para ele.',
    sentTitle: 'Confira a caixa de entrada do novo email',
    newLabel: 'Novo email',
    passwordLabel: 'Senha atual',
    submitButton: 'Enviar link de confirmação',
    submitting: 'Enviando...',
  },
  activity: {
    title: 'Atividade recente de segurança',
    description:
      `Entradas na sua conta, tentativas com senha errada e mudanças de segurança. Se algo aqui não foi você, troque a senha e encerre as outras sessões. As entradas ficam aqui por ${ACCESS_LOG_RETENTION_MONTHS} meses; depois disso, as mudanças continuam na lista, sem o IP e o aparelho.`,
    loading: 'Carregando',
    /** After the day and the device: ' · IP 200.1.2.3'. */
    ip: (address: string) => ` · IP ${address}`,
  },
  twoFactor: {
    title: 'Verificação em duas etapas',
    enabledBadge: 'Ativada',
    disabledBadge: 'Desativada',
    description:
      'Além da senha, o Cuidar pede um código do aplicativo autenticador do seu celular ao entrar. Assim, mesmo quem descobrir sua senha não entra na sua conta.',
    loading: 'Carregando...',
    renewButton: 'Gerar novos códigos de recuperação',
    disableButton: 'Desativar',
    enableButton: 'Ativar verificação em duas etapas',
    /** The password step before starting, disabling or renewing. */
    passwordStep: {
      label: 'Senha atual',
      hint: 'Para sua segurança, confirme sua senha.',
      cancel: 'Cancelar',
      actions: {
        start: { button: 'Continuar', pending: 'Preparando...' },
        disable: { button: 'Desativar verificação em duas etapas', pending: 'Desativando...' },
        renew: { button: 'Gerar novos códigos', pending: 'Gerando...' },
      },
    },
    recoveryCodes: {
      copied: 'Códigos copiados.',
      copyFailed: 'Não foi possível copiar. Anote os códigos ou baixe o arquivo.',
      fileHeading: 'Cuidar — códigos de recuperação',
      fileName: 'cuidar-codigos-de-recuperacao.txt',
      /** 'Guarde… entrar <strong>uma vez</strong> no lugar…' */
      keepBefore: 'Guarde estes códigos em lugar seguro. Se perder o celular, cada código permite entrar ',
      keepStrong: 'uma vez',
      keepAfter: ' no lugar do código do aplicativo.',
      listLabel: 'Códigos de recuperação',
      copyButton: 'Copiar códigos',
      downloadButton: 'Baixar arquivo .txt',
    },
    setup: {
      steps: [
        'Instale um aplicativo autenticador no celular (por exemplo Google Authenticator, Microsoft Authenticator ou Authy).',
        'No aplicativo, escolha adicionar uma conta e leia o código QR abaixo.',
        'Digite o código de 6 dígitos que o aplicativo mostrar.',
      ],
      qrAlt: 'Código QR para o aplicativo autenticador',
      manualKey: 'Não consegue ler o código? Digite esta chave no aplicativo:',
      /** 'No celular, você também pode <a>abrir direto no aplicativo</a>.' */
      openBefore: 'No celular, você também pode ',
      openLink: 'abrir direto no aplicativo',
      openAfter: '.',
      codeLabel: 'Código de 6 dígitos do aplicativo',
      codePlaceholder: '123456',
      submitButton: 'Ativar verificação em duas etapas',
      submitting: 'Ativando...',
      cancel: 'Cancelar',
    },
  },
} as const;

/** 'Autorizações' (features/consents). */
export const consentsCopy = {
  title: 'Autorizações',
  description: 'O que você autorizou o Cuidar a fazer com dados sensíveis. Cada autorização fica registrada com a data e a versão do texto.',
  empty: 'Nenhuma autorização a gerenciar nesta conta.',
  healthData: {
    title: 'Dados de saúde do paciente',
    activeBadge: 'Autorizado',
    inactiveBadge: 'Não autorizado',
    /** `formattedDate`: formatDateTime of the acceptance. */
    acceptedAt: (formattedDate: string, version: number | string) => `Autorizado em ${formattedDate} (versão ${version} do texto).`,
    /** 'Sem esta autorização… preencha a condição em <Link>Perfil</Link>.' */
    missingBefore:
      'Sem esta autorização, o Cuidar não guarda a condição de saúde do paciente, o cartão de emergência nem o diário de cuidados. Depois de autorizar, preencha a condição em ',
    missingLink: 'Perfil',
    missingAfter: '.',
    acceptButton: 'Autorizar',
    accepting: 'Registrando...',
    historySummary: (count: number) => `Histórico desta autorização (${count})`,
    historyItem: (formattedDate: string, version: number | string) => `Autorizada em ${formattedDate} (versão ${version})`,
    historyWithdrawn: (formattedDate: string) => ` · retirada em ${formattedDate}`,
    historyReplaced: (formattedDate: string) => ` · substituída pelo novo texto em ${formattedDate}`,
    inForceTextLabel: (version: number | string) => `O texto que você autorizou (versão ${version}):`,
    historyInForce: ' · em vigor',
  },
  /** An acceptance in force on an older text (docs/product.md#account-lgpd): the family is asked to accept the new one. */
  renewal: {
    title: 'O texto da autorização de dados de saúde mudou',
    body: 'O novo texto diz que a autorização vale também para o cartão de emergência e para o diário de cuidados, e que o diário pode ser lido pelos familiares que você convidar. Enquanto você não autorizar o novo texto, o cartão de emergência não abre para os cuidadores e o diário de cuidados fica fechado. Nada do que você guardou é apagado.',
    newTextLabel: 'O novo texto:',
    acceptButton: 'Autorizar o novo texto',
    accepting: 'Registrando...',
  },
  withdraw: {
    button: 'Retirar autorização',
    title: 'Retirar a autorização?',
    description:
      'A condição de saúde do paciente, o cartão de emergência e o diário de cuidados serão apagados e ninguém mais os vê. Você pode autorizar de novo quando quiser.',
    keepButton: 'Manter autorização',
    confirmButton: 'Retirar e apagar a condição',
    confirming: 'Retirando...',
  },
} as const;

/** 'Baixar meus dados' (features/data-export). */
export const dataExportCopy = {
  title: 'Baixar meus dados',
  description:
    'Um arquivo .zip com tudo o que o Cuidar guarda sobre você: conta, perfil, reservas, avaliações, conversas e mensagens, notificações, autorizações, pagamentos e os arquivos que você enviou. Sua senha não vai no arquivo.',
  button: 'Baixar meus dados',
  preparing: 'Preparando o arquivo...',
} as const;

/** 'Excluir minha conta' (features/account-deletion). */
export const accountDeletionCopy = {
  title: 'Excluir minha conta',
  description:
    'Apaga seus dados pessoais na hora. Reservas futuras são canceladas e a outra parte é avisada. Ficam só os registros financeiros de reservas e pagamentos, sem seu nome nem contato, como a lei exige.',
  openButton: 'Excluir minha conta',
  dialogTitle: 'Excluir sua conta?',
  dialogDescription: 'Esta ação é definitiva.',
  erasedHeading: 'Serão apagados:',
  erased: {
    familia: ['seu nome, email e senha', 'endereço e dados do paciente', 'suas mensagens, notificações e autorizações', 'o acesso dos familiares que você convidou'],
    cuidador: ['seu nome, email e senha', 'telefone, endereço, data de nascimento e apresentação', 'seus certificados, sua agenda e suas mensagens'],
    familiar: ['seu nome, email e senha', 'suas notificações', 'seu acesso às famílias que você acompanha'],
  },
  exportFirst: 'Antes, se quiser, use “Baixar meus dados” para guardar uma cópia.',
  passwordLabel: 'Sua senha',
  passwordHint: 'Para confirmar que é você.',
  understood: 'Entendo que a exclusão é definitiva e não pode ser desfeita.',
  cancel: 'Cancelar',
  confirmButton: 'Excluir minha conta',
  confirming: 'Excluindo...',
  /**
   * A caregiver's money, before she confirms (docs/product.md#deletion-payout): what she still has
   * to receive, where it goes and when, or what to do when there is nowhere to send it.
   */
  money: {
    heading: 'Seu dinheiro no Cuidar',
    loading: 'Conferindo o que você tem a receber',
    loadFailed: 'Não foi possível conferir o que você tem a receber. Tente de novo antes de excluir a conta.',
    nothing: 'Você não tem nenhum valor a receber.',
    total: (amount: string) => `Você ainda tem ${amount} a receber.`,
    available: 'Disponível',
    /** The date is formatted ('quarta-feira, 9 de dezembro'). */
    availableWhen: (day: string) => `Transferência: ${day}.`,
    onTheWay: 'Em transferência',
    onTheWayWhen: 'Já pedida ao provedor de pagamentos; é enviada mesmo depois da exclusão.',
    held: 'Dias já trabalhados',
    heldWhen: (hours: number, day: string) => `Liberados ${hours} horas depois de cada dia e transferidos a partir de ${day}.`,
    // Without a destination there is no transfer day to promise.
    availableNoDestination: 'Liberado, mas sem ter para onde transferir.',
    heldNoDestination: (hours: number) => `Liberados ${hours} horas depois de cada dia, mas sem ter para onde transferir.`,
    notStarted: 'Os dias que ainda não começaram não entram nesta conta: essas reservas são canceladas e o valor volta para as famílias.',
    goesTo: 'Vai para:',
    kept: 'Depois da exclusão, guardamos só isso para pagar você, mesmo valores abaixo do mínimo, e apagamos depois do último repasse. O email de confirmação da exclusão traz esses valores; depois dele não enviamos outros.',
    noKey: {
      text: 'Você não cadastrou uma chave Pix. Depois que a conta for excluída, não teremos como pagar você.',
      link: 'Cadastrar chave Pix',
    },
    noAccount: {
      text: 'Você não conectou uma conta de recebimento. Depois que a conta for excluída, não teremos como pagar você.',
      link: 'Conectar conta de recebimento',
    },
    accountIncomplete: {
      text: 'Seu cadastro no Stripe não foi concluído, e ainda não podemos transferir para essa conta. Depois que a conta for excluída, não teremos como pagar você.',
      link: 'Concluir cadastro no Stripe',
    },
    registerFirst: 'Cadastre e volte aqui para excluir a conta. Ou, se preferir, abra mão do valor:',
    unknown: 'Não conseguimos confirmar sua conta de recebimento no Stripe agora. Tente de novo em alguns minutos.',
    retry: basicMessages.retry,
    giveUp: (amount: string) => `Abro mão de ${amount} que tenho a receber. Sei que não vou receber esse valor.`,
  },
} as const;
