// Copy of the account screens: /auth (sign-in, sign-up, two-factor, forgot password), /auth/verificar,
// /auth/redefinir-senha, /auth/desbloquear and the password field (docs/product.md#accounts).
// Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.

export const authCopy = {
  /** The frame of the account screens (AuthShell). */
  shell: {
    brand: 'Cuidar',
    headline: 'Cuidamos com amor de quem mais precisa',
    points: {
      verified: 'Cuidadores verificados, com avaliações reais de outras famílias',
      chat: 'Converse com segurança antes de agendar',
      schedule: 'Agenda simples, pagamento só depois do atendimento',
    },
    supportHours: 'Atendimento de segunda a sexta, das 8h às 18h.',
  },
  /** /auth. */
  page: {
    titles: {
      login: 'Entrar na plataforma',
      signup: 'Criar uma conta',
      forgot: 'Redefinir senha',
      'two-factor': 'Verificação em duas etapas',
    },
    metaDescription: 'Entre ou crie sua conta no Cuidar para encontrar cuidadores de idosos ou oferecer seus serviços.',
    alreadySignedInTitle: 'Você já entrou',
    toLogin: 'Já tem uma conta? Entre',
    toSignUp: 'Não tem uma conta? Cadastre-se',
    backToLogin: 'Voltar para o login',
    backToHome: 'Voltar para o início',
  },
  alreadySignedIn: {
    before: 'Você está conectado como ',
    /** The role after the name, e.g. ' (Família)'. */
    role: (label: string) => ` (${label})`,
    after: '.',
    dashboardButton: 'Ir para o meu painel',
    switchAccountButton: 'Sair e entrar com outra conta',
  },
  signIn: {
    emailLabel: 'Email',
    passwordLabel: 'Senha',
    forgotPassword: 'Esqueci minha senha',
    submitButton: 'Entrar',
    submitting: 'Carregando...',
  },
  signUp: {
    nameLabel: 'Nome completo',
    emailLabel: 'Email',
    passwordLabel: 'Senha',
    roleLegend: 'Tipo de conta',
    roleDescriptions: {
      familia: 'Quero encontrar um cuidador para meu familiar',
      cuidador: 'Sou profissional e quero oferecer meus serviços',
    },
    submitButton: 'Criar conta',
    submitting: 'Carregando...',
  },
  forgotPassword: {
    intro: 'Digite o email da sua conta. Enviaremos um link para você escolher uma nova senha.',
    emailLabel: 'Email',
    submitButton: 'Enviar link',
    submitting: 'Enviando...',
  },
  twoFactor: {
    totpIntro:
      'Sua conta tem verificação em duas etapas. Abra o aplicativo autenticador no celular e digite o código de 6 dígitos do Cuidar.',
    recoveryIntro:
      'Digite um dos códigos de recuperação que você guardou ao ativar a verificação em duas etapas. Cada código vale uma vez.',
    totpLabel: 'Código do aplicativo',
    recoveryLabel: 'Código de recuperação',
    totpPlaceholder: '123456',
    recoveryPlaceholder: 'ABCDE-12345',
    submitButton: 'Confirmar e entrar',
    submitting: 'Verificando...',
    useRecovery: 'Usar um código de recuperação',
    useTotp: 'Usar o código do aplicativo',
    cancelButton: 'Voltar e entrar com outra conta',
  },
  /** 'Verificação necessária' after sign-up or an unverified sign-in. */
  verificationPanel: {
    sentBefore: 'Enviamos o link para ',
    sentAfter: '. Confira também a caixa de spam.',
    resendButton: 'Reenviar email de verificação',
    resending: 'Enviando...',
  },
  /** /auth/redefinir-senha. */
  resetPassword: {
    metaTitle: 'Nova senha',
    title: 'Escolha uma nova senha',
    backToLogin: 'Voltar para o login',
    newPasswordLabel: 'Nova senha',
    confirmLabel: 'Confirme a nova senha',
    submitButton: 'Salvar nova senha',
    submitting: 'Salvando...',
  },
  /** /auth/verificar. */
  verify: {
    title: 'Verificação de email',
    toLogin: 'Ir para o login',
    resendButton: 'Reenviar link de verificação',
    resending: 'Enviando...',
    backToLogin: 'Voltar para o login',
  },
  /** /auth/desbloquear. */
  unlock: {
    title: 'Liberar o acesso',
    backToLogin: 'Voltar para o login',
    signInButton: 'Entrar',
  },
  passwordInput: {
    show: 'Mostrar senha',
    hide: 'Ocultar senha',
  },
} as const;
