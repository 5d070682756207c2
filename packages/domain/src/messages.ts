// The Portuguese message catalogue (spec section 8 and the validation rules of section 5).
// Texts are the spec's, verbatim; entries marked "ours" fill places the spec left silent.

export const messages = {
  generic: {
    error: 'Ocorreu um erro. Tente novamente.',
    unexpected: 'Erro inesperado',
    unknown: 'Erro desconhecido',
    invalidJson: 'O corpo da requisição não é um JSON válido.', // ours
    bodyTooLarge: 'Os dados enviados são grandes demais.', // ours
    tooManyRequests: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.', // ours
    notFound: 'Não encontrado.', // ours
    forbiddenOrigin: 'Origem da requisição não permitida.', // ours
    network: 'Não foi possível falar com o servidor. Verifique sua conexão.', // ours
    unknownField: (field: string) => `Campo não permitido: ${field}`, // ours
    invalidField: (field: string) => `Campo inválido: ${field}`, // ours
  },
  auth: {
    emailNotConfirmed: 'Por favor, confirme seu email antes de fazer login',
    roleLookupFailed: 'Erro ao carregar perfil de usuário',
    welcomeBack: 'Bem-vindo de volta!',
    signUpSuccess: 'Cadastro realizado com sucesso! Verifique seu email para confirmar sua conta.',
    sendVerificationFailed: 'Erro ao enviar email de verificação. Tente novamente.',
    resendSuccess: 'Email de verificação reenviado com sucesso!',
    resendFailed: 'Erro ao reenviar email de verificação',
    resendNeedsEmail: 'Digite seu email para reenviar a confirmação',
    verificationRequiredTitle: 'Verificação necessária',
    verificationRequiredText: 'Você precisa verificar seu email antes de fazer login.',
    invalidCredentials: 'Email ou senha incorretos.', // ours
    emailRequired: 'Email é obrigatório', // ours
    emailInvalid: 'Email inválido',
    passwordRequired: 'Senha é obrigatória', // ours
    passwordTooShort: (min: number) => `A senha deve ter pelo menos ${min} caracteres`,
    passwordTooLong: (max: number) => `A senha deve ter no máximo ${max} caracteres`, // ours
    passwordsDiffer: 'As senhas não coincidem',
    fullNameRequired: 'Nome completo é obrigatório',
    roleRequired: 'Escolha o tipo de conta', // ours
    emailAndPasswordRequired: 'Email e senha são obrigatórios',
    signedIn: 'Login realizado com sucesso!', // ours
    resetRequested: 'Se existir uma conta com este email, enviamos um link para redefinir a senha.', // ours
    resetDone: 'Senha redefinida com sucesso! Entre com a nova senha.', // ours
    resetInvalid: 'Link de redefinição inválido ou expirado. Peça um novo link.', // ours
    sessionExpired: 'Sua sessão expirou. Entre novamente.', // ours
  },
  account: {
    createFailed: 'Erro ao criar conta. Tente novamente.',
    sendVerificationFailedLater: 'Erro ao enviar email de verificação. Tente novamente mais tarde.',
    created: 'Conta criada com sucesso! Verifique seu email para confirmar o cadastro.',
  },
  verification: {
    loading: 'Processando sua verificação...',
    invalidLink: 'Link inválido. Token não encontrado.',
    failed: 'Erro ao verificar email.',
    unexpected: 'Ocorreu um erro ao verificar seu email',
    success: 'Email verificado com sucesso!',
    successRedirect: 'Você será redirecionado em alguns segundos.', // ours (spec: "redirect follows in a few seconds")
    failedText: 'O link pode ter expirado ou ser inválido.', // ours (spec: "link may be expired or invalid")
    resendUnavailable: 'Email não disponível para reenvio',
    resendSuccess: 'Novo link de verificação enviado com sucesso!',
    resendFailed: 'Erro ao reenviar o link de verificação.',
  },
  logout: {
    failedTitle: 'Erro ao sair',
    failed: 'Não foi possível fazer logout. Tente novamente.',
    unexpectedTitle: 'Erro inesperado',
    unexpected: 'Erro interno ao fazer logout.',
    successTitle: 'Logout realizado',
    success: 'Você foi desconectado com sucesso.',
  },
  guard: {
    needsSession: 'Você precisa estar logado para acessar esta página',
    wrongRole: 'Você não tem permissão para acessar esta página',
    restrictedTitle: 'Acesso restrito',
    restricted: 'Por favor, faça login para acessar seu dashboard.',
  },
  family: {
    saveFailed: 'Erro ao salvar dados de perfil. Tente novamente.',
    saved: 'Perfil atualizado com sucesso!',
    submitFailedTitle: 'Erro ao enviar formulário',
    submitFailed: 'Tente novamente mais tarde',
    turnoRequired: 'Selecione um turno',
    generoRequired: 'Selecione uma preferência de gênero',
    competenciasRequired: 'Selecione pelo menos uma competência',
    bairroRequired: 'Bairro é obrigatório',
    cidadeRequired: 'Cidade é obrigatória',
    estadoRequired: 'Estado é obrigatório',
    ruaRequired: 'Rua é obrigatória',
    numeroRequired: 'Número é obrigatório',
    cepInvalid: 'CEP deve ter 8 dígitos',
  },
  cep: {
    found: 'CEP encontrado!',
    foundDetail: 'Endereço encontrado!',
    notFound: 'CEP não encontrado — preencha manualmente',
    notFoundDetail: 'CEP não encontrado. Por favor, preencha o endereço manualmente.',
    networkError: 'Erro ao buscar CEP — preencha manualmente',
  },
  wizard: {
    fillRequired: 'Por favor, preencha todos os campos obrigatórios',
    selectExperience: 'Por favor, selecione sua experiência',
    selectSkill: 'Por favor, selecione pelo menos uma competência',
    selectAvailability: 'Por favor, selecione pelo menos uma disponibilidade',
    addCertificates: 'Por favor, adicione certificados ou marque que não possui',
    navigateFailed: 'Erro ao navegar para o próximo passo',
    formHasErrors: 'Existem erros no formulário que precisam ser corrigidos',
    needsAccount: 'Você precisa criar uma conta antes de prosseguir',
    needsAuth: 'Você precisa estar autenticado para concluir o cadastro',
    alreadyCaregiver: 'Você já está cadastrado como cuidador',
    renderFailed: 'Erro ao renderizar etapa',
    nomeCompletoRequired: 'Nome completo é obrigatório',
    dataNascimentoRequired: 'Data de nascimento é obrigatória',
    minAge: 'Você deve ter pelo menos 18 anos para se cadastrar',
    generoRequired: 'Gênero é obrigatório',
    telefoneInvalid: 'Telefone inválido. Formato: (XX) XXXXX-XXXX',
    cepInvalid: 'CEP inválido. Formato: XXXXX-XXX',
    ruaRequired: 'Rua é obrigatória',
    numeroRequired: 'Número é obrigatório',
    cidadeRequired: 'Cidade é obrigatória',
    estadoRequired: 'Estado é obrigatório',
    bairroRequired: 'Bairro é obrigatório',
    experienciaRequired: 'Experiência é obrigatória',
    competenciasRequired: 'Selecione ao menos uma competência',
    disponibilidadeRequired: 'Selecione ao menos uma disponibilidade',
    certificacoesRequired: 'Adicione ao menos um certificado ou marque que não possui',
    termsRequired: 'Você precisa aceitar os termos',
    fileTypeNotAllowed: (file: string) => `Tipo de arquivo não permitido: ${file}`,
    fileTooLarge: (file: string) => `Arquivo muito grande: ${file} (máx 5MB)`,
    uploadFailed: (file: string) => `Erro ao enviar o arquivo ${file}`,
    submitted: 'Cadastro concluído com sucesso!',
    saveFailed: 'Erro ao salvar dados. Tente novamente.',
    submitFailed: 'Erro ao enviar formulário',
    processFailed: 'Ocorreu um erro ao processar seu cadastro',
  },
  profile: {
    loadFailed: 'Erro ao carregar perfil',
    updateFailed: 'Erro ao atualizar perfil',
    notAuthenticated: 'Usuário não autenticado',
    updatedTitle: 'Perfil atualizado',
    updated: 'Suas informações foram salvas com sucesso.',
    firstNameRequired: 'Nome é obrigatório', // ours
    lastNameRequired: 'Sobrenome é obrigatório', // ours
    priceRequired: 'Preço por hora é obrigatório', // ours
    priceMin: 'O preço deve ser maior ou igual a zero', // ours
  },
  chat: {
    needsLogin: 'Você precisa estar logado para usar o chat',
    startFailed: 'Não foi possível iniciar o chat',
    sendFailed: 'Não foi possível enviar a mensagem',
    sendError: 'Erro ao enviar mensagem',
    emptyMessage: 'Mensagem não pode estar vazia',
  },
  booking: {
    createFailed: 'Erro ao criar reserva',
    createFailedDetail: 'Ocorreu um erro ao criar a reserva',
    authRequiredTitle: 'Autenticação necessária',
    authRequired: 'Por favor, faça login para concluir o agendamento',
    noRowsTitle: 'Erro inesperado',
    noRows: 'Nenhuma reserva foi criada',
    created: 'Reserva criada com sucesso!',
    successPageTitle: 'Reserva confirmada!',
    successPage: 'Seu agendamento foi criado com sucesso. O cuidador será notificado.',
    selectTimes: 'Selecione os horários de início e fim',
    startBeforeEnd: 'O horário de início deve ser anterior ao horário de fim',
    needsLoginConfirm: 'Você precisa estar logado para concluir o agendamento',
    needsLoginTooltip: 'Você precisa estar logado para agendar um cuidador',
    dateRequiredTitle: 'Data obrigatória',
    dateRequired: 'Por favor, selecione pelo menos a data de início.',
    timeRequiredTitle: 'Horário obrigatório',
    timeRequired: 'Por favor, selecione os horários de início e fim.',
    validationError: 'Erro de validação',
    startDateRequired: 'É necessário selecionar uma data de início',
  },
  availability: {
    loadFailed: 'Erro ao carregar disponibilidades',
    addFailed: 'Erro ao adicionar disponibilidade',
    updateFailed: 'Erro ao atualizar disponibilidade',
    removeFailed: 'Erro ao remover disponibilidade',
    addedTitle: 'Disponibilidade adicionada',
    added: 'Horário disponível cadastrado com sucesso.',
    updated: 'Disponibilidade atualizada',
    removed: 'Disponibilidade removida',
    empty: 'Nenhuma disponibilidade marcada para este dia',
    loading: 'Carregando disponibilidades...',
  },
  checkout: {
    planNotFoundTitle: 'Plano não encontrado',
    planNotFound: 'Selecione um plano válido para continuar',
    authRequiredTitle: 'Autenticação necessária',
    authRequired: 'Faça login para contratar um plano',
    paymentErrorTitle: 'Erro no pagamento',
    paymentError: 'Não foi possível iniciar o pagamento. Tente novamente.',
    missingUrl: 'URL de checkout não fornecida',
    paidTitle: 'Pagamento confirmado!',
    paid: 'Seu plano foi ativado com sucesso...',
  },
  landing: {
    caregiversLoadFailed: 'Erro ao carregar cuidadores',
  },
  contact: {
    fillAll: 'Preencha todos os campos',
    sent: 'Mensagem enviada!',
    sentDetail: 'Obrigado pelo contato. Nossa equipe responde pelo email informado em até 2 dias úteis.', // ours
    nomeTooLong: 'O nome deve ter no máximo 120 caracteres', // ours
    mensagemTooLong: 'A mensagem deve ter no máximo 5.000 caracteres', // ours
    sendFailed: 'Não foi possível enviar sua mensagem agora. Tente novamente em alguns minutos.', // ours
  },
} as const;

/** Portuguese names of request fields, used to build messages that name the field. */
export const fieldLabels: Record<string, string> = {
  email: 'email',
  password: 'senha',
  newPassword: 'nova senha',
  name: 'nome completo',
  nome: 'nome',
  role: 'tipo de conta',
  token: 'token',
  mensagem: 'mensagem',
  first_name: 'nome',
  last_name: 'sobrenome',
};
