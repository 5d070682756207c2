import { formatCount } from './format';
import { basicMessages, contactMessages } from './messages/basic';
import { landingMessages, ratingsMessages, reliabilityMessages, verifiedBadgeMessages } from './messages/cards';

/** Where a no-show day's money went back (docs/product.md#visits): the booking's payment, the care plan's account, or nowhere (nothing was paid). */
export type NoShowRefundTo = 'pagamento' | 'plano' | null;

// The Portuguese message catalogue (docs/product.md#messages). Texts of the original prototype are
// kept verbatim; entries marked "ours" are texts we wrote where it had none.

export const messages = {
  generic: {
    error: basicMessages.error,
    unexpected: 'Erro inesperado',
    unknown: 'Erro desconhecido',
    invalidJson: 'O corpo da requisição não é um JSON válido.', // ours
    bodyTooLarge: 'Os dados enviados são grandes demais.', // ours
    tooManyRequests: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.', // ours
    busy: 'O serviço está ocupado no momento. Tente novamente em alguns instantes.', // ours
    notFound: 'Não encontrado.', // ours
    forbiddenOrigin: 'Origem da requisição não permitida.', // ours
    network: basicMessages.network,
    unknownField: (field: string) => `Campo não permitido: ${field}`, // ours
    invalidField: (field: string) => `Campo inválido: ${field}`, // ours
    invalidText: 'O texto enviado tem caracteres inválidos.', // ours
    invalidDate: 'Data inválida', // ours
  },
  auth: {
    emailNotConfirmed: 'Por favor, confirme seu email antes de fazer login',
    // ours: a family account suspended by the team (docs/product.md#family-suspension)
    accountSuspended: 'Sua conta está suspensa pela equipe do Cuidar. Para saber o motivo ou pedir uma revisão, fale com a gente pela página Contato (/contato).',
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
    emailInvalid: basicMessages.emailInvalid,
    passwordRequired: 'Senha é obrigatória', // ours
    passwordTooShort: (min: number) => `A senha deve ter pelo menos ${min} caracteres`,
    passwordTooLong: (max: number) => `A senha deve ter no máximo ${max} caracteres`, // ours
    passwordsDiffer: 'As senhas não coincidem',
    passwordTooCommon: 'Esta senha é muito comum e fácil de adivinhar. Escolha outra.', // ours
    passwordHint: (min: number) => `Pelo menos ${min} caracteres. Evite senhas óbvias, como 12345678 ou senha123.`, // ours
    // ours: the strength meter under a new password, by zxcvbn's score 0–4 (below 2 is refused)
    passwordStrength: (level: string) => `Força da senha: ${level}`,
    passwordStrengthLevels: ['muito fraca', 'fraca', 'razoável', 'boa', 'forte'],
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
    successRedirect: 'Você será redirecionado em alguns segundos.', // ours (docs/product.md#accounts)
    failedText: 'O link pode ter expirado ou ser inválido.', // ours
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
    diasInvalid: 'Informe de 1 a 90 dias', // ours
    draftSaved: 'Suas respostas do questionário foram salvas no seu perfil.', // ours
    notSavedForCaregiver: 'Você entrou como cuidador(a): as respostas não foram salvas em um perfil de família.', // ours
  },
  recommendations: {
    // ours: texts for the page's states (docs/product.md#recommendations)
    loadFailedTitle: 'Não foi possível carregar as recomendações',
    emptyTitle: 'Nenhum cuidador encontrado',
    emptyText: 'Tente ajustar suas preferências para encontrar mais cuidadores.',
    noAnswersTitle: 'Conte o que você precisa',
    noAnswersText: 'Responda a algumas perguntas rápidas para ver os cuidadores mais indicados para sua família.',
    // The place comes with its preposition ('na Bahia', 'no Rio de Janeiro': domain place-names.ts).
    relaxedBairro: (naCidade: string) => `Não encontramos no seu bairro; mostrando cuidadores ${naCidade}`, // issue text
    relaxedCidade: (noEstado: string) => `Não encontramos na sua cidade; mostrando cuidadores ${noEstado}`,
    relaxedCompetencias: (skill: string, noEstado: string) =>
      `Não encontramos cuidadores com ${skill} perto de você; mostrando outros cuidadores ${noEstado}`,
    bioFallback: 'Este cuidador ainda não escreveu uma apresentação.',
    fewInCity: (noEstado: string) => `Poucos cuidadores na sua cidade; mostrando também outros ${noEstado}`,
    filtersTitle: 'Filtrar resultados',
    allVerified: 'Todos os cuidadores mostrados foram verificados pela equipe do Cuidar.',
  },
  ratings: ratingsMessages,

  favorites: {
    // ours: 'Favoritos' (docs/product.md#favorites)
    title: 'Favoritos',
    add: 'Favoritar',
    remove: 'Remover dos favoritos',
    addNamed: (name: string) => `Favoritar ${name}`,
    removeNamed: (name: string) => `Remover ${name} dos favoritos`,
    added: 'Adicionado aos favoritos.',
    removed: 'Removido dos favoritos.',
    empty: 'Você ainda não tem favoritos. Toque no coração de um cuidador para guardá-lo aqui.',
    loadFailed: 'Não foi possível carregar seus favoritos.',
    caregiverNotFound: 'Cuidador não encontrado.',
    familiesOnly: 'Entre como família para guardar favoritos.',
  },
  caregiverPage: {
    // ours: the caregiver's public page (docs/product.md#caregiver-page)
    notFoundTitle: 'Cuidador não encontrado',
    notFoundText: 'Este perfil não existe ou não está disponível no momento.',
    loadFailed: 'Não foi possível carregar o perfil do cuidador.',
    signInPrompt: 'Entre como família para ver a agenda, os preços por dia, as avaliações completas e para conversar ou agendar.',
    about: 'Sobre',
    experience: 'Experiência',
    skills: 'Competências',
    prices: 'Valores',
    perHour: 'por hora',
    dayOf: (hours: number) => `Dia de ${hours} horas`,
    pricesNote: 'O valor final é calculado no agendamento, pelas horas e dias escolhidos.',
    availability: 'Disponibilidade nas próximas semanas',
    availabilityNone: 'Sem horários livres declarados nas próximas semanas. Converse com o cuidador para combinar.',
    availabilityOpen: 'Este cuidador não declarou uma agenda: envie um pedido com os dias e horários que precisa.',
    shifts: 'Turnos de trabalho',
    moreDays: (n: number) => (n === 1 ? 'Mostrar mais 1 dia' : `Mostrar mais ${n} dias`),
    fewerDays: 'Mostrar menos dias',
    reliability: 'Histórico no Cuidar',
    completed: (n: number) => (n === 1 ? '1 atendimento concluído' : `${n} atendimentos concluídos`),
    reviews: 'Avaliações',
    noReviews: 'Ainda sem avaliações. As avaliações aparecem aqui depois dos primeiros atendimentos.',
    noComment: 'Avaliou sem deixar comentário.',
    backToSearch: 'Voltar',
  },
  consent: {
    // ours (LGPD, art. 11: health data only with specific, highlighted consent)
    /**
     * Each version of the health-data consent's text, word for word: an acceptance stays tied to the
     * text it was given on (docs/product.md#account-lgpd). Never edit a version; add one.
     */
    healthLabels: {
      '2026-01':
        'Autorizo o Cuidar a guardar a condição de saúde do paciente e a mostrá-la somente aos cuidadores com quem eu tiver uma reserva.',
      '2026-11':
        'Autorizo o Cuidar a guardar os dados de saúde do paciente (a condição de saúde, o cartão de emergência e o diário de cuidados) e a mostrá-los somente aos cuidadores com quem eu tiver uma reserva; o diário de cuidados, também aos familiares que eu convidar.',
    },
    healthRequired: 'Para guardar a condição de saúde, marque a autorização de uso dos dados de saúde.',
    healthWithdrawn: 'Autorização retirada: a condição de saúde, o cartão de emergência e o diário de cuidados foram apagados.',
  },
  address: {
    // One set for every address form. The prototype worded the CEP rule two ways (family form: '8
    // dígitos'; wizard: 'Formato: XXXXX-XXX'); the input masks what is typed, so the count is what
    // can go wrong.
    cepInvalid: 'CEP deve ter 8 dígitos',
    ruaRequired: 'Rua é obrigatória',
    numeroRequired: 'Número é obrigatório',
    bairroRequired: 'Bairro é obrigatório',
    cidadeRequired: 'Cidade é obrigatória',
    estadoRequired: 'Estado é obrigatório',
    complementoTooLong: 'O complemento pode ter no máximo 120 caracteres', // ours
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
    birthDateInvalid: 'Data de nascimento inválida', // ours
    accountCreatedTitle: 'Conta criada!', // ours
    accountCreated: (email: string) =>
      `Enviamos um link de confirmação para ${email}. Confirme seu email para concluir o cadastro; enquanto isso, continue preenchendo as próximas etapas.`, // ours
    accountExists: 'Conta já criada. Confirme seu email pelo link que enviamos antes de finalizar.', // ours
    confirmEmailTitle: 'Confirme seu email para concluir', // ours
    confirmEmail: (email: string) =>
      `Abra o link que enviamos para ${email}. Se abrir neste navegador, volte aqui e toque em “Finalizar cadastro” de novo; se confirmou em outro aparelho, entre com sua senha abaixo.`, // ours
    familyAccount: 'Você entrou com uma conta de família. Para se cadastrar como cuidador, saia e crie uma conta de cuidador.', // ours
    progressRestored: 'Continuamos de onde você parou.', // ours
    filesNotKept: 'Por segurança, os arquivos escolhidos não ficam guardados no navegador: adicione-os de novo.', // ours
    uploadsPending: 'Aguarde o envio dos certificados terminar.', // ours
    uploadsFailed: 'Alguns certificados não foram enviados. Tente de novo ou remova-os para continuar.', // ours
  },
  certificates: {
    tooLarge: 'Arquivo muito grande (máx 5MB)', // ours: the body was refused before its name was read
    invalidName: (file: string) => `Nome de arquivo inválido: ${file}`, // ours
    missingFile: 'Escolha um arquivo para enviar.', // ours
    tooMany: (max: number) => `Você pode enviar até ${max} certificados.`, // ours
    notFound: 'Certificado não encontrado. Envie o arquivo de novo.', // ours
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
    priceInvalid: 'Informe um preço válido, por exemplo 50,00', // ours
    priceMax: 'O preço por hora deve ser de no máximo R$ 10.000,00', // ours
    priceBelowMin: (min: string) => `O preço por hora deve ser de pelo menos ${min}`, // ours
    bigRateChange: (from: string, to: string) =>
      `Seu preço muda mais da metade: de ${from} para ${to} por hora. Confirme se é isso mesmo.`, // ours
    skillTooLong: (max: number) => `Cada competência pode ter no máximo ${max} caracteres`, // ours
    tooManySkills: (max: number) => `Você pode cadastrar até ${max} competências`, // ours
    skillDuplicate: 'Essa competência já está na lista', // ours
    bioTooLong: (max: number) => `O texto pode ter no máximo ${max} caracteres`, // ours
    noSkills: 'Nenhuma competência cadastrada',
    noAvailability: 'Nenhuma disponibilidade cadastrada',
    notRegistered: 'Você ainda não concluiu seu cadastro de cuidador.', // ours
    ageInvalid: 'A idade deve ser um número inteiro entre 0 e 130', // ours
    familyInfoEmpty: 'Nenhuma informação cadastrada', // ours
    patientEmpty: 'Nenhum dado do paciente cadastrado', // ours
  },
  chat: {
    needsLogin: 'Você precisa estar logado para usar o chat',
    startFailed: 'Não foi possível iniciar o chat',
    sendFailed: 'Não foi possível enviar a mensagem',
    sendError: 'Erro ao enviar mensagem',
    emptyMessage: 'Mensagem não pode estar vazia',
    tooLong: 'A mensagem pode ter no máximo 2000 caracteres.', // ours
    noConversation: 'Conversa não encontrada.', // ours
    familyStarts: 'As conversas começam pela família, a partir do perfil do cuidador.', // ours
    tooManyMessages: 'Você enviou muitas mensagens em pouco tempo. Aguarde um instante e tente novamente.', // ours
  },
  booking: {
    // ours: the price row of a booking's details, by how it was priced
    detailsHourlyLabel: 'Valor por hora',
    detailsPriceLabel: 'Preço',
    detailsPlanPrice: 'Plantões do seu plano de cuidado, pagos pela conta do plano',
    detailsSingleShiftPrice: 'Plantão Avulso: preço fechado',
    quoteLoading: 'Calculando...', // ours
    quoteUnavailable: 'Mostrado no pagamento', // ours: the quote could not be read; the payment page shows the total
    createFailed: 'Erro ao criar reserva',
    createFailedDetail: 'Ocorreu um erro ao criar a reserva',
    authRequiredTitle: 'Autenticação necessária',
    authRequired: 'Por favor, faça login para concluir o agendamento',
    noRowsTitle: 'Erro inesperado',
    noRows: 'Nenhuma reserva foi criada',
    created: 'Reserva criada com sucesso!',
    createdDetail: (days: number) => `${formatCount(days, 'dia', 'dias')}. O cuidador será notificado.`, // ours
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
    // ours: server rules the prototype did not have
    pastDate: 'Escolha uma data a partir de hoje.',
    invalidDate: 'Data inválida. Escolha um dia do calendário.',
    tooLong: (days: number) => `Uma solicitação pode ter no máximo ${days} dias. Para um período maior, divida em mais de uma solicitação.`,
    tooManyOpenWithCaregiver: (count: number) =>
      `Você já tem ${count} solicitações aguardando resposta deste cuidador. Aguarde a resposta ou cancele uma delas antes de pedir outra.`,
    tooManyOpen: (count: number) =>
      `Você já tem ${count} solicitações aguardando resposta. Aguarde as respostas ou cancele alguma antes de pedir outra.`,
    tooManyRequests: 'Você fez muitas solicitações de reserva em pouco tempo. Aguarde um pouco e tente novamente.',
    beyondHorizon: 'As reservas podem ser feitas para até 90 dias a partir de hoje.',
    endBeforeStart: 'A data final deve ser igual ou posterior à data inicial.',
    startTimePassed: 'Esse horário de hoje já passou. Escolha um horário futuro.',
    caregiverNotFound: 'Cuidador não encontrado.',
    unavailable: (date: string) => `O cuidador não tem disponibilidade em ${date} nesse horário.`,
    slotTaken: 'Este cuidador já tem uma reserva nesse horário. Escolha outro dia ou horário.',
    ownBooking: 'Você não pode reservar a si mesmo.',
    familyOnly: 'Apenas contas de família podem agendar cuidadores.',
    notPending: 'Esta reserva não está mais aguardando resposta.',
    cannotCancel: 'Esta reserva não pode mais ser cancelada.',
    cancelReasonRequired: 'Conte o motivo do cancelamento de uma reserva já confirmada.',
    accepted: 'Reserva aceita. A família foi avisada.',
    declined: 'Reserva recusada. A família foi avisada.',
    cancelled: 'Reserva cancelada.',
    reviewNotAllowed: 'Só é possível avaliar um atendimento concluído.',
    reviewExists: 'Você já avaliou este atendimento.',
    reviewStars: 'Escolha de 1 a 5 estrelas.',
    reviewSent: 'Avaliação enviada. Obrigado!',
    idempotencyKey: 'Requisição inválida. Recarregue a página e tente novamente.',
    // ours: before and after accepting (docs/product.md#request-details, #cancellation-policy)
    cancelReasonChoose: 'Escolha o motivo do cancelamento.',
    cancelReasonDescribe: 'Descreva o motivo do cancelamento.',
    cancelledByCaregiver: 'Reserva cancelada. A família foi avisada.',
    cancelQuoteFamilyEarly: (refund: string) =>
      `Faltam mais de 24 horas para o início: pela política de cancelamento, ${refund} (o valor integral) serão devolvidos a você.`,
    cancelQuoteFamilyLate: (toCaregiver: string, refund: string) =>
      `Faltam menos de 24 horas para o início: pela política de cancelamento, ${toCaregiver} (metade do primeiro dia) ficam com o cuidador e ${refund} serão devolvidos a você.`,
    cancelQuoteCaregiver: (refund: string) =>
      `A família recebe de volta ${refund}, o valor integral. O cancelamento fica registrado no seu histórico de confiabilidade.`,
    cancelQuoteFeeKept: (fee: string) => `A taxa da plataforma (${fee}) não é devolvida.`,
    // ours: a care plan's booking (docs/product.md#plan-care): its money goes back to the plan, not to a card
    cancelQuoteToPlanFamily: 'Como esta reserva é do seu plano, o valor devolvido volta para a conta do plano no Cuidar. O que sobrar nela quando o plano terminar volta para o seu cartão.',
    cancelQuoteToPlanCaregiver: 'Esta reserva é de um plano: o valor devolvido volta para a conta do plano da família.',
    cancelFreesDays: 'Os dias voltam a ficar livres na agenda do cuidador.',
    cancelQuoteDelivered: (amount: string) => `A reserva já começou: os dias já iniciados (${amount}) são pagos ao cuidador normalmente.`,
    cancelQuoteFamilyAfterStart: (toCaregiver: string, refund: string) =>
      `Dos dias que ainda não começaram, ${toCaregiver} (metade do próximo dia) ficam com o cuidador e ${refund} serão devolvidos a você.`,
    cancelQuoteCaregiverAfterStart: (refund: string) =>
      `A família recebe de volta ${refund}, o valor dos dias que ainda não começaram. O cancelamento fica registrado no seu histórico de confiabilidade.`,
    detailsLoadFailed: 'Não foi possível carregar os detalhes da solicitação.',
    noNeedsInformed: 'A família ainda não informou as necessidades.',
    patientNotShared: 'A família não compartilhou o resumo do paciente.',
    conditionNotShared: 'Condição de saúde não compartilhada pela família.',
  },
  /** Paying for a booking (docs/product.md#booking-payments). All ours. */
  bookingPayment: {
    pageTitle: 'Pagamento da reserva',
    sandboxBadge: 'Ambiente de teste',
    sandboxNote: 'Nenhum valor é cobrado neste ambiente.',
    pricePerDay: 'Preço por dia',
    days: 'Dias',
    subtotal: 'Subtotal',
    fee: (percent: string) => `Taxa de serviço (${percent} %)`,
    feeNoPercent: 'Taxa de serviço',
    total: 'Total',
    chooseMethod: 'Como você quer pagar?',
    card: 'Cartão de crédito',
    pix: 'Pix',
    payWithTestCard: 'Pagar com cartão de teste',
    payWithCard: 'Pagar com cartão',
    showPix: 'Gerar código Pix',
    pixCopyPaste: 'Pix copia e cola',
    pixCopy: 'Copiar código',
    pixCopied: 'Código copiado',
    pixQrAlt: 'QR code do Pix',
    simulatePix: 'Simular pagamento do Pix',
    timeLeft: (time: string) => `Tempo restante para pagar: ${time}`,
    waiting: 'Aguardando a confirmação do pagamento…',
    paid: 'Pagamento confirmado! O cuidador foi avisado da sua solicitação.',
    expired: 'O prazo para pagar esta solicitação terminou e o horário foi liberado. Faça uma nova solicitação se ainda quiser.',
    notPayable: 'Esta solicitação não está mais aguardando pagamento.',
    pay: 'Pagar',
    unavailable: 'Pagamentos indisponíveis no momento. Tente novamente mais tarde.',
    startFailed: 'Não foi possível iniciar o pagamento. Tente novamente.',
    holdNote: 'O horário fica reservado para você por 30 minutos enquanto o pagamento não é confirmado. O cuidador só recebe a solicitação depois do pagamento.',
    refundNote: 'Se o cuidador recusar ou não responder, o valor volta integralmente para você.',
    quoteFailed: 'Não foi possível calcular o valor. Tente novamente.',
    providerDescription: (caregiver: string, period: string) => `Cuidar — atendimento de ${caregiver} (${period})`,
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
    noBookings: 'Nenhuma reserva para este dia',
    fieldsRequired: 'Preencha a data e o horário de início e de fim', // ours
    dateInvalid: 'Data inválida', // ours
    timeInvalid: 'Horário inválido', // ours
    endAfterStart: 'O fim da disponibilidade deve ser depois do início', // ours
    inPast: 'Não é possível cadastrar disponibilidade que já terminou', // ours
    tooLong: (days: number) => `Uma disponibilidade pode durar no máximo ${days} dias`, // ours
    overlap: (slot: string) => `Este horário se sobrepõe a outra disponibilidade sua (${slot}). Edite a existente ou escolha outro horário.`, // ours
    overlapGeneric: 'Este horário se sobrepõe a outra disponibilidade sua. Edite a existente ou escolha outro horário.', // ours
    rangeInvalid: 'Período inválido', // ours
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
    successTitle: 'Pagamento Confirmado!',
    familyOnly: 'Os planos de cuidado são contratados por famílias. Entre com uma conta de família para continuar.', // ours
    alreadyHasPlan: 'Você já tem um plano ativo. Acompanhe-o no seu painel.', // ours
    unavailable: 'O pagamento está indisponível no momento. Tente novamente mais tarde.', // ours
    sessionNotFound: 'Não encontramos este pagamento.', // ours
    sessionClosed: 'Este pagamento não está mais disponível. Escolha o plano novamente.', // ours
    waiting: 'Estamos confirmando seu pagamento...', // ours
    stillWaiting: 'O pagamento ainda não foi confirmado pelo provedor. Assim que for, o plano aparece no seu painel.', // ours
    notCompleted: 'O pagamento não foi concluído. Nenhum valor foi cobrado.', // ours
    invalidSignature: 'Assinatura do evento de pagamento inválida.', // ours
    withdrawalRight:
      'Direito de arrependimento: você pode desistir em até 7 dias da contratação e receber de volta o valor pago (art. 49 do Código de Defesa do Consumidor).', // ours
    canceledAtPeriodEndTitle: 'Cancelamento agendado', // ours
    canceledAtPeriodEnd: 'Seu plano continua valendo até o fim do período já pago. Não haverá novas cobranças.', // ours
    cancelFailed: 'Não foi possível cancelar o plano. Tente novamente.', // ours
    refundedTitle: 'Reembolso solicitado', // ours
    refunded: 'Seu plano foi encerrado e o valor pago será devolvido no mesmo cartão.', // ours
    refundFailed: 'Não foi possível pedir o reembolso. Tente novamente ou fale com o suporte.', // ours
    refundWindowClosed: 'O prazo de 7 dias para desistir com reembolso já terminou.', // ours
    planNotOpen: 'Este plano não está ativo.', // ours
    loadPlanFailed: 'Não foi possível carregar o seu plano.', // ours
    providerDescription: (duration: string) => `Plano de cuidado: ${duration}, cobrança mensal.`, // ours: shown on the card provider's page
  },
  landing: landingMessages,

  settings: {
    // ours: Configurações (account security and LGPD self-service, issue 8)
    currentPasswordRequired: 'Digite sua senha atual',
    wrongPassword: 'Senha incorreta.',
    samePassword: 'A nova senha deve ser diferente da atual.',
    passwordChanged: 'Senha alterada! As outras sessões foram encerradas.',
    sameEmail: 'Este já é o seu email.',
    emailChangeSent: (email: string) =>
      `Enviamos um link de confirmação para ${email}. Seu email só muda depois que você abrir esse link.`,
    emailInUse: 'Este email já está em uso por outra conta.',
    emailChanged: 'Email alterado com sucesso!',
    emailChangedText: 'A partir de agora, entre no Cuidar com o novo email.',
    sessionRevoked: 'Sessão encerrada.',
    otherSessionsRevoked: 'As outras sessões foram encerradas.',
    cannotRevokeCurrent: 'Esta é a sessão que você está usando. Para encerrá-la, use o botão Sair.',
    sessionsLoadFailed: 'Não foi possível carregar suas sessões.',
    exportFailed: 'Não foi possível gerar o arquivo com seus dados. Tente novamente.',
    exportReady: 'Download iniciado: o arquivo .zip tem todos os seus dados.',
    deleteFailed: 'Não foi possível excluir sua conta agora. Nada foi apagado; tente novamente.',
    deleteConfirmRequired: 'Marque a confirmação para continuar.',
    // ours: a caregiver who leaves with money to receive (docs/product.md#deletion-payout)
    giveUpRequired: 'Marque que abre mão do valor, ou cadastre antes para onde enviar o seu dinheiro.',
    deletionNeedsDestination: (amount: string, viaStripe: boolean) =>
      `Você tem ${amount} a receber e ainda não ${viaStripe ? 'tem uma conta de recebimento pronta no Stripe' : 'cadastrou uma chave Pix'} para onde enviar. ${viaStripe ? 'Conclua a conta de recebimento' : 'Cadastre a chave Pix'} no seu perfil antes de excluir a conta, ou marque que abre mão desse valor.`,
    deletionAmountChanged: (amount: string) => `O valor que você tem a receber mudou: agora são ${amount}. Confira e confirme de novo.`,
    deletionDestinationUnknown: 'Não foi possível confirmar sua conta de recebimento no Stripe agora. Nada foi apagado; tente novamente em alguns minutos.',
    accountDeleted: 'Sua conta foi excluída.',
    accountDeletedText: 'Seus dados pessoais foram apagados. Enviamos uma confirmação para o seu email.',
    deletedName: 'Conta excluída',
    deletedMessage: 'Mensagem apagada (conta excluída).',
    counterpartDeleted: 'Esta conta foi excluída. Não é possível enviar mensagens.',
    deletionCancelReason: 'Conta excluída',
    consentAccepted: 'Autorização registrada.',
    consentsLoadFailed: 'Não foi possível carregar suas autorizações.',
    consentNotForRole: 'Esta autorização é só para contas de família.',
    healthReadsLoadFailed: 'Não foi possível carregar o registro de acessos.',
    // ours: 'Quem viu os dados de saúde' (docs/product.md#relatives)
    healthReadsDescription:
      'Só cuidadores com uma reserva com você e os familiares que você convidou (o diário de cuidados) podem ver os dados de saúde do paciente. Cada vez que alguém os abre, fica registrado aqui.',
    healthReadsEmpty: 'Ninguém viu os dados do paciente até agora.',
    healthReadsRelative: 'familiar convidado',
  },
  twoFactor: {
    // ours: two-factor sign-in (TOTP from an authenticator app, recovery codes)
    codeRequired: 'Digite o código de 6 dígitos do aplicativo autenticador.',
    codeFormat: 'O código tem 6 dígitos, só números.',
    invalidCode: 'Código incorreto ou vencido. Confira se o horário do celular está certo e tente de novo.',
    recoveryCodeRequired: 'Digite um dos seus códigos de recuperação.',
    recoveryCodeFormat: 'O código de recuperação tem 10 letras e números, como ABCDE-12345.',
    invalidRecoveryCode: 'Código de recuperação incorreto ou já usado.',
    signInExpired: 'O tempo para digitar o código acabou. Entre com seu email e senha de novo.',
    tooManyAttempts: 'Muitas tentativas com código errado. Aguarde alguns minutos e entre com sua senha de novo.',
    alreadyEnabled: 'A verificação em duas etapas já está ativada.',
    notEnabled: 'A verificação em duas etapas não está ativada.',
    setupExpired: 'Comece a ativação de novo: o código não corresponde à configuração em andamento.',
    enabled: 'Verificação em duas etapas ativada. Guarde seus códigos de recuperação.',
    disabled: 'Verificação em duas etapas desativada.',
    recoveryCodesRenewed: 'Novos códigos de recuperação gerados. Os anteriores não valem mais.',
    requiredForRole: 'Ative a verificação em duas etapas para continuar.',
    requiredForOperators: 'Contas de operador não podem desativar a verificação em duas etapas. Para trocar de celular, gere novos códigos de recuperação ou peça ajuda a outro operador.',
  },
  caregiverVerification: {
    // ours: caregiver verification (docs/product.md#verification)
    cpfRequired: 'Digite seu CPF',
    cpfInvalid: 'CPF inválido. Confira os números.',
    notAllowed: 'Esta mudança de situação não é permitida.',
    reasonRequired: 'Escolha o motivo.',
    checklistIncomplete: 'Marque todos os itens da verificação antes de aprovar.',
    badge: 'Verificado',
    badgeSince: verifiedBadgeMessages.badgeSince,
    badgeChecked: verifiedBadgeMessages.badgeChecked,
    referenceNameRequired: 'Digite o nome da referência',
    referenceRelationRequired: 'Diga de onde conhece esta pessoa (ex.: ex-empregadora)',
    cpfTaken: 'Este CPF já está em outro cadastro. Se for seu, fale com o suporte.',
    documentKindInvalid: 'Escolha qual documento está enviando.',
    issueDateRequired: 'Informe a data de emissão da certidão',
    issueDateFuture: 'A data de emissão não pode ser no futuro.',
    certificateExpired: 'Esta certidão já venceu (vale 90 dias a partir da emissão). Emita uma nova no site da Polícia Federal.',
    tooManyFiles: 'Você já enviou arquivos suficientes deste documento. Remova um para enviar outro.',
    locked: 'Seus documentos estão em análise ou aprovados e não podem ser alterados agora.',
    incomplete: 'Ainda falta algo no seu cadastro. Confira os itens pendentes.',
    noProfile: 'Termine o cadastro antes de enviar seus documentos.',
    submitted: 'Cadastro enviado para análise. Avisaremos por email quando houver uma decisão.',
    saved: 'Dados de verificação salvos.',
    loadFailed: 'Não foi possível carregar a situação da sua verificação.',
    /** The dashboard card: what the state means for the caregiver. */
    stateHelp: {
      cadastro_incompleto: 'Complete os itens abaixo e envie seu cadastro para análise. Enquanto isso, as famílias ainda não encontram você.',
      em_analise: 'Recebemos seu cadastro. Nossa equipe está conferindo documentos e referências e fará uma entrevista com você. Enquanto isso, as famílias ainda não encontram você.',
      aprovado: 'Seu cadastro foi verificado. As famílias já encontram você nas buscas.',
      reprovado: 'Seu cadastro não foi aprovado. Veja o motivo, corrija e envie de novo.',
      suspenso: 'Seu cadastro está suspenso e não aparece para as famílias. Fale com o suporte se tiver dúvidas.',
      verificacao_vencida: 'Sua certidão de antecedentes venceu. Envie uma nova para voltar a aparecer nas buscas. Suas reservas confirmadas continuam valendo.',
    },
    missing: {
      cpf: 'Informar seu CPF',
      identidade: 'Enviar documento de identidade (RG ou CNH)',
      antecedentes_federal: 'Enviar certidão de antecedentes da Polícia Federal dentro da validade',
      referencias: 'Informar duas referências profissionais',
    },
    validUntil: (day: string) => `Certidão de antecedentes válida até ${day}`,
    latestDecision: 'Motivo informado pela equipe',
    // Renewal of the criminal-records certificate (docs/product.md#verification-renewal)
    renewalTitle: 'Renovar a certidão de antecedentes',
    renewalHelpApproved:
      'A certidão da Polícia Federal vale 90 dias. Emita uma nova e envie aqui: você continua aparecendo para as famílias enquanto nossa equipe confere.',
    renewalHelpExpired: 'Envie a nova certidão da Polícia Federal. Seu perfil volta a aparecer para as famílias assim que nossa equipe aceitar.',
    renewalFile: 'Arquivo da nova certidão (PDF ou foto)',
    renewalIssueDate: 'Data de emissão',
    renewalSend: 'Enviar nova certidão',
    renewalSent: 'Nova certidão enviada. Avisaremos por email quando a equipe conferir.',
    renewalPending: (day: string) => `Nova certidão emitida em ${day} aguardando a equipe.`,
    renewalAccepted: (day: string) => `Nova certidão aceita. Válida até ${day}.`,
    renewalRefused: 'A nova certidão não foi aceita.',
    renewalNotAllowed: 'Só é possível enviar uma nova certidão com o cadastro aprovado ou com a verificação vencida.',
    renewalAlreadyPending: 'Você já enviou uma nova certidão. Aguarde a equipe conferir.',
    renewalNotNewer: 'A nova certidão precisa ter sido emitida depois da que você já enviou.',
    renewalFileRequired: 'Escolha o arquivo da nova certidão.',
  },
  operatorDesk: {
    // ours: the company's back-office (docs/product.md#operators)
    title: 'Painel da equipe',
    navHome: 'Início',
    navCaregivers: 'Cuidadores',
    navReports: 'Denúncias',
    navContact: 'Contato',
    navDisputes: 'Disputas',
    disputesOpen: 'Problemas em reservas',
    openDisputes: 'Ver disputas',
    navPayments: 'Pagamentos',
    paymentsStuck: 'Devoluções e repasses parados',
    openPayments: 'Ver pagamentos',
    roleLabel: 'Equipe Cuidar',
    twoFactorSetupTitle: 'Ative a verificação em duas etapas',
    twoFactorSetupText:
      'O painel da equipe mostra documentos e dados pessoais. Antes de abri-lo, ative a entrada com o código de um aplicativo autenticador (Google Authenticator, Microsoft Authenticator, Authy ou outro).',
    homeTitle: 'Hoje na Cuidar',
    homeIntro: 'O que precisa de alguém da equipe agora.',
    waiting: 'Cuidadores aguardando análise',
    oldestWait: (since: string) => `O mais antigo espera desde ${since}`,
    nobodyWaiting: 'Ninguém na fila',
    reportsOpen: 'Denúncias abertas',
    pendingBookings: 'Reservas pendentes há mais de 12 h',
    failedEmails: 'Emails que falharam',
    openQueue: 'Abrir a fila',
    openReports: 'Ver denúncias',
    summaryFailed: 'Não foi possível carregar os números de hoje.',
    queueTitle: 'Cuidadores',
    queueIntro: 'Em ordem de chegada: quem espera há mais tempo aparece primeiro.',
    filterState: 'Situação',
    filterAge: 'Tempo na situação',
    queueEmpty: 'Nenhum cuidador nesta situação.',
    queueFailed: 'Não foi possível carregar a fila.',
    queueCount: (total: number) => (total === 1 ? '1 cuidador' : `${total} cuidadores`),
    waitingFor: (days: string) => `há ${days}`,
    review: 'Analisar',
    previousPage: 'Página anterior',
    nextPage: 'Próxima página',
    pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
    backToQueue: 'Voltar para a fila',
    reviewFailed: 'Não foi possível carregar o cadastro.',
    sectionProfile: 'Perfil',
    sectionDocuments: 'Documentos',
    sectionReferences: 'Referências',
    sectionChecklist: 'Verificação',
    sectionDecisions: 'Histórico de decisões',
    sectionBookings: 'Reservas confirmadas',
    bookingsToHandle: 'O cuidador está suspenso: fale com cada família destas reservas e combine o que fazer.',
    noBookings: 'Nenhuma reserva confirmada em aberto.',
    noDocuments: 'Nenhum documento enviado.',
    noReferences: 'Nenhuma referência informada.',
    noDecisions: 'Nenhuma decisão registrada.',
    cpf: 'CPF',
    showCpf: 'Mostrar CPF completo',
    cpfNotGiven: 'Não informado',
    openDocument: 'Abrir',
    documentOpensLogged: 'Cada documento aberto fica registrado com o seu nome.',
    issuedOn: (date: string) => `Emitida em ${date}`,
    validUntil: (date: string) => `válida até ${date}`,
    antecedentesExpired: 'Certidão vencida ou não informada',
    checkDone: (who: string, when: string) => `Marcado por ${who} em ${when}`,
    checkNote: 'Nota',
    checkNoteReference: 'O que a referência disse',
    checkNoteInterview: 'Como foi a entrevista',
    interviewDate: 'Data da entrevista',
    saveCheck: 'Salvar item',
    clearCheck: 'Desmarcar',
    checkSaved: 'Item da verificação salvo.',
    checkCleared: 'Item desmarcado.',
    noteRequired: 'Escreva a nota deste item.',
    interviewDateRequired: 'Informe a data da entrevista.',
    noteTooLong: 'A nota deve ter no máximo 1.000 caracteres.',
    checklistOnlyInReview: 'A verificação só pode ser alterada enquanto o cadastro está em análise.',
    approve: 'Aprovar',
    refuse: 'Reprovar',
    suspend: 'Suspender',
    reinstate: 'Retirar suspensão',
    approveHint: 'Aprovar libera o cuidador para aparecer nas buscas das famílias.',
    approveBlocked: 'Para aprovar, conclua todos os itens da verificação com a certidão de antecedentes válida.',
    reason: 'Motivo',
    chooseReason: 'Escolha o motivo',
    observation: 'Observação',
    observationHintRefuse: 'O cuidador recebe este texto com o motivo: diga o que ele precisa corrigir.',
    observationHint: 'O cuidador recebe este texto com o motivo.',
    refusalNoteRequired: 'Explique ao cuidador o que precisa ser corrigido.',
    confirm: (action: string) => `Confirmar: ${action}`,
    cancel: 'Cancelar',
    decided: {
      aprovar: 'Cuidador aprovado. Ele já aparece para as famílias.',
      reprovar: 'Cadastro reprovado. O cuidador foi avisado.',
      suspender: (declined: number) =>
        declined === 0 ? 'Cuidador suspenso e oculto das buscas.' : `Cuidador suspenso. ${declined === 1 ? '1 solicitação pendente foi recusada' : `${declined} solicitações pendentes foram recusadas`} e as famílias foram avisadas.`,
      reativar: 'Suspensão retirada.',
    },
    staleDecision: 'Outra pessoa da equipe mudou este cadastro enquanto você analisava. Confira a situação atual.',
    decisionBy: (who: string) => `por ${who}`,
    decisionBySystem: 'automático',
    decisionByCaregiver: 'pelo cuidador',
    documentNotFound: 'Documento não encontrado.',
    // Renewals of the criminal-records certificate (docs/product.md#verification-renewal)
    navRenewals: 'Renovações',
    renewalsTitle: 'Renovações de antecedentes',
    renewalsIntro: 'Certidões novas enviadas por cuidadores já verificados. Confira só a certidão: as demais etapas já foram feitas.',
    renewalsWaiting: 'Renovações aguardando',
    renewalsEmpty: 'Nenhuma renovação aguardando.',
    renewalTitle: (name: string) => `Renovação de ${name}`,
    renewalCurrent: 'Certidão atual',
    renewalNew: 'Nova certidão',
    renewalIssued: (day: string) => `Emitida em ${day}`,
    renewalValidUntil: (day: string) => `Válida até ${day}`,
    renewalWouldBeValid: (day: string) => `Se aceita, a verificação vale até ${day}`,
    renewalSentAt: (when: string) => `Enviada em ${when}`,
    renewalOpenDocument: 'Abrir a certidão',
    renewalNoDocument: 'O arquivo desta certidão foi apagado depois da recusa.',
    renewalAccept: 'Aceitar certidão',
    renewalRefuse: 'Recusar certidão',
    renewalRefuseNote: 'O que o cuidador precisa saber (opcional)',
    renewalAccepted: 'Certidão aceita. O cuidador foi avisado.',
    renewalRefused: 'Certidão recusada. O cuidador foi avisado.',
    renewalAlreadyDecided: 'Esta renovação já foi decidida por outra pessoa da equipe.',
    renewalDecided: (status: string, when: string) => `${status} em ${when}`,
    renewalPendingBadge: 'Renovação de antecedentes aguardando',
  },
  signInLock: {
    // ours: the sign-in lockout and its way out by e-mail (docs/product.md#security)
    locked: (minutes: number) =>
      `Muitas tentativas erradas nesta conta. Por segurança, a entrada está bloqueada por até ${minutes} minutos. Se a conta for sua, enviamos ao seu email um link para entrar agora.`,
    unlockInvalid: 'Este link para liberar o acesso é inválido ou venceu. Tente entrar de novo para receber outro.',
    unlocked: 'Acesso liberado neste aparelho. Entre com seu email e senha.',
  },
  securityActivity: {
    // ours: Configurações → 'Atividade recente de segurança'
    sign_in: 'Entrada na conta',
    sign_in_failed: 'Tentativa de entrada com senha errada',
    account_locked: 'Entrada bloqueada por muitas tentativas erradas',
    sign_in_unlocked: 'Acesso liberado pelo link do email',
    password_changed: 'Senha alterada',
    password_reset: 'Senha redefinida pelo link do email',
    email_change_requested: 'Pedido de troca de email',
    email_changed: 'Email alterado',
    session_revoked: 'Sessão encerrada em outro aparelho',
    other_sessions_revoked: 'Outras sessões encerradas',
    two_factor_enabled: 'Verificação em duas etapas ativada',
    two_factor_disabled: 'Verificação em duas etapas desativada',
    recovery_codes_renewed: 'Novos códigos de recuperação gerados',
    recovery_code_used: 'Entrada com código de recuperação',
    data_exported: 'Download dos seus dados',
    payout_key_changed: 'Chave Pix para recebimentos alterada',
    payout_key_removed: 'Chave Pix para recebimentos removida',
    payout_account_connected: 'Conta de recebimento conectada no Stripe',
    loadFailed: 'Não foi possível carregar a atividade de segurança.',
    empty: 'Nenhuma atividade registrada ainda.',
  },
  contact: contactMessages,
  reports: {
    // ours: 'Denunciar' and the operator's desk (docs/product.md#reports, docs/product.md#contact)
    button: 'Denunciar',
    dialogTitle: (alvo: string) => `Denunciar ${alvo}`,
    dialogText: 'Conte o que aconteceu. Nossa equipe analisa cada denúncia e avisa você do resultado; a outra pessoa não fica sabendo quem denunciou.',
    reasonLabel: 'Motivo',
    descricaoLabel: 'O que aconteceu (opcional)',
    submit: 'Enviar denúncia',
    submitting: 'Enviando...',
    sent: 'Denúncia enviada. Nossa equipe vai analisar e avisar você do resultado.',
    alreadySent: 'Você já denunciou isto. Nossa equipe está analisando e avisará você do resultado.',
    targetInvalid: 'Não foi possível identificar o que você quer denunciar.',
    reasonRequired: 'Escolha o motivo da denúncia.',
    descricaoTooLong: 'A descrição pode ter no máximo 2.000 caracteres.',
    notFound: 'Não encontramos o que você quer denunciar.',
    self: 'Você não pode denunciar a si mesmo(a).',
    membersOnly: 'Só famílias e cuidadores podem fazer denúncias.',
    tooMany: 'Você enviou muitas denúncias em pouco tempo. Aguarde um pouco e tente novamente.',
    outcomeRequired: 'Escolha uma decisão.',
    noteRequired: 'Escreva uma nota sobre a decisão.',
    noteTooLong: 'A nota pode ter no máximo 2.000 caracteres.',
    warningRequired: 'Escreva o texto da advertência que a pessoa vai receber.',
    warningTooLong: 'A advertência pode ter no máximo 2.000 caracteres.',
    alreadyResolved: 'Esta denúncia já foi tratada.',
    onlyCaregivers: 'Só é possível suspender cuidadores. Para uma família, advirta ou arquive.',
    familySuspended: (cancelled: number) =>
      `Denúncia resolvida e conta da família suspensa. ${cancelled === 0 ? 'Nenhuma solicitação pendente.' : cancelled === 1 ? '1 solicitação pendente foi cancelada.' : `${cancelled} solicitações pendentes foram canceladas.`} Confira as reservas confirmadas abaixo.`,
    familyAccountTitle: 'Conta da família',
    familyActive: 'Conta ativa',
    familySuspendedSince: (when: string) => `Conta suspensa desde ${when}`,
    familyConfirmedBookings: 'Reservas confirmadas que ainda não terminaram',
    familyNoConfirmedBookings: 'Nenhuma reserva confirmada por vir.',
    familyConfirmedHint: 'Reservas confirmadas não são canceladas automaticamente: ligue para a família e para o cuidador de cada uma.',
    familyLift: 'Retirar suspensão',
    familyLiftReason: 'Motivo para retirar a suspensão',
    familyLiftReasonRequired: 'Escreva o motivo para retirar a suspensão.',
    familyLifted: 'Suspensão retirada. A família foi avisada por email.',
    familyNotSuspended: 'Esta conta não está suspensa.',
    familyAlreadySuspended: 'Esta conta já está suspensa.',
    resolved: 'Decisão registrada. Quem denunciou foi avisado.',
    suspended: 'Denúncia resolvida e cuidador(a) suspenso(a). Confira as reservas na ficha do cuidador.',
    replyRequired: 'Escreva a resposta.',
    replyTooLong: 'A resposta pode ter no máximo 5.000 caracteres.',
    replySent: 'Resposta enviada por email.',
    alreadyAnswered: 'Esta mensagem já foi respondida.',
    replyFailed: 'Não foi possível enviar o email agora. A resposta não foi guardada; tente novamente.',
  },
  reviews: {
    // ours: reviews both ways, double-blind (docs/product.md#reviews)
    windowClosed: 'O prazo para avaliar este atendimento terminou.',
    notAllowed: 'Só é possível avaliar um atendimento concluído.',
    familyReviewExists: 'Você já avaliou esta família neste atendimento.',
    familyReviewSent: 'Avaliação enviada. Ela é privada: a família não a vê.',
    replyEmpty: 'Escreva sua resposta.',
    tooLong: 'O texto pode ter no máximo 1000 caracteres.',
    replyExists: 'Você já respondeu a esta avaliação.',
    replyNotVisible: 'Esta avaliação ainda não foi publicada.',
    replySent: 'Resposta publicada.',
    reviewNotFound: 'Avaliação não encontrada.',
    pendingForFamily: (date: string) => `Será publicada quando o cuidador avaliar o atendimento, ou em ${date}.`,
    published: 'Publicada',
    waitingTitle: 'Atendimentos para avaliar',
    waitingText: 'Avalie as famílias dos atendimentos concluídos. Sua nota é privada: a família não a vê; outros cuidadores veem só a média e o total.',
    waitingEmpty: 'Nenhum atendimento aguardando sua avaliação.',
    familyReviewed: 'A família já avaliou você: a avaliação aparece quando você avaliar a família.',
    deadline: (date: string) => `Avalie até ${date}.`,
    rateFamily: (name: string) => `Avaliar ${name}`,
    rateFamilyDescription: 'Sua nota é privada: a família não a vê. Outros cuidadores veem apenas a média e o total das notas da família.',
    privateNote: 'Observação privada (opcional)',
    replyTo: (name: string) => `Responder a ${name}`,
    replyLabel: 'Sua resposta pública',
    replyHelp: 'Você pode responder uma vez. A resposta aparece no seu perfil, abaixo da avaliação.',
    replyAction: 'Responder',
    sendReply: 'Publicar resposta',
    replyHeading: 'Resposta do cuidador',
    familyRatingTitle: 'Avaliação da família por outros cuidadores',
    familyRatingNone: 'Esta família ainda não foi avaliada por cuidadores.',
    familyRatingSummary: (value: string, countText: string) => `${value} de 5, em ${countText} de cuidadores`,
  },
  reliability: reliabilityMessages,

  /** The live connection and what it brings to screens (ours). */
  live: {
    reconnecting: 'Reconectando…',
    newMessageFrom: (firstName: string) => `Nova mensagem de ${firstName || 'um contato'}`,
    openConversation: 'Abrir conversa',
    unread: (count: number) => (count === 1 ? '1 não lida' : `${count} não lidas`),
    unreadInMenu: (count: number) => (count === 1 ? '1 novidade' : `${count} novidades`),
    /** Screen-reader names of the toast area and its close button (sonner's defaults are English). */
    toasterLabel: 'Avisos (Alt+T)',
    closeToast: 'Fechar aviso',
  },
  /** 'Tive um problema' and the dispute desk (docs/product.md#disputes; ours). */
  disputes: {
    action: 'Tive um problema',
    reasonRequired: 'Escolha o que aconteceu.',
    descriptionRequired: 'Conte o que aconteceu.',
    descriptionTooLong: 'Use no máximo 2000 caracteres.',
    decisionRequired: 'Escolha uma decisão.',
    noteRequired: 'Escreva uma nota para as duas partes.',
    noteTooLong: 'Use no máximo 2000 caracteres.',
    amountInvalid: 'Informe o valor a devolver em reais, por exemplo 150,00.',
    amountTooHigh: (held: string) => `O valor a devolver não pode passar do valor retido (${held}).`,
    windowClosed: 'O prazo para relatar um problema nesta reserva terminou (48 horas após o fim de cada dia).',
    alreadyOpen: 'Já existe um problema em análise nesta reserva.',
    opened: 'Recebemos seu relato. O pagamento fica retido até a equipe do Cuidar decidir.',
    alreadyDecided: 'Outra pessoa da equipe já decidiu esta disputa. Recarregue a página.',
    decided: 'Decisão registrada. As duas partes foram avisadas.',
    familyOnly: 'Apenas a família da reserva pode relatar um problema.',
    // The dialog repeats each day's booked and actual times (docs/product.md#visits)
    actualTimesTitle: 'Horários destes dias',
    actualTimesHint: 'Reservado ao lado do que foi registrado na chegada e na saída.',
    noShowDay: 'Falta registrada: o valor deste dia já foi devolvido',
  },
  /** Ours: the operators' 'Pagamentos' (docs/product.md#operators): asking the provider again, a refund the team made itself. */
  operatorPayments: {
    methodRequired: 'Escolha como a equipe devolveu o valor: Pix ou transferência bancária.',
    referenceRequired: 'Informe a referência da transferência (o identificador do Pix ou o número do comprovante), com pelo menos 4 caracteres.',
    referenceTooLong: 'Use no máximo 120 caracteres na referência.',
    confirmRequired: 'Confirme que o valor já saiu da conta do Cuidar para a família.',
    notFound: 'Este pagamento não está mais parado: outra pessoa da equipe ou a rotina já o concluiu. Recarregue a página.',
    notRefused: 'Só é possível registrar uma devolução feita pela equipe quando o provedor de pagamentos recusou a devolução. Sem resposta do provedor, ele ainda pode devolver: use Tentar agora.',
    notRefundable: 'Só uma devolução a uma família, recusada pelo provedor, pode ser registrada como feita pela equipe.',
    notRetryable: 'Não há o que pedir ao provedor para este saldo: a rotina semanal paga assim que houver para onde transferir.',
    retried: {
      feito: 'O provedor concluiu. A pessoa recebeu o comprovante.',
      falhou: 'O provedor respondeu com erro de novo. Veja a resposta no cartão; a rotina continua pedindo.',
      recusado: 'O provedor recusou o repasse. O valor voltou ao saldo disponível do cuidador, que foi avisado para conferir os dados de recebimento.',
      pendente: 'O provedor aceitou a devolução, mas ainda não a concluiu (por exemplo, por falta de saldo na conta do provedor). O sistema confere de novo a cada rodada.',
      aguardando: 'Este pagamento espera outro provedor de pagamentos, que não está configurado agora. A rotina pede assim que ele estiver.',
    },
    teamRefunded: 'Devolução registrada. A família recebeu o comprovante.',
  },
  /** Ours: 'Saldo e Ganhos', the payout key and the statement (docs/product.md#earnings). */
  payouts: {
    keyTypeRequired: 'Escolha o tipo da chave Pix.',
    keyRequired: 'Digite sua chave Pix.',
    keyInvalid: {
      cpf: 'CPF inválido. Confira os números.',
      email: 'E-mail inválido. Confira o endereço.',
      celular: 'Celular inválido. Digite o DDD e o número, por exemplo (11) 98765-4321.',
      aleatoria: 'Chave aleatória inválida. Copie a chave do aplicativo do seu banco (32 letras e números, com hífens).',
    },
    keySaved: 'Chave Pix salva. Enviamos um e-mail de confirmação.',
    keySaveFailed: 'Não foi possível salvar sua chave Pix. Tente novamente.',
    // With Stripe payouts the money goes to the connected account: no Pix key is asked (ADR 0061).
    keyNotUsed: 'Seus repasses são feitos pelo Stripe, para a sua conta de recebimento: não é preciso cadastrar chave Pix.',
    keyRemoved: 'Chave Pix removida.',
    keyRemoveFailed: 'Não foi possível remover sua chave Pix. Tente novamente.',
    keyRemoveInUse: 'Sua chave Pix é a forma de receber os repasses. Para trocá-la, use Alterar chave Pix.',
    monthInvalid: 'Escolha um mês válido.',
    formatInvalid: 'Escolha CSV ou PDF.',
    loadFailed: 'Não foi possível carregar seus ganhos.',
  },
  /** The booking's contract (docs/product.md#contract). Ours. */
  contract: {
    title: 'Contrato',
    open: 'Abrir',
    download: 'Baixar PDF',
    version: (version: string) => `Modelo ${version}`,
    generatedAt: (when: string) => `Gerado em ${when}`,
    fingerprint: 'SHA-256',
    fingerprintHelp: 'A impressão digital do arquivo: qualquer cópia do contrato pode ser conferida por ela.',
    notYet: 'O contrato é gerado quando o cuidador aceita a reserva.',
    none: 'Esta reserva não tem contrato digital: foi aceita antes de o Cuidar gerar contratos.',
    erased: 'O PDF foi apagado porque uma das contas foi excluída. A versão, a data e a impressão digital continuam guardadas.',
    loadFailed: 'Não foi possível carregar o contrato.',
  },
  /** Payments and refunds as receipts (docs/product.md#receipts). Ours. */
  receipts: {
    cardTitle: 'Pagamentos e recibos',
    cardDescription: 'Os recibos dos seus pagamentos e reembolsos no Cuidar.',
    empty: 'Nenhum pagamento ainda. Quando você pagar uma reserva ou um plano, o recibo aparece aqui.',
    loadFailed: 'Não foi possível carregar os recibos.',
    open: 'Ver recibo',
    download: 'Baixar PDF',
    number: (n: string) => `Recibo nº ${n}`,
    pageTitle: 'Recibo',
    notFound: 'Recibo não encontrado.',
    back: 'Voltar ao painel',
    payer: 'Pago por',
    refundTo: 'Devolvido a',
    payee: 'Recebido por',
    refundFrom: 'Devolvido por',
    description: 'Referente a',
    method: 'Forma de pagamento',
    provider: 'Referência do provedor de pagamento',
    date: 'Data',
    amount: 'Valor',
    sandbox: 'Ambiente de teste: nenhum valor foi cobrado de verdade.',
    sandboxPayout: 'Ambiente de teste: nenhum valor foi transferido de verdade.',
    titles: {
      booking_payment: 'Recibo de pagamento de reserva',
      booking_refund: 'Comprovante de reembolso de reserva',
      plan_payment: 'Recibo de pagamento de plano',
      plan_refund: 'Comprovante de reembolso de plano',
      payout: 'Comprovante de transferência (repasse)',
    },
    methods: { card: 'Cartão', pix: 'Pix', transfer: 'Transferência bancária' },
    cuidarAsIntermediary: (caregiverName: string) => `Cuidar, como intermediário: o valor fica guardado e é liberado a ${caregiverName} depois do atendimento`,
    cuidar: 'Cuidar',
    bookingFor: (caregiverName: string, period: string) => `Atendimento de ${caregiverName}: ${period}`,
    planFor: (planTitle: string) => `Plano ${planTitle}: mensalidade`,
    planLeftoverFor: (planTitle: string) => `Plano ${planTitle}: o que sobrou na conta do plano`,
    subtotal: 'Atendimento (subtotal)',
    fee: 'Taxa de serviço do Cuidar',
    total: 'Total pago',
    refunded: 'Valor devolvido',
    monthly: 'Mensalidade',
    refundReasons: {
      recusada: 'O cuidador recusou a solicitação.',
      expirada: 'O cuidador não respondeu a tempo.',
      cancelada: 'A reserva foi cancelada.',
      pagamento_tardio: 'O pagamento chegou quando a solicitação já não podia ser atendida.',
      disputa: 'A equipe do Cuidar decidiu devolver este valor depois de analisar o problema relatado.',
      plano: 'Desistência do plano no prazo de 7 dias (CDC, art. 49).',
      sobra_do_plano: 'O plano terminou com este valor na conta do plano, sem uso em plantões (dias sem cuidador, plantões cancelados ou faltas).',
      falta: 'O cuidador não compareceu a um dia da reserva (falta registrada).',
    },
    refundNote: 'O valor volta pelo mesmo meio de pagamento; o prazo para aparecer na fatura ou na conta depende do banco.',
    // A refund the provider refused, sent by our team itself (docs/product.md#receipts).
    teamRefund: {
      method: 'Forma de devolução',
      methods: { pix: 'Pix feito pela equipe do Cuidar', transfer: 'Transferência bancária feita pela equipe do Cuidar' },
      reference: 'Referência da transferência',
      note: 'O provedor de pagamentos não conseguiu devolver o valor pelo meio de pagamento original, então a equipe do Cuidar fez a devolução diretamente à família.',
    },
    // A caregiver's payout (docs/product.md#earnings).
    payoutTo: 'Transferido para',
    payoutFrom: 'Transferido por',
    pixKey: 'Chave Pix',
    payoutAccount: 'Conta de recebimento',
    payoutAccountStripe: 'Conta conectada no Stripe',
    payoutDay: 'Dia do repasse',
    payoutWhat: (day: string) => `Repasse semanal do saldo disponível (${day})`,
    payoutDescription: 'Repasse semanal do saldo disponível',
    payoutReference: 'Referência da transferência',
    transferred: 'Valor transferido',
    payoutNote: 'É o seu saldo disponível dos atendimentos concluídos. O extrato do mês, com cada atendimento, está na página Saldo e Ganhos.',
    openPayout: 'Ver comprovante',
    openPayoutReceipt: (amount: string, day: string) => `Ver comprovante da transferência de ${amount} em ${day}`,
  },
  /** The caregiver's Stripe Connect account for payouts (docs/product.md#earnings). Ours. */
  payoutAccount: {
    title: 'Conta para receber os repasses',
    notConnected: 'Os repasses são feitos pelo Stripe, nosso parceiro de pagamentos. Para receber, conecte sua conta: o Stripe pede seus dados e a conta bancária numa página segura dele.',
    incomplete: 'Seu cadastro no Stripe ainda não terminou. Os repasses ficam guardados no seu saldo até ele ser concluído.',
    ready: 'Conta conectada. Os repasses semanais vão para a conta bancária que você cadastrou no Stripe.',
    connect: 'Conectar minha conta',
    resume: 'Continuar cadastro no Stripe',
    opening: 'Abrindo o Stripe...',
    openFailed: 'Não foi possível abrir o cadastro no Stripe agora. Tente novamente em alguns minutos.',
    loadFailed: 'Não foi possível ver a situação da sua conta de recebimento.',
  },
  // Repeating availability and days off (docs/product.md#availability). All ours.
  availabilityPattern: {
    title: 'Repetir toda semana',
    intro: 'Diga em quais dias e horários você costuma trabalhar. Nós colocamos esses horários na sua agenda para os próximos 90 dias, e a agenda continua andando sozinha.',
    none: 'Você ainda não tem horários que se repetem toda semana.',
    create: 'Criar repetição semanal',
    edit: 'Editar repetição',
    remove: 'Apagar repetição',
    save: 'Salvar repetição',
    saving: 'Salvando...',
    addRange: 'Adicionar outro horário',
    removeRange: 'Tirar este horário',
    days: 'Dias da semana',
    from: 'Começa às',
    until: 'Termina às',
    nextDay: 'do dia seguinte',
    validFrom: 'Vale a partir de',
    validUntil: 'Vale até (opcional)',
    validUntilHint: 'Deixe em branco para repetir sem data para terminar.',
    endsNextDay: (time: string) => `até ${time} do dia seguinte`,
    fullDay: (time: string) => `24 horas, até ${time} do dia seguinte`,
    loadFailed: 'Erro ao carregar a repetição semanal e as folgas',
    saved: 'Repetição semanal salva. Os horários já estão na sua agenda.',
    removed: 'Repetição semanal apagada. Os horários que ela criava saíram da agenda.',
    saveFailed: 'Erro ao salvar a repetição semanal',
    removeFailed: 'Erro ao apagar a repetição semanal',
    removeConfirmTitle: 'Apagar a repetição semanal?',
    removeConfirm: 'Os horários futuros criados por ela saem da sua agenda. Horários que você cadastrou um a um continuam.',
    daysRequired: 'Escolha pelo menos um dia da semana',
    rangesRequired: 'Informe pelo menos um horário',
    tooManyRanges: 'Use no máximo 7 horários diferentes',
    rangesOverlap: (a: string, b: string) => `Os horários de ${a} e de ${b} se sobrepõem. Ajuste um deles.`,
    untilBeforeFrom: 'A data final deve ser igual ou depois da data inicial',
    alreadyExists: 'Você já tem uma repetição semanal. Edite a que existe.',
    endedPattern: 'Esta repetição já terminou. Escolha uma data final a partir de hoje.',
    fromSlot: 'Repetição semanal',
    fromSlotHint: 'Vem da repetição semanal: para não trabalhar neste dia, cadastre uma folga; para mudar o horário, edite a repetição.',
    slotFromPattern: 'Este horário vem da sua repetição semanal. Para não trabalhar neste dia, cadastre uma folga; para mudar os horários, edite a repetição.',
    dayOffHere: 'Folga neste dia',
    // Days off ('Folgas').
    daysOffTitle: 'Folgas',
    daysOffIntro: 'Nos dias de folga, os horários da repetição semanal saem da agenda. Horários que você cadastrou um a um continuam; apague-os se não for trabalhar.',
    daysOffEmpty: 'Nenhuma folga marcada.',
    addDayOff: 'Adicionar folga',
    dayOffFrom: 'Primeiro dia de folga',
    dayOffUntil: 'Último dia de folga',
    dayOffSaved: 'Folga salva. Os horários desses dias saíram da agenda.',
    dayOffRemoved: 'Folga apagada. Os horários da repetição voltaram para esses dias.',
    dayOffSaveFailed: 'Erro ao salvar a folga',
    dayOffRemoveFailed: 'Erro ao apagar a folga',
    dayOffRemove: (period: string) => `Apagar a folga ${period}`,
    dayOffEndBeforeStart: 'O último dia de folga deve ser igual ou depois do primeiro',
    dayOffTooLong: (days: number) => `Uma folga pode durar no máximo ${days} dias`,
    dayOffInPast: 'Esta folga já passou. Escolha dias a partir de hoje.',
    dayOffOverlap: 'Você já tem uma folga nesses dias.',
    // The warning before removing time that holds a booking.
    bookingsAffectedTitle: 'Você tem reservas nesse horário',
    bookingsAffectedIntro: (count: number) =>
      count === 1 ? 'Esta mudança tira da sua agenda o horário de uma reserva:' : `Esta mudança tira da sua agenda o horário de ${count} reservas:`,
    bookingsStay:
      "A reserva não é cancelada: ela continua valendo e a família conta com você. Se não puder ir, cancele-a em 'Próximos atendimentos' (no Início ou aqui na Agenda), com 'Cancelar reserva', ou recuse o pedido ainda pendente em 'Solicitações de reserva'; a família é avisada.",
    confirmChange: 'Fazer a mudança mesmo assim',
    checking: 'Verificando suas reservas...',
    bookingsAffected: (list: string) =>
      `Esta mudança tira da sua agenda o horário de reservas (${list}). As reservas continuam valendo; confirme a mudança, ou cancele a reserva em 'Próximos atendimentos'.`,
    keptBookings: (count: number) =>
      count === 1 ? 'A reserva nesse horário continua valendo.' : `As ${count} reservas nesse horário continuam valendo.`,
  },
  // ours: the labour-law guard (docs/product.md#labour-law)
  labourLaw: {
    title: 'Atenção: mais de 2 dias por semana com o mesmo cuidador',
    weekLine: (period: string, days: number) => `Semana de ${period}: ${days} dias com este cuidador`,
    meaning:
      'Pela lei (Lei Complementar 150/2015), quem trabalha para a mesma família mais de 2 dias por semana, de forma contínua, é empregado doméstico. Isso cria um vínculo empregatício: a família passa a ser a empregadora e precisa registrar o cuidador em carteira, fazer os recolhimentos no eSocial e pagar os direitos trabalhistas (como FGTS, férias e 13º salário).',
    optionsIntro: 'Você tem duas opções:',
    rotateOption: 'Alternar cuidadores: no máximo 2 dias por semana com cada um.',
    rotateLink: 'Ver outros cuidadores recomendados',
    formalOption: 'Contratar formalmente: o cuidador passa a ser seu empregado doméstico, com carteira assinada.',
    formalLink: 'Entenda o que é o vínculo empregatício',
    choiceLegend: 'O que você vai fazer? (obrigatório)',
    choices: {
      alternar_cuidadores: 'Vou alternar cuidadores (no máximo 2 dias por semana com cada um)',
      contratar_formalmente: 'Entendo e vou contratar formalmente (registro em carteira)',
    },
    choiceRequired: 'Escolha uma das opções sobre o vínculo empregatício para continuar.',
    notLegalAdvice: 'Esta é uma orientação geral. Em caso de dúvida, consulte um contador ou advogado.',
    // Shown back on the request (both sides).
    recordedTitle: 'Aviso de vínculo empregatício',
    recordedFamily: (choice: string, when: string) => `Você declarou em ${when}: “${choice}”.`,
    recordedCaregiver: (choice: string, when: string) => `Esta reserva passa de 2 dias por semana com a mesma família. A família declarou em ${when}: “${choice}”.`,
    // The plan cards and checkout (docs/product.md#plans).
    planNotice:
      'Cinco dias por semana com o mesmo cuidador formam vínculo empregatício doméstico (Lei Complementar 150/2015). Para evitar isso, cada cuidador cobre no máximo 2 dias por semana (pelo menos três cuidadores para os cinco dias); ou a família registra o cuidador em carteira.',
    planNoticeLink: 'Entenda o vínculo empregatício',
    faqLink: 'Saiba mais sobre o vínculo empregatício',
  },
  // ours: shifts that cross midnight or last 24 h, and weekly series (docs/product.md#bookings)
  shifts: {
    overnight: (start: string, end: string) => `${start} às ${end} do dia seguinte`,
    fullDay: (start: string, end: string) => `${start} às ${end} do dia seguinte (24 horas)`,
    fullDayShort: '24 horas',
    nightHint: (start: string, end: string) => `Plantão noturno: começa às ${start} e termina às ${end} do dia seguinte.`,
    fullDayHint: (start: string) => `Plantão de 24 horas: das ${start} às ${start} do dia seguinte.`,
    // Weekly series
    weekdaysPlural: ['domingos', 'segundas', 'terças', 'quartas', 'quintas', 'sextas', 'sábados'],
    weekdaysShort: ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'],
    weekdaysLong: ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'],
    everyWeek: (days: string) => `Toda semana, às ${days}`,
    weekdaysRequired: 'Escolha pelo menos um dia da semana.',
    weeksInvalid: (max: number) => `Escolha de 1 a ${max} semanas.`,
    seriesTooLong: (max: number) => `Uma série semanal pode ter no máximo ${max} semanas.`,
    seriesEndOrWeeks: 'Escolha até quando a série vai: uma data final ou o número de semanas.',
    seriesEmpty: 'Nenhum dos dias da semana escolhidos cai nesse período.',
    conflictUnavailable: 'sem disponibilidade',
    conflictBooked: 'já reservado',
    seriesConflicts: (list: string) => `Alguns plantões não estão livres: ${list}. Tire esses dias da semana ou escolha outro horário ou período.`,
    // The booking dialog
    kindLabel: 'Como vai ser o atendimento?',
    kindConsecutive: 'Dias seguidos',
    kindConsecutiveHint: 'Um dia, ou todos os dias de um período.',
    kindWeekly: 'Toda semana',
    kindWeeklyHint: 'Os mesmos dias da semana, por várias semanas.',
    firstDay: 'Escolha o primeiro dia',
    firstDayPrompt: 'Toque no dia em que a série começa.',
    firstDaySelected: (day: string) => `Começa em ${day}.`,
    weekdaysLabel: 'Dias da semana',
    untilLabel: 'Até quando?',
    byWeeks: 'Por semanas',
    byDate: 'Até uma data',
    weeksLabel: 'Quantas semanas?',
    weeksHint: (max: number) => `De 1 a ${max} semanas.`,
    untilDateLabel: 'Último dia',
    occurrencesPreview: (count: number) => `${formatCount(count, 'plantão', 'plantões')} nesse período.`,
    occurrencesTitle: 'Os plantões',
    perShift: 'Valor por plantão',
    shifts: 'Plantões',
    fee: 'Taxa de serviço',
    totalToPay: 'Total a pagar',
    conflictBookedLabel: 'Já reservado',
    conflictUnavailableLabel: 'Sem disponibilidade',
    conflictsFound: (count: number) =>
      `${formatCount(count, 'plantão não pode', 'plantões não podem')} ser reservado${count > 1 ? 's' : ''}. Volte e tire esses dias da semana, ou mude o horário ou o período.`,
    quoteFailed: 'Não foi possível calcular os plantões. Tente novamente.',
    seriesSummary: 'Série',
    prefilledDays: (count: number) => `Marcamos ${formatCount(count, 'dia', 'dias')}, como você respondeu no questionário. Para mudar, toque em outro dia.`,
  },
  // ours: a care plan delivers care with caregivers (docs/product.md#plan-care)
  planCare: {
    title: 'Escolher cuidadores',
    chooseAction: 'Escolher cuidadores',
    chooseOne: 'Escolher um cuidador',
    intro: 'Seu plano cobre de segunda a sexta. Escolha um cuidador para cada dia; cada um confirma antes de os plantões serem marcados.',
    shiftLegend: 'Qual plantão?',
    shiftKinds: { dia: 'Diurno (07:00 às 19:00)', noite: 'Noturno (19:00 às 07:00 do dia seguinte)' },
    period: (from: string, to: string) => `Período pago: ${from} a ${to}`,
    perShiftFamily: (price: string) => `Cada plantão vale ${price} do seu plano.`,
    perShiftCaregiver: (amount: string, fee: string) => `O cuidador recebe ${amount} por plantão (taxa do Cuidar: ${fee}).`,
    rotationNote:
      'Para não formar vínculo empregatício, cada cuidador pode cobrir no máximo 2 dias por semana: escolha pelo menos três cuidadores para os cinco dias. Se preferir um só cuidador para mais dias, você precisa declarar que vai contratá-lo formalmente (registro em carteira).',
    formalChoice: 'Entendo e vou contratar formalmente (registro em carteira) este cuidador',
    weekdayStatus: { livre: 'Sem cuidador', proposta: 'Aguardando resposta', aceita: 'Aceito', recusada: 'Recusado: escolha outro', encerrada: 'Encerrado' },
    candidatesTitle: (day: string) => `Cuidadores para ${day}`,
    candidatesEmpty: 'Nenhum cuidador verificado está livre em todos os plantões desses dias. Tente outro dia ou outro plantão.',
    candidatesFailed: 'Não foi possível buscar cuidadores. Tente novamente.',
    shiftsCount: (count: number) => formatCount(count, 'plantão', 'plantões'),
    propose: 'Enviar proposta',
    proposed: 'Proposta enviada. O cuidador vai responder pelo painel.',
    noPlan: 'Você não tem um plano ativo.',
    planNotActive: 'Este plano não está ativo.',
    weekdayTaken: 'Algum desses dias já tem um cuidador ou uma proposta aguardando resposta.',
    shiftKindMismatch: 'Todos os cuidadores do plano fazem o mesmo plantão (diurno ou noturno).',
    caregiverUnavailable: 'Este cuidador não está livre em todos os plantões desses dias.',
    formalHiringRequired:
      'Um cuidador em mais de 2 dias por semana forma vínculo empregatício. Escolha outro cuidador para alguns dias, ou declare que vai contratá-lo formalmente.',
    periodEmpty: 'Não há mais plantões a marcar no período já pago.',
    // The caregiver's side
    proposalsTitle: 'Propostas de plano',
    proposalNew: 'Nova proposta',
    proposalLine: (family: string, place: string) => `${family}${place ? ` · ${place}` : ''}`,
    proposalDays: (days: string, shift: string) => `${days}, ${shift}`,
    proposalTotal: (count: string, amount: string, total: string) => `${count} de ${amount} = ${total} para você`,
    accept: 'Aceitar',
    decline: 'Recusar',
    accepted: 'Proposta aceita: os plantões estão na sua agenda.',
    declined: 'Proposta recusada. A família vai escolher outro cuidador.',
    notPending: 'Esta proposta já foi respondida.',
    shiftsTaken: (list: string) => `Alguns plantões não estão mais livres na sua agenda: ${list}. A proposta não foi aceita.`,
    loadFailed: 'Não foi possível carregar as propostas. Tente novamente.',
  },
  /** Cancelling one day of a weekly series, or the rest of it (docs/product.md#cancellation-policy, ADR 0045). All ours. */
  occurrenceCancel: {
    listTitle: 'Dias da reserva',
    listHint: 'Cancele só um dia, ou deste dia em diante. Os outros dias continuam reservados.',
    loadFailed: 'Não foi possível carregar os dias da reserva.',
    cancelOne: 'Cancelar só este dia',
    cancelRest: 'Cancelar deste dia em diante',
    cancelOneLabel: (day: string) => `Cancelar só o dia ${day}`,
    cancelRestLabel: (day: string) => `Cancelar de ${day} em diante`,
    stateActive: 'Reservado',
    stateStarted: 'Já começou',
    stateCancelled: 'Cancelado',
    cancelledByFamily: 'Cancelado pela família',
    cancelledByCaregiver: 'Cancelado pelo cuidador',
    dialogTitleOne: 'Cancelar um dia da reserva',
    dialogTitleRest: 'Cancelar deste dia em diante',
    dialogDescriptionOne: (day: string) => `Só ${day} será cancelado. Os outros dias continuam reservados.`,
    dialogDescriptionRest: (day: string) => `Serão cancelados ${day} e todos os dias seguintes. Os dias anteriores continuam como estão.`,
    toldCaregiver: 'O cuidador será avisado por notificação e email.',
    toldFamily: 'A família será avisada por notificação e email.',
    quoteDays: (days: string) => `Dias que serão cancelados: ${days}.`,
    quoteDaysRange: (count: number, first: string, last: string) => `Serão cancelados ${count} dias, de ${first} a ${last}.`,
    quoteFamilyEarly: (refund: string) =>
      `Faltam mais de 24 horas para o primeiro dia cancelado: pela política de cancelamento, ${refund} (o valor integral desses dias) serão devolvidos a você.`,
    quoteFamilyLate: (toCaregiver: string, refund: string) =>
      `Faltam menos de 24 horas para o primeiro dia cancelado: pela política de cancelamento, ${toCaregiver} (metade desse dia) ficam com o cuidador e ${refund} serão devolvidos a você.`,
    quoteCaregiver: (refund: string) => `A família recebe de volta ${refund}, o valor integral desses dias. O cancelamento fica registrado com seu motivo.`,
    quoteBeforeAcceptanceFamily: (refund: string) => `A reserva ainda não foi aceita: ${refund} (o valor integral desses dias) serão devolvidos a você.`,
    quoteBeforeAcceptanceCaregiver: (refund: string) => `Você ainda não aceitou a reserva: a família recebe de volta ${refund}, o valor integral desses dias.`,
    quoteRemaining: (count: number) => `Continuam reservados: ${formatCount(count, 'dia', 'dias')}.`,
    quoteNothingLeft: 'Não sobra nenhum dia: a reserva inteira fica cancelada.',
    freesDays: 'Esses dias voltam a ficar livres na agenda do cuidador.',
    keep: 'Manter os dias',
    confirm: 'Confirmar cancelamento',
    confirming: 'Cancelando...',
    doneByFamily: (count: number) => `${count > 1 ? 'Dias cancelados' : 'Dia cancelado'}. O cuidador foi avisado.`,
    doneByCaregiver: (count: number) => `${count > 1 ? 'Dias cancelados' : 'Dia cancelado'}. A família foi avisada.`,
    scopeChoose: 'Escolha se cancela só este dia ou deste dia em diante.',
    reasonNotYours: 'Escolha um dos motivos da lista.',
    notSeries: 'Esta reserva tem um dia só: para cancelá-la, cancele a reserva inteira.',
    notCancellable: 'Os dias desta reserva não podem mais ser cancelados.',
    alreadyCancelled: 'Este dia já foi cancelado. A lista foi atualizada com a situação atual.',
    alreadyStarted: 'Este dia já começou ou já passou e não pode mais ser cancelado.',
    daysOne: (day: string) => `o dia ${day}`,
    daysFrom: (day: string, count: number) => (count === 1 ? `o dia ${day}` : `os ${count} dias a partir de ${day}`),
  },
  // ours: 'Plantão Avulso' at the advertised price (docs/product.md#single-shift, ADR 0046)
  singleShift: {
    pageTitle: 'Plantão Avulso',
    pageIntro: 'Um plantão de 12 horas quando você precisar, com preço fechado. Escolha o dia e o turno e depois o cuidador.',
    dateLabel: 'Dia do plantão',
    dateHint: 'A partir de amanhã, até 90 dias.',
    dateRequired: 'Escolha o dia do plantão.',
    periodLabel: 'Turno',
    periodRequired: 'Escolha o turno: diurno ou noturno.',
    tooSoon: 'O Plantão Avulso pode ser marcado a partir de amanhã.',
    priceTitle: 'Valor do plantão',
    weekendNote: 'Plantão que começa no sábado ou no domingo: inclui o adicional de fim de semana.',
    weekdayNote: 'Plantão em dia de semana.',
    totalLabel: 'Você paga',
    caregiverShareLabel: 'O cuidador recebe',
    feeLabel: 'Taxa de serviço do Cuidar (já incluída)',
    allInNote: 'Preço fechado: o valor que você paga já inclui a taxa de serviço. O pagamento (cartão ou Pix) fica guardado até 48 horas depois do plantão.',
    caregiversTitle: 'Cuidadores livres nesse plantão',
    caregiversHint: 'Todos verificados pela equipe do Cuidar e com disponibilidade para o plantão inteiro.',
    orderByQuestionnaire: 'Ordenados pelo que você respondeu no questionário.',
    orderByRating: 'Ordenados pela avaliação das famílias.',
    loading: 'Procurando cuidadores livres...',
    quoteFailed: 'Não foi possível buscar os cuidadores agora. Tente novamente.',
    retry: basicMessages.retry,
    emptyTitle: 'Nenhum cuidador livre nesse plantão',
    emptyText: 'Tente outro dia ou o outro turno. Você também pode buscar cuidadores e combinar outro horário pelo valor por hora de cada um.',
    emptySearch: 'Buscar cuidadores',
    tryOtherPeriod: (label: string) => `Ver o turno ${label}`,
    choose: 'Escolher',
    chooseAria: (name: string) => `Escolher ${name} para o plantão`,
    confirmTitle: 'Confirmar Plantão Avulso',
    confirmWith: (name: string) => `Com ${name}`,
    confirm: 'Confirmar e ir para o pagamento',
    confirming: 'Enviando...',
    back: 'Voltar',
    caregiverDecides: 'O cuidador recebe o pedido depois do pagamento e tem até 24 horas para aceitar ou recusar. Se recusar, o valor é devolvido integralmente.',
    created: 'Plantão Avulso solicitado. Agora é só pagar.',
    requestLabel: 'Plantão Avulso',
    caregiverShareOnCard: (amount: string) => `Plantão Avulso: preço fechado. Você recebe ${amount}.`,
    caregiverFixedNote: 'É o preço do Plantão Avulso, não o seu valor por hora. Se não for bom para você, recuse.',
    receiptFor: (caregiverName: string, period: string) => `Plantão Avulso com ${caregiverName}: ${period}`,
  },
  // ours: check-in and check-out of a visit (docs/product.md#visits)
  visits: {
    title: 'Chegada e saída',
    familyDescription: 'Os horários reais de cada atendimento, ao lado dos horários reservados.',
    caregiverDescription: 'Registre sua chegada e sua saída lendo o QR de presença da família com a câmera do celular. Se não conseguir, use os botões.',
    empty: 'Nenhum atendimento confirmado nestes dias.',
    loadFailed: 'Não foi possível carregar os atendimentos. Tente novamente.',
    booked: 'Reservado',
    arrival: 'Chegada',
    departure: 'Saída',
    notYet: 'ainda não registrada',
    notConfirmed: 'não confirmada pela família',
    waitingFamily: 'aguardando a família confirmar',
    byQr: 'pelo QR de presença',
    byButton: 'pelo botão',
    checkInButton: 'Cheguei',
    checkOutButton: 'Saí',
    confirm: 'Confirmar',
    claimArrival: (name: string, time: string) => `${name} diz que chegou às ${time} — Confirmar?`,
    claimDeparture: (name: string, time: string) => `${name} diz que saiu às ${time} — Confirmar?`,
    late: 'Atrasado: sem registro de chegada',
    noShow: 'Falta: o valor deste dia foi devolvido',
    checkedIn: (time: string) => `Chegada registrada às ${time}.`,
    checkedOut: (time: string) => `Saída registrada às ${time}.`,
    alreadyRecorded: 'Sua chegada já estava registrada. Leia o QR de novo na saída.',
    visitDone: 'Chegada e saída deste atendimento já estão registradas.',
    confirmed: 'Confirmado. Obrigado!',
    // Refusals
    tooEarly: (minutes: number) => `Ainda é cedo: a chegada pode ser registrada a partir de ${minutes} minutos antes do início.`,
    over: 'Este atendimento já terminou; não é mais possível registrar a chegada.',
    noShowRecorded: 'Este dia foi registrado como falta; não é mais possível registrar a chegada.',
    checkOutUnavailable: 'Não é possível registrar a saída agora.',
    nothingToConfirm: 'Não há registro para confirmar.',
    invalidCode: 'Este QR de presença não é válido. Peça à família o código mais recente.',
    noVisitNow: 'Você não tem um atendimento confirmado com esta família agora.',
    // The family's QR card and the PDF
    qrTitle: 'QR de presença',
    qrDescription: 'Imprima e deixe na casa. O cuidador lê o código com a câmera do celular ao chegar e ao sair; o horário fica registrado e você é avisado na hora.',
    qrDownload: 'Baixar QR de presença (PDF)',
    qrRegenerate: 'Gerar novo código',
    qrRegenerateConfirm: 'O código impresso deixa de valer. Gerar um novo?',
    qrRegenerated: 'Novo código gerado. Imprima o PDF novamente; o anterior não vale mais.',
    qrGeneratedAt: (when: string) => `Código gerado em ${when}.`,
    pdfTitle: 'QR de presença',
    pdfInstructionsHeading: 'Como usar',
    pdfInstructions: [
      '1. Cuidador(a): ao chegar, abra a câmera do celular e aponte para o código. Toque no link que aparecer e entre na sua conta do Cuidar.',
      '2. A chegada fica registrada com o horário do Cuidar e a família é avisada na hora.',
      '3. Ao sair, leia o código de novo para registrar a saída.',
      'Não precisa de GPS nem de aplicativo. Se a câmera não ler o código, use os botões "Cheguei" e "Saí" na sua agenda do Cuidar; a família confirma.',
    ],
    pdfFooter: 'Cuidar · QR de presença',
    pdfRevoked: 'Perdeu este papel? Gere um novo código em Minhas reservas: este deixa de valer.',
    // The scan page
    scanTitle: 'Registro de presença',
    scanWorking: 'Registrando…',
    scanMissing: 'Leia o QR de presença da família com a câmera do celular para registrar a chegada ou a saída.',
    backToAgenda: 'Ir para a agenda',
    // The operators' dispute screen
    disputeDay: (arrival: string, departure: string) => `Chegada ${arrival} · Saída ${departure}`,
    disputeNoShow: 'Falta registrada (sem chegada)',
    notRecorded: '—',
  },
  emergencyCard: {
    title: 'Cartão de emergência',
    familyDescription:
      'Alergias, remédios em uso, plano de saúde, médico e contatos de emergência. O cuidador de uma reserva confirmada pode abrir o cartão de 2 horas antes do início de cada dia reservado até o fim desse dia; cada abertura fica registrada em Configurações.',
    loadFailed: 'Não foi possível carregar o cartão de emergência. Tente novamente.',
    empty: 'Você ainda não preencheu o cartão de emergência.',
    consentNeeded:
      'O cartão de emergência tem dados de saúde. Para guardá-lo, autorize o uso dos dados de saúde em Configurações (ou marque a autorização no perfil).',
    consentOutdated:
      'Seu cartão continua guardado, mas só abre para os cuidadores e pode ser alterado depois que você autorizar o novo texto da autorização de dados de saúde.',
    consentLink: 'Ir para Configurações',
    saved: 'Cartão de emergência salvo.',
    save: 'Salvar cartão',
    saving: 'Salvando…',
    updatedAt: (when: string) => `Atualizado em ${when}`,
    allergies: 'Alergias',
    allergiesLabel: 'Alergias a remédios, alimentos ou materiais',
    allergiesHint: 'Deixe em branco se não houver.',
    noAllergies: 'Nenhuma alergia informada',
    medications: 'Remédios em uso',
    medicationName: 'Remédio',
    medicationDose: 'Dose',
    medicationSchedule: 'Horários',
    addMedication: 'Adicionar remédio',
    removeMedication: (n: number) => `Remover remédio ${n}`,
    noMedications: 'Nenhum remédio informado',
    healthPlan: 'Plano de saúde',
    healthPlanOperator: 'Operadora',
    healthPlanNumber: 'Número da carteirinha',
    noHealthPlan: 'Nenhum plano informado',
    doctor: 'Médico',
    doctorName: 'Nome do médico',
    doctorPhone: 'Telefone do médico',
    doctorSpecialty: 'Especialidade',
    noDoctor: 'Nenhum médico informado',
    contacts: 'Contatos de emergência',
    contactName: 'Nome',
    contactRelation: 'Parentesco ou relação',
    contactPhone: 'Telefone',
    addContact: 'Adicionar contato',
    removeContact: (n: number) => `Remover contato ${n}`,
    call: (name: string) => `Ligar para ${name}`,
    // Validation
    phoneInvalid: 'Telefone inválido. Formato: (XX) XXXXX-XXXX ou (XX) XXXX-XXXX',
    medicationNameRequired: 'Informe o nome do remédio',
    contactNameRequired: 'Informe o nome do contato',
    contactRelationRequired: 'Informe o parentesco ou a relação',
    contactRequired: 'Informe pelo menos um contato de emergência',
    tooManyMedications: (max: number) => `No máximo ${max} remédios`,
    tooManyContacts: (max: number) => `No máximo ${max} contatos`,
    consentRequired: 'Para guardar o cartão de emergência, autorize antes o uso dos dados de saúde em Configurações.',
    consentOutdatedRequired: 'Para guardar o cartão de emergência, autorize antes o novo texto da autorização de dados de saúde, que inclui o cartão.',
    // The caregiver's side
    open: 'Cartão de emergência',
    openHint: (until: string) => `Disponível até ${until}`,
    caregiverTitle: (patient: string) => `Cartão de emergência de ${patient}`,
    caregiverFallbackPatient: 'paciente',
    caregiverNotice: 'Estes dados de saúde são só para este atendimento. A família vê cada vez que o cartão é aberto.',
    unavailable: 'O cartão de emergência não está disponível agora. Ele abre 2 horas antes do início de um dia reservado e fecha no fim desse dia.',
    back: 'Voltar para a agenda',
  },
  /** Substitutes for plan shifts their caregiver gave up (docs/product.md#plan-substitutes, ADR 0052). Ours. */
  planSubstitutes: {
    title: 'Encontrar substituto',
    intro: 'Escolha um substituto para todos os plantões abaixo de uma vez: ele recebe a proposta e confirma antes de os plantões serem marcados.',
    openShifts: (count: number) => `${formatCount(count, 'plantão ficou', 'plantões ficaram')} sem cuidador:`,
    noOpenShifts: 'Nenhum plantão do seu plano está sem cuidador.',
    paidByPlan: (price: string) => `Esses plantões já estão pagos pelo seu plano (${price} cada): o substituto não custa nada a mais.`,
    perShiftCaregiver: (amount: string, fee: string) => `O substituto recebe ${amount} por plantão (taxa do Cuidar: ${fee}).`,
    candidatesTitle: 'Os melhores cuidadores disponíveis',
    candidatesHint: 'Cuidadores verificados, livres em todos esses plantões, perto de você primeiro.',
    candidatesEmpty: 'Nenhum cuidador verificado está livre em todos esses plantões agora. Tente de novo mais tarde ou escolha cuidadores para os dias da semana em Escolher cuidadores.',
    loadFailed: 'Não foi possível buscar substitutos. Tente novamente.',
    choose: (name: string) => `Escolher ${name}`,
    chooseShort: 'Escolher',
    vinculoNeeded: 'Com estes plantões, este cuidador passaria de 2 dias numa semana com a sua família (vínculo empregatício). Escolha uma opção para continuar:',
    proposed: 'Proposta enviada. O substituto vai responder pelo painel.',
    sentTitle: 'Propostas de substituição',
    status: { proposta: 'Aguardando resposta', aceita: 'Aceita: plantões marcados', recusada: 'Recusada: escolha outro', expirada: 'Expirou: escolha outro' },
    nothingOpen: 'Estes plantões não estão mais sem cuidador. A lista foi atualizada.',
    caregiverUnavailable: 'Este cuidador não está mais livre em todos esses plantões. Escolha outro.',
    notACandidate: 'Este cuidador não está entre os substitutos disponíveis.',
    linkFromPlan: (count: number) => `${formatCount(count, 'plantão está', 'plantões estão')} sem cuidador. Encontrar substituto`,
    // The caregiver's side
    proposalsTitle: 'Substituição',
    proposalNew: 'Pedido de substituição',
    proposalIntro: 'A família precisa de alguém nestes plantões do plano de cuidado:',
    proposalTotal: (count: string, amount: string, total: string) => `${count} de ${amount} = ${total} para você`,
    accept: 'Aceitar substituição',
    decline: 'Recusar',
    accepted: 'Substituição aceita: os plantões estão na sua agenda.',
    declined: 'Substituição recusada. A família vai escolher outro cuidador.',
    notPending: 'Esta proposta de substituição já foi respondida ou expirou.',
    shiftsTaken: (list: string) => `Alguns plantões não estão mais livres: ${list}. A substituição não foi aceita.`,
    alreadyCovered: 'Estes plantões já têm cuidador. A substituição não foi aceita.',
    loadFailed2: 'Não foi possível carregar as substituições. Tente novamente.',
    // 'Encontrar substituto' when late or absent (docs/product.md#visits)
    findForVisit: 'Encontrar substituto',
    findForVisitHint: 'Veja cuidadores livres para o resto deste atendimento.',
    suspendedReason: 'Cuidador suspenso pela equipe do Cuidar',
    visitTitle: 'Encontrar substituto para hoje',
    visitIntro: (name: string, window: string) => `${name} não registrou a chegada. Estes cuidadores verificados estão livres para o resto do atendimento (${window}).`,
    visitBooking: 'Ao escolher, você agenda o resto do atendimento pelo fluxo normal de reserva, com pagamento; o cuidador confirma antes.',
    visitPlanNote: 'Este plantão era do seu plano: se for registrada a falta, o valor dele volta para a conta do plano.',
    visitBook: (name: string) => `Agendar ${name}`,
    visitNotNeeded: 'Este atendimento não precisa de substituto: a chegada foi registrada ou ele ainda não começou.',
    visitTooLate: 'Falta menos de 1 hora para este atendimento terminar: não há tempo para um substituto.',
    visitEmpty: 'Nenhum cuidador verificado está livre para o resto deste atendimento.',
  },
  // ours: what the Notificações page holds (a relative's says otherwise: relatives.notificationsDescription)
  notificationsPage: {
    description: 'Reservas, mensagens, avaliações e lembretes.',
  },
  // docs/product.md#relatives
  relatives: {
    // ours: the notifications page of a relative (docs/product.md#relatives)
    notificationsDescription: 'Chegadas e saídas, alertas e mudanças nas reservas da família que você acompanha, conforme você escolheu.',
    title: 'Familiares convidados',
    description: 'Convide parentes para acompanhar as reservas e os horários de chegada e saída do cuidador. Eles só acompanham: não reservam, não pagam, não cancelam e não conversam em nome da família.',
    invite: 'Convidar familiar',
    inviteEmail: 'E-mail do familiar',
    inviteGrant: 'Pode confirmar chegadas e saídas informadas pelo cuidador',
    inviteGrantHint: 'Útil para quem mora perto ou visita com frequência.',
    inviteSend: 'Enviar convite',
    invited: (email: string) => `Convite enviado para ${email}.`,
    resent: (email: string) => `Convite reenviado para ${email}.`,
    resend: 'Reenviar convite',
    cancelInvite: 'Cancelar convite',
    cancelled: 'Convite cancelado.',
    remove: 'Remover acesso',
    removeConfirm: (who: string) => `Remover o acesso de ${who}? Ele(a) deixa de ver as reservas da família na hora.`,
    removed: 'Acesso removido.',
    grantUpdated: 'Permissão atualizada.',
    empty: 'Nenhum familiar convidado ainda.',
    loadFailed: 'Não foi possível carregar os familiares. Tente novamente.',
    statusInvited: (until: string) => `Convite enviado · vale até ${until}`,
    statusExpired: 'Convite expirado',
    statusActive: (since: string) => `Acompanha desde ${since}`,
    grantLabel: 'Pode confirmar chegadas e saídas',
    readOnlyNote: 'Familiares veem as reservas e os horários de chegada e saída. Não veem a condição de saúde, os pagamentos nem as mensagens.',
    // Refusals
    alreadyInvited: 'Este e-mail já foi convidado por esta família.',
    ownEmail: 'Use o e-mail de outra pessoa: este é o da sua conta.',
    tooMany: (max: number) => `Uma família pode ter até ${max} familiares convidados.`,
    invitationInvalid: 'Este convite não vale mais: ele já foi usado, foi cancelado ou expirou. Peça um novo convite à família.',
    accountExists: 'Este e-mail já tem conta no Cuidar. Entre com ela para aceitar o convite.',
    wrongAccount: 'Este convite foi enviado para outro e-mail. Entre com a conta desse e-mail para aceitar.',
    roleCannotFollow: 'Contas de família, de cuidador ou da equipe do Cuidar não podem acompanhar outra família. Use outro e-mail para aceitar o convite.',
    notAllowed: 'A família não deu esta permissão a você.',
    // The invitation page
    invitationTitle: 'Convite para acompanhar uma família',
    invitationIntro: (family: string) => `${family} convidou você para acompanhar as reservas e os horários de chegada e saída do cuidador no Cuidar.`,
    invitationReadOnly:
      'Você vai poder ver, sem alterar: as reservas, os detalhes de cada uma, a chegada e a saída do cuidador e, enquanto a família autorizar, o diário de cuidados. Pagamentos, mensagens, a condição de saúde e o cartão de emergência continuam só com a família.',
    invitationSignUp: 'Criar minha conta de familiar',
    invitationEmail: (email: string) => `Sua conta será criada com o e-mail ${email}.`,
    invitationAccept: 'Aceitar convite',
    invitationSignedInAs: (email: string) => `Você entrou como ${email}.`,
    invitationHaveAccount: 'Já tem conta de familiar no Cuidar? Entre para aceitar.',
    invitationMissing: 'Abra o link do convite que chegou no seu e-mail.',
    accepted: (family: string) => `Pronto! Agora você acompanha a ${family}.`,
    // The relative's home
    followingTitle: (name: string) => `Família de ${name}`,
    followingSubtitle: 'Você acompanha esta família. Só a família pode reservar, pagar, cancelar ou conversar com o cuidador.',
    chooseFamily: 'Família que você acompanha',
    noFamily: 'Você não acompanha nenhuma família no momento. Se alguém removeu seu acesso, peça um novo convite.',
    bookingsTitle: 'Reservas',
    noBookings: 'Nenhuma reserva por aqui.',
    upcoming: 'Próximas',
    past: 'Anteriores',
    bookingDetails: 'Ver detalhes',
    notificationsTitle: 'O que você quer receber',
    notificationsHint: 'Avisos aparecem em Notificações no Cuidar.',
    notifyArrivals: 'Chegada e saída do cuidador',
    notifyAlerts: 'Atrasos e faltas',
    notifyBookings: 'Mudanças nas reservas (aceita, recusada, cancelada)',
    notificationsSaved: 'Preferências salvas.',
    save: 'Salvar',
    navHome: 'Acompanhar',
  },
  // ours: the care diary (docs/product.md#care-diary)
  careDiary: {
    title: 'Diário de cuidados',
    familyDescription: 'O que a cuidadora registrou em cada atendimento: medicação, refeições, higiene, sono, humor e ocorrências.',
    caregiverDescription: 'Registre o que aconteceu no atendimento. Você pode escrever desde a chegada até 12 horas depois da saída.',
    types: {
      medicacao: 'Medicação',
      refeicao: 'Refeição / líquidos',
      higiene: 'Higiene',
      mobilidade: 'Mobilidade / exercício',
      sono: 'Sono',
      humor: 'Humor',
      incidente: 'Queda / incidente',
      observacao: 'Observação livre',
    },
    outcomes: { dada: 'Dada', recusada: 'Recusada' },
    fields: {
      tipo: 'Tipo de registro',
      nome: 'Medicamento',
      dose: 'Dose',
      situacao: 'O medicamento foi',
      descricao: 'Descrição',
      descricaoRefeicao: 'O que comeu ou bebeu',
      quantidade: 'Quantidade',
      data: 'Dia',
      hora: 'Horário',
      motivo: 'Motivo da correção',
    },
    openDiary: 'Diário de cuidados',
    formTitle: 'Novo registro',
    save: 'Salvar registro',
    saving: 'Salvando…',
    saved: 'Registro salvo.',
    correct: 'Corrigir',
    correctTitle: 'Corrigir registro',
    correctHint: 'O registro original continua guardado e visível como corrigido.',
    saveCorrection: 'Salvar correção',
    corrected: 'Correção salva.',
    cancel: 'Cancelar',
    close: 'Fechar',
    correctedBadge: 'corrigido',
    history: 'Histórico',
    originalVersion: (author: string, when: string) => `Versão registrada por ${author} em ${when}`,
    correctionBy: (author: string, when: string, reason: string) => `Corrigido por ${author} em ${when}. Motivo: ${reason}`,
    recordedBy: (author: string, when: string) => `Registrado por ${author} em ${when}`,
    medication: (name: string, dose: string, outcome: string) => `${name} · ${dose} · ${outcome}`,
    meal: (what: string, quantity: string) => `${what} · ${quantity}`,
    empty: 'Nenhum registro neste período.',
    emptyDay: 'Nenhum registro neste atendimento ainda.',
    loadFailed: 'Não foi possível carregar o diário. Tente novamente.',
    writableUntil: (when: string) => `Você pode escrever até ${when}.`,
    closedForCaregiver: 'O prazo para escrever neste atendimento terminou.',
    notStarted: 'O diário abre quando a sua chegada for registrada.',
    // The family's view
    day: 'Dia',
    week: 'Semana',
    previous: 'Anterior',
    next: 'Próximo',
    pickDay: 'Ir para o dia',
    filter: 'Tipo',
    allTypes: 'Todos os tipos',
    weekOf: (from: string, to: string) => `${from} a ${to}`,
    reportTitle: 'Relatório para o médico',
    reportDescription: 'Um PDF com a medicação (dada ou recusada), as ocorrências e as observações de cada dia do período.',
    reportFrom: 'De',
    reportTo: 'Até',
    reportDownload: 'Baixar relatório (PDF)',
    // Refusals
    notStartedError: 'O diário deste atendimento abre quando a sua chegada for registrada.',
    closedError: 'O prazo para escrever no diário deste atendimento terminou (12 horas depois da saída).',
    futureError: 'O horário do registro não pode estar no futuro.',
    outsideVisitError: 'O horário do registro precisa estar entre a sua chegada e a sua saída.',
    consentWithdrawnError: 'A família retirou a autorização para guardar dados de saúde. O diário deste atendimento está fechado.',
    consentMissingError: 'A família ainda não autorizou o Cuidar a guardar dados de saúde. O diário abre quando ela autorizar em Configurações.',
    relativeNeedsConsent: 'A família não autorizou o uso dos dados de saúde: o diário de cuidados não pode ser mostrado a familiares convidados.',
    relativeConsentOutdated:
      'O diário de cuidados aparece aqui quando a família autorizar o novo texto sobre dados de saúde, que inclui mostrar o diário aos familiares que ela convidar.',
    consentOutdatedError:
      'A família ainda não autorizou o novo texto sobre dados de saúde, que inclui o diário de cuidados. O diário abre quando ela autorizar em Configurações.',
    openSettings: 'Ir para Configurações',
    familyConsentHint: 'Para a cuidadora registrar o diário, autorize o Cuidar a guardar dados de saúde em Configurações.',
    familyConsentOutdatedHint:
      'O diário de cuidados está fechado para as cuidadoras e para os familiares que você convidou até você autorizar o novo texto da autorização de dados de saúde.',
    alreadyCorrected: 'Este registro já foi corrigido. Corrija a versão mais recente.',
    sameTypeError: 'A correção precisa ser do mesmo tipo do registro original.',
    addPhoto: 'Adicionar foto',
    photos: 'Fotos',
    photoAdded: 'Foto adicionada.',
    photoAlt: (type: string, time: string, n: number) => `Foto ${n} do registro de ${type} às ${time}`,
    photoMissing: 'Escolha uma foto.',
    photoNotImage: 'Envie uma foto em JPG, PNG ou WebP.',
    photoTooLarge: 'A foto passa de 5 MB. Envie uma foto menor.',
    photoTooMany: (max: number) => `Cada registro pode ter até ${max} fotos.`,
    photoCorrected: 'Este registro foi corrigido. Adicione a foto à versão mais recente.',
    validation: {
      required: 'Preencha este campo.',
      tooLong: (max: number) => `Use no máximo ${max} caracteres.`,
      outcome: 'Diga se o medicamento foi dado ou recusado.',
      reasonRequired: 'Diga o motivo da correção.',
      reportOrder: 'A data final precisa ser depois da inicial.',
      reportTooLong: (days: number) => `Escolha um período de até ${days} dias.`,
    },
    // The PDF
    pdfTitle: 'Relatório de cuidados para o médico',
    pdfPatient: (family: string) => `Família: ${family}`,
    pdfPeriod: (from: string, to: string) => `Período: ${from} a ${to}`,
    pdfIntro: 'Registros feitos pelas cuidadoras contratadas pelo Cuidar durante os atendimentos. Registros corrigidos aparecem na versão mais recente.',
    pdfAdherence: 'Adesão à medicação',
    pdfAdherenceColumns: { medicamento: 'Medicamento', dadas: 'Dadas', recusadas: 'Recusadas' },
    pdfNoMedication: 'Nenhuma medicação registrada no período.',
    pdfIncidents: 'Quedas e incidentes',
    pdfNoIncidents: 'Nenhuma queda ou incidente registrado no período.',
    pdfDays: 'Registros por dia',
    pdfDayColumns: { hora: 'Hora', tipo: 'Tipo', registro: 'Registro' },
    pdfNoEntries: 'Nenhum registro neste dia.',
    pdfFooter: 'Cuidar · Diário de cuidados',
  },
} as const;

// Texts only the server uses have exports of their own: the browser's bundle leaves them out.

/** Ours: what the server writes into a person's notifications ('Notificações'); names, days and hours come formatted. */
export const notificationMessages = {
  /** A family whose first name is missing (an account deleted or never filled), as each sentence needs it. */
  unnamedFamily: { start: 'Uma família', inSentence: 'uma família', the: 'A família', label: 'Família' },
  shiftCount: (count: number) => formatCount(count, 'plantão', 'plantões'),
  newBooking: (familyName: string, period: string, avulso = false) => `Nova solicitação${avulso ? ' de Plantão Avulso' : ''} de ${familyName} para ${period}.`,
  bookingAccepted: (caregiverName: string, days: string) => `${caregiverName} aceitou sua reserva para ${days}.`,
  bookingDeclined: (caregiverName: string, days: string) =>
    `${caregiverName} não pode atender sua reserva para ${days}. Que tal procurar outro cuidador?`,
  bookingCancelled: (familyName: string, days: string, motivo?: string) =>
    `${familyName} cancelou a reserva de ${days}${motivo ? `: "${motivo}"` : '.'}`,
  bookingCancelledByDeletion: (days: string) => `A reserva de ${days} foi cancelada porque a outra conta foi excluída.`,
  bookingCancelledByCaregiver: (caregiverName: string, days: string, motivo: string) =>
    `${caregiverName} cancelou a reserva de ${days}: "${motivo}". Você pode procurar outro cuidador.`,
  bookingExpired: (day: string) => `Sua solicitação para ${day} expirou sem resposta do cuidador. O valor pago volta integralmente; procure outro cuidador disponível.`,
  reminderFamily: (when: string) => `Lembrete: seu atendimento começa em ${when}.`,
  reminderCaregiver: (when: string) => `Lembrete: você tem um atendimento em ${when}.`,
  reviewReceived: (familyName: string, stars: number) => `${familyName} avaliou seu atendimento com ${formatCount(stars, 'estrela', 'estrelas')}.`,
  // Double-blind (docs/product.md#reviews): the stars are not told before the review is public.
  reviewWaiting: (familyName: string) => `${familyName} avaliou seu atendimento. Avalie a família para ver a avaliação.`,
  newMessage: (senderFirstName: string, snippet: string) => `Nova mensagem de ${senderFirstName}: "${snippet}"`,
  reportReviewed: (outcome: 'medidas' | 'arquivada') =>
    outcome === 'medidas'
      ? 'Analisamos sua denúncia e tomamos medidas em relação à conta denunciada. Obrigado por ajudar a manter o Cuidar seguro.'
      : 'Analisamos sua denúncia e, desta vez, não encontramos motivo para medidas. Obrigado por avisar: seguimos atentos.',
  warning: (text: string) => `Advertência da equipe do Cuidar: ${text}`,
  verificationApproved: 'Seu cadastro foi aprovado! Seu perfil já aparece para as famílias com o selo Verificado.',
  verificationRefused: (reason: string, note: string) => `Seu cadastro não foi aprovado. Motivo: ${reason}. ${note}`.trim(),
  verificationSuspended: (reason: string, note: string) => `Seu perfil foi suspenso e não aparece para as famílias. Motivo: ${reason}. ${note}`.trim(),
  verificationReinstated: 'A suspensão do seu perfil foi retirada.',
  verificationReinstatedExpired: 'A suspensão do seu perfil foi retirada, mas sua certidão de antecedentes venceu: envie uma nova para voltar a aparecer.',
  bookingDeclinedBySuspension: (caregiverName: string, days: string) =>
    `${caregiverName} não está disponível no Cuidar no momento e sua solicitação para ${days} foi recusada. O valor pago volta integralmente; procure outro cuidador.`,
  /** The sender's name when their profile has none. */
  unknownSender: 'um contato',
  /** A message notice once the sender's account is gone (the quoted words go with it). */
  newMessageWithoutText: (senderName: string) => `Nova mensagem de ${senderName}.`,
  antecedentesExpiring: (day: string) =>
    `Sua certidão de antecedentes criminais vence em ${day}. Emita uma nova e envie pelo painel para continuar aparecendo nas buscas.`,
  antecedentesExpired: 'Sua certidão de antecedentes venceu e seu perfil saiu das buscas. Envie uma nova certidão pelo painel para uma nova análise.',
  caregiverVerificationExpired: (caregiverName: string, days: string) =>
    `A verificação de ${caregiverName} venceu. Sua reserva confirmada de ${days} continua valendo.`,
  bookingCancelledBySuspension: (familyName: string, days: string) =>
    `A solicitação de ${familyName} para ${days} foi cancelada: a conta da família foi suspensa pela equipe do Cuidar. Nada muda na sua agenda.`,
  renewalAccepted: (day: string) => `Sua nova certidão de antecedentes foi aceita. Sua verificação vale até ${day}.`,
  renewalRefused: (reason: string, note: string, day: string | null) =>
    `Sua nova certidão de antecedentes não foi aceita. Motivo: ${reason}. ${note}${note ? ' ' : ''}${day ? `A certidão anterior vale até ${day}; envie outra antes disso.` : 'Envie outra certidão pelo painel.'}`.trim(),
  /** docs/product.md#disputes: neutral words to the caregiver; the decision to both sides. */
  disputeOpened: (familyName: string, days: string) =>
    `${familyName} relatou um problema na reserva de ${days}. O pagamento desses dias fica retido enquanto a equipe do Cuidar analisa; você será avisado da decisão.`,
  disputeOpenedFamily: (days: string) => `Recebemos seu relato sobre a reserva de ${days}. O pagamento fica retido até a equipe do Cuidar decidir.`,
  disputeDecided: (days: string, outcome: string, note: string) => `Decisão sobre o problema relatado na reserva de ${days}: ${outcome}. Nota da equipe: ${note}`,
  /** `destination` from payoutDestination: the Pix key, or the Stripe account when payouts go through Stripe. */
  payoutSent: (amount: string, destination: string) => `Transferência de ${amount} enviada para ${destination}.`,
  payoutFailed: (amount: string, viaStripe = false) =>
    viaStripe
      ? `Não conseguimos transferir ${amount} para sua conta de recebimento no Stripe. O valor voltou para o seu saldo disponível; confira a conta no perfil. Tentaremos de novo na próxima data de pagamento.`
      : `Não conseguimos transferir ${amount} para sua chave Pix. O valor voltou para o seu saldo disponível; confira sua chave no perfil. Tentaremos de novo na próxima data de pagamento.`,
  payoutNeedsAccount: (amount: string) => `Você tem ${amount} disponível para receber. Conecte sua conta de recebimento no perfil para receber na próxima data de pagamento.`,
  payoutAccountIncomplete: (amount: string) => `Você tem ${amount} disponível para receber. Conclua seu cadastro no Stripe, no perfil, para receber na próxima data de pagamento.`,
  payoutKeyRemoved: 'Sua chave Pix foi removida do Cuidar.',
  payoutNeedsKey: (amount: string) => `Você tem ${amount} disponível para receber. Cadastre sua chave Pix no perfil para receber na próxima data de pagamento.`,
  payoutKeyChanged: (key: string) => `Sua chave Pix para recebimentos foi alterada para ${key}.`,
  paymentConfirmed: (amount: string, what: string) => `Pagamento de ${amount} confirmado (${what}). O recibo está disponível.`,
  refundMade: (amount: string, what: string) => `Reembolso de ${amount} feito (${what}). O comprovante está disponível.`,
  /** docs/product.md#plan-care */
  planProposal: (familyName: string, days: string, count: number) =>
    `${familyName} convidou você para o plano de cuidado: ${days}, ${formatCount(count, 'plantão', 'plantões')}. Responda no painel.`,
  planProposalAccepted: (caregiverName: string, days: string) => `${caregiverName} aceitou cuidar às ${days} pelo seu plano. Os plantões estão marcados.`,
  planProposalDeclined: (caregiverName: string, days: string) => `${caregiverName} não pode cuidar às ${days} pelo seu plano. Escolha outro cuidador.`,
  planRenewed: (familyName: string, days: string, count: number) =>
    `O plano de ${familyName} foi renovado: ${formatCount(count, 'novo plantão', 'novos plantões')} às ${days} na sua agenda.`,
  planRenewalNotBooked: (caregiverName: string, days: string) =>
    `Seu plano foi renovado, mas ${caregiverName} não está livre em todos os plantões das ${days} do novo período. Escolha outro cuidador para esses dias.`,
  planShiftsCancelled: (familyName: string, count: number) =>
    `O plano de ${familyName} foi encerrado: ${formatCount(count, 'plantão futuro foi cancelado', 'plantões futuros foram cancelados')} na sua agenda.`,
  /** One day of a series, or the rest from a day on, cancelled by the other side (ADR 0045). */
  occurrencesCancelledByFamily: (familyName: string, days: string, motivo: string) =>
    `${familyName} cancelou ${days}: "${motivo}". Os demais dias da reserva continuam como estavam.`,
  occurrencesCancelledByCaregiver: (caregiverName: string, days: string, motivo: string, toPlan = false) =>
    `${caregiverName} cancelou ${days}: "${motivo}". Os demais dias da reserva continuam como estavam; o valor dos dias cancelados ${toPlan ? 'volta para a conta do seu plano' : 'será devolvido a você'}.`,
  /** docs/product.md#visits */
  visitArrived: (name: string, time: string) => `${name} chegou às ${time}.`,
  visitLeft: (name: string, time: string) => `${name} saiu às ${time}.`,
  visitArrivalClaimed: (name: string, time: string) => `${name} diz que chegou às ${time}. Confirme em Minhas reservas.`,
  visitDepartureClaimed: (name: string, time: string) => `${name} diz que saiu às ${time}. Confirme em Minhas reservas.`,
  visitLate: (name: string, start: string) => `${name} ainda não registrou a chegada do atendimento das ${start}. Fale com ${name} pelas mensagens.`,
  /** `refundTo`: where the day's money went back (a paid booking's payment, the care plan's account, or nowhere: nothing was paid). */
  visitNoShowFamily: (name: string, day: string, refundTo: NoShowRefundTo) =>
    `${name} não registrou a chegada ao atendimento de ${day}.${
      refundTo === 'pagamento' ? ' O valor desse dia será devolvido a você.' : refundTo === 'plano' ? ' O valor desse dia volta para a conta do seu plano.' : ''
    }`,
  visitNoShowCaregiver: (day: string, refundTo: NoShowRefundTo) =>
    `Você não registrou a chegada ao atendimento de ${day}. O dia foi registrado como falta${
      refundTo === 'pagamento' ? ' e o valor foi devolvido à família' : refundTo === 'plano' ? ' e o valor voltou para o plano da família' : ''
    }.`,
  /** docs/product.md#plan-substitutes */
  planShiftsNeedSubstitute: (caregiverName: string, count: number) =>
    `${caregiverName} não poderá fazer ${formatCount(count, 'plantão', 'plantões')} do seu plano. Os plantões continuam pagos pelo plano: escolha um substituto.`,
  planSubstitution: (familyName: string, count: number) =>
    `${familyName} pede um substituto para ${formatCount(count, 'plantão', 'plantões')} do plano de cuidado. Responda no painel.`,
  planSubstitutionAccepted: (caregiverName: string, count: number) => `${caregiverName} aceitou a substituição: ${formatCount(count, 'plantão marcado', 'plantões marcados')}.`,
  planSubstitutionDeclined: (caregiverName: string) => `${caregiverName} não pode fazer a substituição. Escolha outro substituto.`,
  planSubstitutionExpired: (caregiverName: string) =>
    `${caregiverName} não respondeu à proposta de substituição antes do primeiro plantão. Os plantões que ainda não começaram precisam de outro substituto.`,
  careDiaryIncident: (name: string, time: string, description: string) => `Ocorrência registrada por ${name} às ${time}: ${description}`,
  /** docs/product.md#account-lgpd: a family whose health-data consent is on an older text. */
  healthConsentNewText:
    'Atualizamos o texto da autorização de dados de saúde. Enquanto você não autorizar o novo texto, o cartão de emergência não abre para os cuidadores e o diário de cuidados fica fechado. Leia e autorize em Configurações.',
} as const;

/** Ours: the e-mails the server sends (apps/server/src/mail/templates.ts lays them out). */
export const mailMessages = {
  brand: 'Cuidar',
  signature: 'Cuidar — cuidadores de idosos com carinho e segurança.',
  buttonFallback: 'Se o botão não funcionar, copie e cole este endereço no navegador:',
  greeting: (firstName: string) => (firstName ? `Olá, ${firstName}!` : 'Olá!'),
  /** What the development outbox shows once a message's body is gone. */
  redacted: 'Conteúdo removido: o email já foi enviado ou tem mais de 24 horas.',
  ifNotYou: 'Se não foi você, troque sua senha agora (opção "Esqueci minha senha" na tela de login) e fale com o suporte.',
  verification: {
    subject: 'Confirme seu email no Cuidar',
    paragraphs: ['Falta pouco para começar a usar o Cuidar. Confirme seu endereço de email clicando no botão abaixo.'],
    action: 'Confirmar meu email',
    footnote: 'O link vale por 24 horas. Se você não criou uma conta no Cuidar, ignore este email.',
  },
  passwordReset: {
    subject: 'Redefina sua senha do Cuidar',
    paragraphs: ['Recebemos um pedido para redefinir a senha da sua conta. Para escolher uma nova senha, clique no botão abaixo.'],
    action: 'Redefinir minha senha',
    footnote: 'O link vale por 1 hora. Se você não pediu a redefinição, ignore este email: sua senha continua a mesma.',
  },
  signInLocked: {
    subject: 'Tentativas de entrar na sua conta Cuidar',
    paragraphs: (v: { minutes: number; resetUrl: string }) => [
      `Houve muitas tentativas de entrar na sua conta com a senha errada. Por segurança, a entrada com senha ficou bloqueada por até ${v.minutes} minutos.`,
      'Se foi você, clique no botão abaixo neste aparelho: o acesso fica liberado aqui e você entra com a sua senha normalmente.',
      `Se não foi você, sua conta continua protegida. Se a sua senha for fácil de adivinhar, troque-a: ${v.resetUrl}`,
    ],
    action: 'Liberar o acesso e entrar',
    footnote: 'O link vale por 1 hora e só funciona no aparelho em que for aberto.',
  },
  existingAccount: {
    subject: 'Tentativa de cadastro com o seu email',
    paragraphs: [
      'Alguém tentou criar uma nova conta no Cuidar usando este endereço de email, que já está cadastrado.',
      'Se foi você, basta entrar com sua senha. Se esqueceu a senha, use a opção "Esqueci minha senha" na tela de login.',
    ],
    action: 'Entrar no Cuidar',
    footnote: 'Se não foi você, pode ignorar este email: sua conta continua protegida.',
  },
  newBooking: {
    subject: 'Nova solicitação de reserva no Cuidar',
    paragraphs: (v: { familyName: string; period: string; hours: string; total: string; avulso?: boolean }) => [
      `${v.familyName} quer agendar você para ${v.period}, das ${v.hours}.`,
      ...(v.avulso
        ? [`É um Plantão Avulso: preço fechado. Você recebe ${v.total}. Se o valor não for bom para você, recuse.`, 'A solicitação expira se não for respondida em 24 horas ou até o início do atendimento.']
        : [`Valor total: ${v.total}. A solicitação expira se não for respondida em 24 horas ou até o início do atendimento.`]),
    ],
    action: 'Responder solicitação',
  },
  bookingAccepted: {
    subject: 'Sua reserva foi confirmada',
    paragraphs: (v: { caregiverName: string; period: string; hours: string }) => [
      `${v.caregiverName} aceitou sua reserva para ${v.period}, das ${v.hours}.`,
      'Você pode conversar com o cuidador pelo chat do Cuidar.',
      'O contrato da reserva já está nos detalhes da reserva, para abrir ou baixar em PDF.',
    ],
    action: 'Ver minhas reservas',
  },
  verificationDecision: {
    approved: {
      subject: 'Seu cadastro no Cuidar foi aprovado',
      paragraphs: [
        'Nossa equipe conferiu seus documentos, suas referências e a entrevista: seu cadastro foi aprovado.',
        'Seu perfil já aparece para as famílias com o selo Verificado.',
      ],
      action: 'Abrir meu painel',
    },
    refused: {
      subject: 'Seu cadastro no Cuidar precisa de correções',
      paragraphs: (v: { reason: string; note: string }) => [
        'Nossa equipe analisou seu cadastro e ele não foi aprovado desta vez.',
        `Motivo: ${v.reason}.`,
        ...(v.note ? [`Observação da equipe: ${v.note}`] : []),
        'Você pode corrigir o que foi apontado e enviar o cadastro para uma nova análise.',
      ],
      action: 'Corrigir meu cadastro',
    },
    suspended: {
      subject: 'Seu perfil no Cuidar foi suspenso',
      paragraphs: (v: { reason: string; note: string }) => [
        'Seu perfil foi suspenso e não aparece mais para as famílias. As solicitações de reserva pendentes foram recusadas.',
        `Motivo: ${v.reason}.`,
        ...(v.note ? [`Observação da equipe: ${v.note}`] : []),
        'Se quiser conversar sobre a suspensão, responda a este email.',
      ],
      action: 'Abrir meu painel',
    },
    reinstated: {
      subject: 'A suspensão do seu perfil no Cuidar foi retirada',
      paragraphs: (v: { expired: boolean }) => [
        'Nossa equipe retirou a suspensão do seu perfil.',
        v.expired
          ? 'Sua certidão de antecedentes venceu: envie uma nova pelo painel para voltar a aparecer para as famílias.'
          : 'Seu perfil voltou a aparecer para as famílias.',
      ],
      action: 'Abrir meu painel',
    },
  },
  bookingDeclinedBySuspension: {
    subject: 'Sua solicitação de reserva foi recusada',
    paragraphs: (v: { caregiverName: string; period: string }) => [
      `${v.caregiverName} não está disponível no Cuidar no momento, e sua solicitação para ${v.period} foi recusada.`,
      'O valor pago volta integralmente pelo mesmo meio de pagamento, e o comprovante fica no seu painel. Procure outro cuidador: há profissionais verificados perto de você.',
    ],
    action: 'Procurar cuidadores',
  },
  bookingDeclined: {
    subject: 'Sua solicitação de reserva foi recusada',
    paragraphs: (v: { caregiverName: string; period: string }) => [
      `${v.caregiverName} não pode atender sua solicitação para ${v.period}.`,
      'O valor pago volta integralmente pelo mesmo meio de pagamento, e o comprovante fica no seu painel. Procure outro cuidador: há profissionais verificados perto de você.',
    ],
    action: 'Procurar cuidadores',
  },
  bookingCancelledByFamily: {
    subject: 'Uma reserva foi cancelada pela família',
    paragraphs: (v: { familyName: string; period: string; hours: string; motivo: string | null; consequence: string | null }) => [
      `${v.familyName} cancelou a reserva de ${v.period}, das ${v.hours}.`,
      ...(v.motivo ? [`Motivo: ${v.motivo}`] : []),
      ...(v.consequence ? [v.consequence] : []),
      'Esses dias voltam a ficar livres na sua agenda.',
    ],
    action: 'Ver minha agenda',
  },
  bookingCancelledByCaregiver: {
    subject: 'O cuidador cancelou sua reserva',
    paragraphs: (v: { caregiverName: string; period: string; hours: string; motivo: string; refund: string; started?: boolean; toPlan?: boolean }) => [
      `${v.caregiverName} cancelou a reserva de ${v.period}, das ${v.hours}.`,
      `Motivo: ${v.motivo}`,
      // A care plan's booking: the money goes back to the plan's account (docs/product.md#plan-care).
      v.toPlan
        ? v.started
          ? `Pela política de cancelamento, os plantões já iniciados são pagos normalmente e o valor dos que não começaram (${v.refund}) volta para a conta do seu plano no Cuidar. O que sobrar nela quando o plano terminar volta para o seu cartão.`
          : `Pela política de cancelamento, o valor integral (${v.refund}) volta para a conta do seu plano no Cuidar. O que sobrar nela quando o plano terminar volta para o seu cartão.`
        : v.started
          ? `Pela política de cancelamento, os dias já iniciados são pagos normalmente e você recebe de volta o valor dos dias que não começaram (${v.refund}).`
          : `Pela política de cancelamento, você recebe de volta o valor integral (${v.refund}).`,
      'Procure outro cuidador: há profissionais verificados perto de você.',
    ],
    action: 'Procurar cuidadores',
  },
  lateCancellationToCaregiver: (amount: string) => `Pela política de cancelamento, ${amount} (metade do primeiro dia) ficam com você.`,
  // ours: nobody answered a paid request in time (docs/product.md#booking-payments: refunded in full)
  bookingExpired: {
    subject: 'Sua solicitação de reserva expirou',
    paragraphs: (v: { caregiverName: string; period: string; hours: string; refund: { amount: string; method: 'card' | 'pix' | null } | null }) => [
      `${v.caregiverName} não respondeu a tempo à sua solicitação para ${v.period}, das ${v.hours}. A solicitação expirou e a reserva não foi feita.`,
      v.refund
        ? `O valor pago, ${v.refund.amount}, volta integralmente ${v.refund.method === 'card' ? 'para o cartão usado no pagamento' : v.refund.method === 'pix' ? 'por Pix, para a conta que fez o pagamento' : 'pelo mesmo meio de pagamento'}. O prazo para aparecer na fatura ou na conta depende do banco. Se o banco ou o cartão recusar a devolução, nossa equipe é avisada e devolve o valor por Pix ou transferência. Quando a devolução for feita, você recebe o comprovante por email, dizendo como ela foi feita.`
        : 'Nenhum valor foi cobrado por esta solicitação.',
      'Para encontrar outro cuidador, veja as recomendações para a sua família.',
    ],
    action: 'Encontrar outro cuidador',
  },
  // ours: a confirmed booking's day starts within 24 hours (docs/product.md#bookings), one e-mail per day
  bookingReminder: {
    subject: (date: string) => `Lembrete: atendimento de ${date}`,
    family: {
      paragraphs: (v: { caregiverName: string; date: string; hours: string }) => [
        `Seu atendimento com ${v.caregiverName} está marcado para ${v.date}, das ${v.hours}.`,
        'Se precisar combinar algum detalhe, fale com o cuidador pelo chat do Cuidar. Os detalhes da reserva estão no seu painel.',
      ],
      action: 'Ver a reserva',
    },
    caregiver: {
      paragraphs: (v: { familyName: string; date: string; hours: string; street: string | null; place: string }) => [
        `Você tem um atendimento com ${v.familyName} marcado para ${v.date}, das ${v.hours}.`,
        v.street
          ? `Endereço: ${v.street}${v.place ? ` (${v.place})` : ''}.`
          : v.place
            ? `Local: ${v.place}. A família não informou o endereço completo: confirme com ela pelo chat do Cuidar antes de sair.`
            : 'A família não informou o endereço: confirme com ela pelo chat do Cuidar antes de sair.',
        'Os detalhes do atendimento estão na sua agenda.',
      ],
      action: 'Ver minha agenda',
    },
  },
  contactMessage: {
    subject: (nome: string) => `Fale Conosco: mensagem de ${nome}`,
    greeting: 'Olá, equipe de suporte!',
    paragraphs: (v: { nome: string; email: string; receivedAt: string; lines: string[] }) => [
      `Nova mensagem recebida pelo formulário Fale Conosco em ${v.receivedAt}.`,
      `Nome: ${v.nome}`,
      `Email: ${v.email}`,
      'Mensagem:',
      ...v.lines,
    ],
    footnote: 'Responda a este email para falar diretamente com quem escreveu.',
  },
  contactReply: {
    subject: 'Resposta à sua mensagem no Cuidar',
    intro: 'Respondemos à mensagem que você enviou pelo Fale Conosco:',
    quoteHeading: (sentAt: string) => `Sua mensagem, enviada em ${sentAt}:`,
    footnote: 'Para continuar a conversa, responda a este email.',
  },
  reportReviewed: {
    subject: 'Sua denúncia foi analisada',
    paragraphs: (outcome: 'medidas' | 'arquivada', sentAt: string) => [
      `A denúncia que você enviou em ${sentAt} foi analisada pela nossa equipe.`,
      outcome === 'medidas'
        ? 'Tomamos medidas em relação à conta denunciada. Por privacidade, não contamos quais.'
        : 'Desta vez não encontramos motivo para medidas. Seguimos atentos: se algo acontecer de novo, denuncie.',
      'Obrigado por ajudar a manter o Cuidar seguro.',
    ],
    action: 'Abrir o Cuidar',
  },
  reportWarning: {
    subject: 'Advertência da equipe do Cuidar',
    intro: 'Recebemos uma denúncia sobre a sua conta e, depois de analisá-la, enviamos esta advertência:',
    closing: 'Se isso se repetir, sua conta pode ser suspensa. Em caso de dúvida, responda a este email.',
    action: 'Abrir o Cuidar',
  },
  passwordChanged: {
    subject: 'Sua senha do Cuidar foi alterada',
    paragraphs: ['A senha da sua conta no Cuidar acabou de ser alterada. Por segurança, todas as outras sessões abertas foram encerradas.'],
    action: 'Ver minhas sessões',
  },
  emailChangeVerification: {
    subject: 'Confirme seu novo email no Cuidar',
    paragraphs: (newEmail: string) => [
      `Recebemos um pedido para usar ${newEmail} como email da sua conta no Cuidar.`,
      'Para confirmar a troca, clique no botão abaixo. Até lá, sua conta continua com o email antigo.',
    ],
    action: 'Confirmar novo email',
    footnote: 'O link vale por 24 horas. Se você não pediu esta troca, ignore este email.',
  },
  emailChangeRequested: {
    subject: 'Pedido de troca do email da sua conta',
    paragraphs: (newEmail: string) => [
      `Pediram para trocar o email da sua conta no Cuidar para ${newEmail}. A troca só acontece quando o link enviado ao novo endereço for aberto.`,
    ],
  },
  emailChanged: {
    subject: 'O email da sua conta no Cuidar foi alterado',
    paragraphs: (newEmail: string) => [`O email da sua conta no Cuidar agora é ${newEmail}. Este endereço não recebe mais nossas mensagens.`],
  },
  emailInUseAttempt: {
    subject: 'Tentativa de usar o seu email no Cuidar',
    paragraphs: [
      'Alguém tentou trocar o email de outra conta do Cuidar para este endereço, que já é da sua conta. Nada mudou na sua conta.',
      'Se não foi você, pode ignorar este email.',
    ],
  },
  antecedentesExpiring: {
    subject: 'Sua certidão de antecedentes está para vencer',
    paragraphs: (day: string) => [
      `A certidão de antecedentes criminais que você enviou ao Cuidar vence em ${day}.`,
      'Emita uma nova certidão no site da Polícia Federal e envie pelo painel, com a data de emissão. Você continua aparecendo para as famílias enquanto nossa equipe confere.',
    ],
    action: 'Enviar nova certidão',
  },
  familySuspended: {
    subject: 'Sua conta no Cuidar foi suspensa',
    paragraphs: (reason: string) => [
      'A equipe do Cuidar suspendeu sua conta depois de analisar uma denúncia. Enquanto a suspensão durar, não é possível entrar na conta.',
      `Motivo: ${reason}`,
      'Suas solicitações de reserva ainda não aceitas foram canceladas. Se quiser saber mais ou pedir uma revisão, fale com a gente pela página Contato.',
    ],
    action: 'Falar com a equipe',
  },
  familyReinstated: {
    subject: 'Sua conta no Cuidar foi reativada',
    paragraphs: ['A equipe do Cuidar retirou a suspensão da sua conta. Você já pode entrar de novo.'],
    action: 'Entrar no Cuidar',
  },
  renewalAccepted: {
    subject: 'Sua nova certidão de antecedentes foi aceita',
    paragraphs: (day: string) => [`Nossa equipe conferiu a nova certidão de antecedentes criminais que você enviou. Sua verificação agora vale até ${day}.`],
    action: 'Abrir meu painel',
  },
  renewalRefused: {
    subject: 'Sua nova certidão de antecedentes não foi aceita',
    paragraphs: (reason: string, note: string, day: string | null) => [
      `Nossa equipe não pôde aceitar a nova certidão de antecedentes criminais que você enviou. Motivo: ${reason}.`,
      ...(note ? [note] : []),
      day
        ? `A certidão anterior continua valendo até ${day}. Envie outra certidão antes dessa data para continuar aparecendo para as famílias.`
        : 'Envie outra certidão pelo painel para voltar a aparecer para as famílias.',
    ],
    action: 'Enviar outra certidão',
  },
  antecedentesExpired: {
    subject: 'Sua certidão de antecedentes venceu',
    paragraphs: [
      'Sua certidão de antecedentes criminais venceu e, por segurança, seu perfil não aparece mais nas buscas das famílias.',
      'Suas reservas já confirmadas continuam valendo. Envie uma nova certidão pelo painel para uma nova análise.',
    ],
    action: 'Enviar nova certidão',
  },
  caregiverVerificationExpired: {
    subject: 'Aviso sobre a verificação do seu cuidador',
    paragraphs: (caregiverName: string, days: string) => [
      `A certidão de antecedentes de ${caregiverName} venceu e a verificação precisa ser renovada.`,
      `Sua reserva confirmada de ${days} continua valendo. Se tiver dúvidas, fale com o suporte.`,
    ],
    action: 'Ver minhas reservas',
  },
  payoutSent: {
    subject: (amount: string) => `Transferência de ${amount} enviada`,
    paragraphs: (amount: string, destination: string, when: string) => [
      `Transferência de ${amount} enviada para ${destination} em ${when}.`,
      'É o seu saldo disponível dos atendimentos concluídos. O extrato do mês, com cada atendimento, a taxa e o valor líquido, está na página Saldo e Ganhos.',
    ],
    action: 'Ver comprovante',
  },
  payoutFailed: {
    subject: 'Não conseguimos fazer sua transferência',
    paragraphs: (amount: string, viaStripe = false) => [
      `Não conseguimos transferir ${amount} para ${viaStripe ? 'sua conta de recebimento no Stripe' : 'sua chave Pix'}. O valor voltou para o seu saldo disponível e nada se perdeu.`,
      `Confira ${viaStripe ? 'sua conta de recebimento' : 'sua chave Pix'} no seu perfil. Tentaremos de novo na próxima data de pagamento; se o problema continuar, fale com o suporte.`,
    ],
    action: 'Conferir minha chave Pix',
    actionStripe: 'Conferir minha conta de recebimento',
  },
  payoutKeyChanged: {
    subject: 'Sua chave Pix para recebimentos foi alterada',
    paragraphs: (key: string, when: string) => [
      `A chave Pix para onde enviamos seus ganhos foi alterada em ${when}. A nova chave é ${key}.`,
      'Se não foi você, troque sua senha agora e fale com o suporte antes da próxima data de pagamento.',
    ],
    action: 'Ver meu perfil',
  },
  accountDeleted: {
    subject: 'Sua conta no Cuidar foi excluída',
    paragraphs: (when: string) => [
      `Sua conta no Cuidar foi excluída em ${when}, a seu pedido. Seus dados pessoais foram apagados: nome, email, endereço, telefone, dados do paciente, mensagens, notificações e arquivos.`,
      'Guardamos apenas os registros financeiros das reservas e pagamentos, sem seu nome ou contato, pelo prazo exigido por lei. Reservas futuras foram canceladas e a outra parte foi avisada.',
      'Se não foi você quem pediu a exclusão, fale com o suporte respondendo a este email.',
    ],
    // ours: a caregiver who leaves with money to receive (docs/product.md#deletion-payout)
    payout: (v: {
      total: string;
      destination: string;
      available: string | null;
      day: string;
      onTheWay: string | null;
      held: string | null;
      heldDay: string | null;
      releaseHours: number;
    }) => [
      `Você ainda tem ${v.total} a receber pelo seu trabalho, e vamos pagar tudo para ${v.destination}.`,
      ...(v.onTheWay ? [`${v.onTheWay} já foi pedido ao provedor de pagamentos e é enviado assim que ele responder.`] : []),
      // The days are formatted without the weekday ('9 de dezembro de 2026').
      ...(v.available ? [`${v.available} será transferido no dia ${v.day}.`] : []),
      ...(v.held && v.heldDay
        ? [`O valor dos dias já trabalhados, ${v.held}, é liberado ${v.releaseHours} horas depois do fim de cada dia e transferido a partir do dia ${v.heldDay}.`]
        : []),
      'Para isso, guardamos somente essa forma de recebimento, e a apagamos depois do último repasse.',
    ],
    givenUp: (amount: string) => `Ao excluir a conta, você abriu mão de ${amount} que tinha a receber, porque não havia para onde transferir esse valor.`,
    noMoreMail:
      'Depois desta mensagem, você não receberá outros emails do Cuidar: não guardamos mais o seu endereço. Confira cada transferência no extrato do seu banco; o comprovante de cada repasse fica guardado conosco como registro financeiro. Se algo não chegar, fale com o suporte respondendo a este email.',
  },
  disputeOpened: {
    subject: 'Um problema foi relatado em uma reserva',
    paragraphs: (v: { familyName: string; period: string; reason: string }) => [
      `${v.familyName} relatou um problema na reserva de ${v.period} (${v.reason}).`,
      'O pagamento desses dias fica retido enquanto a equipe do Cuidar analisa o caso. Isso não é uma conclusão sobre o seu trabalho: a equipe analisa o relato com os registros de chegada e saída antes de decidir, e você recebe a decisão com uma nota.',
      'Você receberá a decisão por email e notificação.',
    ],
    action: 'Abrir meu painel',
  },
  disputeDecided: {
    subject: 'Decisão sobre o problema relatado em uma reserva',
    paragraphs: (v: { period: string; outcome: string; amounts: string; note: string }) => [
      `A equipe do Cuidar decidiu sobre o problema relatado na reserva de ${v.period}: ${v.outcome}.`,
      v.amounts,
      `Nota da equipe: ${v.note}`,
    ],
    action: 'Ver a reserva',
  },
  disputeAmounts: (refund: string, toCaregiver: string) => `Devolvido à família: ${refund}. Pago ao cuidador: ${toCaregiver}.`,
  // ours: a care plan's shift (docs/product.md#disputes): what goes back returns to the plan's account
  disputeAmountsPlan: (refund: string, toCaregiver: string) => `Devolvido à conta do plano da família no Cuidar: ${refund}. Pago ao cuidador: ${toCaregiver}.`,
  paymentReceipt: {
    subject: 'Pagamento confirmado no Cuidar',
    paragraphs: (v: { amount: string; what: string; when: string }) => [
      `Recebemos o seu pagamento de ${v.amount} em ${v.when}, referente a: ${v.what}.`,
      'O recibo, com o valor, a forma de pagamento e a taxa de serviço, está no seu painel e pode ser baixado em PDF.',
    ],
    action: 'Ver recibo',
  },
  // To the operators (docs/product.md#operators): money the provider has not moved, once per item.
  stuckMoneyAlert: {
    subject: (count: number) => (count === 1 ? 'Cuidar: 1 devolução ou repasse parado' : `Cuidar: ${count} devoluções ou repasses parados`),
    intro: 'O provedor de pagamentos ainda não fez estes pagamentos: respondeu com erro ou está sem resposta há mais de uma hora. O sistema continua pedindo, sem pagar duas vezes.',
    kinds: { devolucao_reserva: 'Devolução de reserva', sobra_plano: 'Sobra do plano', repasse: 'Repasse ao cuidador', saldo_conta_excluida: 'Saldo de cuidador com conta excluída' },
    line: (v: { kind: string; amount: string; since: string; refused: boolean }) =>
      `${v.kind} de ${v.amount}, desde ${v.since}${v.refused ? ': o provedor recusou' : ''}.`,
    outro: 'Em Pagamentos você vê a pessoa a contatar, pode pedir de novo ao provedor e, se ele recusou uma devolução, registrar a devolução feita pela equipe.',
    action: 'Abrir Pagamentos',
  },
  teamRefundReceipt: {
    subject: 'Reembolso feito no Cuidar',
    paragraphs: (v: { amount: string; what: string; when: string; method: 'pix' | 'transfer' }) => [
      `Devolvemos ${v.amount} em ${v.when}, referente a: ${v.what}.`,
      `O provedor de pagamentos não conseguiu devolver o valor pelo meio de pagamento original, então nossa equipe fez a devolução diretamente, ${v.method === 'pix' ? 'por Pix' : 'por transferência bancária'}. A referência da transferência está no comprovante, no seu painel.`,
    ],
    action: 'Ver comprovante',
  },
  refundReceipt: {
    subject: 'Reembolso feito no Cuidar',
    paragraphs: (v: { amount: string; what: string; when: string }) => [
      `Devolvemos ${v.amount} em ${v.when}, referente a: ${v.what}.`,
      'O valor volta pelo mesmo meio de pagamento; o prazo para aparecer na fatura ou na conta depende do banco. O comprovante está no seu painel.',
    ],
    action: 'Ver comprovante',
  },
  // docs/product.md#plan-care
  planProposal: {
    subject: 'Convite para um plano de cuidado no Cuidar',
    paragraphs: (v: { familyName: string; days: string; hours: string; count: string; perShift: string; total: string }) => [
      `${v.familyName} convidou você para o plano de cuidado da família: ${v.days}, das ${v.hours}.`,
      `São ${v.count} no período já pago. Você recebe ${v.perShift} por plantão entregue (${v.total} no total), liberados 48 horas depois de cada plantão.`,
      'Aceite ou recuse pelo seu painel. Ao aceitar, os plantões entram na sua agenda.',
    ],
    action: 'Ver a proposta',
  },
  planProposalAnswered: {
    subject: (accepted: boolean) => (accepted ? 'O cuidador aceitou o seu plano' : 'O cuidador não pode atender o seu plano'),
    paragraphs: (v: { caregiverName: string; days: string; accepted: boolean }) =>
      v.accepted
        ? [`${v.caregiverName} aceitou cuidar às ${v.days} pelo seu plano. Os plantões estão marcados e aparecem nas suas reservas.`]
        : [`${v.caregiverName} não pode cuidar às ${v.days} pelo seu plano.`, 'Escolha outro cuidador para esses dias no seu painel.'],
    action: 'Ver o plano',
  },
  planShiftsCancelled: {
    subject: 'Plantões de um plano cancelados',
    paragraphs: (v: { familyName: string; count: string }) => [
      `O plano de ${v.familyName} foi encerrado e ${v.count} da sua agenda foram cancelados.`,
      'Os plantões que você já fez continuam sendo pagos normalmente.',
    ],
    action: 'Ver minha agenda',
  },
  /** One day of a series, or the rest from a day on, cancelled by the other side (ADR 0045). */
  occurrencesCancelled: {
    subject: (byFamily: boolean) => (byFamily ? 'A família cancelou dias de uma reserva' : 'O cuidador cancelou dias da sua reserva'),
    paragraphs: (v: { actorName: string; days: string; hours: string; motivo: string; consequence: string | null; remaining: string }) => [
      `${v.actorName} cancelou ${v.days} (das ${v.hours}).`,
      `Motivo: ${v.motivo}`,
      ...(v.consequence ? [v.consequence] : []),
      v.remaining,
    ],
    refundToFamily: (amount: string) => `Pela política de cancelamento, você recebe de volta ${amount}. O comprovante do reembolso fica no seu painel.`,
    refundToPlan: (amount: string) =>
      `Pela política de cancelamento, ${amount} voltam para a conta do seu plano no Cuidar. O que sobrar nela quando o plano terminar volta para o seu cartão.`,
    lateShareToCaregiver: (amount: string) => `Pela política de cancelamento, ${amount} (metade do primeiro dia cancelado) ficam com você.`,
    remaining: (count: number) =>
      count === 0 ? 'Não sobrou nenhum dia: a reserva inteira foi cancelada.' : count === 1 ? 'O outro dia continua reservado.' : `Os outros ${count} dias continuam reservados.`,
    action: 'Ver minhas reservas',
  },
  /** docs/product.md#visits */
  visitLate: {
    subject: 'Ainda sem registro de chegada no atendimento',
    paragraphs: (v: { caregiverName: string; start: string }) => [
      `${v.caregiverName} ainda não registrou a chegada ao atendimento de ${v.start}.`,
      'Fale com o cuidador pelas mensagens do Cuidar. Se ninguém chegar até 1 hora depois do início, o dia é registrado como falta e o valor dele é devolvido (a um plantão do plano, na conta do plano).',
      'Se precisar, veja cuidadores verificados livres para o resto do atendimento e agende um substituto.',
    ],
    action: 'Encontrar substituto',
  },
  visitNoShow: {
    subject: (refundTo: NoShowRefundTo) =>
      refundTo === 'pagamento' ? 'Falta registrada: o valor do dia volta para você' : refundTo === 'plano' ? 'Falta registrada: o valor do dia volta para o seu plano' : 'Falta registrada no atendimento',
    paragraphs: (v: { caregiverName: string; start: string; refundTo: NoShowRefundTo }) => [
      `${v.caregiverName} não registrou a chegada ao atendimento de ${v.start} até 1 hora depois do início. O dia foi registrado como falta.`,
      ...(v.refundTo === 'pagamento'
        ? ['O valor desse dia, com a taxa de serviço, volta pelo mesmo meio de pagamento; o comprovante fica no seu painel.']
        : v.refundTo === 'plano'
          ? ['O valor desse dia, com a taxa de serviço, volta para a conta do seu plano no Cuidar. O que sobrar nela quando o plano terminar volta para o seu cartão.']
          : []),
      'Se ainda houver tempo, veja cuidadores verificados livres para o resto do atendimento e agende um substituto.',
    ],
    action: 'Encontrar substituto',
  },
  // docs/product.md#plan-substitutes
  planShiftsNeedSubstitute: {
    subject: 'Plantões do seu plano precisam de um substituto',
    paragraphs: (v: { caregiverName: string; count: string; days: string }) => [
      `${v.caregiverName} não poderá fazer ${v.count} do seu plano: ${v.days}.`,
      'Esses plantões continuam pagos pelo seu plano. Escolha um dos melhores cuidadores disponíveis como substituto: ele confirma antes de os plantões serem marcados.',
    ],
    action: 'Encontrar substituto',
  },
  planSubstitution: {
    subject: 'Pedido de substituição num plano de cuidado',
    paragraphs: (v: { familyName: string; days: string; hours: string; count: string; perShift: string; total: string }) => [
      `${v.familyName} precisa de um substituto no plano de cuidado da família: ${v.days}, das ${v.hours}.`,
      `São ${v.count}. Você recebe ${v.perShift} por plantão entregue (${v.total} no total), liberados 48 horas depois de cada plantão.`,
      'Aceite ou recuse pelo seu painel. Ao aceitar, os plantões entram na sua agenda.',
    ],
    action: 'Ver o pedido',
  },
  /** docs/product.md#relatives */
  relativeInvitation: {
    subject: (family: string) => `${family} convidou você para acompanhar os cuidados no Cuidar`,
    paragraphs: (v: { family: string; days: number }) => [
      `${v.family} convidou você para acompanhar, no Cuidar, as reservas de cuidadores e os horários de chegada e saída de cada atendimento.`,
      'Você poderá ver, sem alterar, e ler o diário de cuidados enquanto a família autorizar. Pagamentos, mensagens, a condição de saúde e o cartão de emergência continuam só com a família.',
      `O link vale por ${v.days} dias e pode ser usado uma única vez.`,
    ],
    action: 'Aceitar o convite',
    footnote: 'Não conhece quem convidou? Ignore este e-mail: nada acontece sem você abrir o link.',
  },
  /** docs/product.md#care-diary */
  careDiaryIncident: {
    subject: 'Ocorrência registrada no diário de cuidados',
    paragraphs: (v: { caregiverName: string; when: string; description: string }) => [
      `${v.caregiverName} registrou uma queda ou incidente às ${v.when}:`,
      v.description,
      'Veja o diário de cuidados no Cuidar e fale com a cuidadora pelas mensagens.',
    ],
    action: 'Ver o diário de cuidados',
  },
  /** docs/product.md#account-lgpd: the health-data consent's text changed. */
  healthConsentNewText: {
    subject: 'Novo texto da autorização de dados de saúde',
    paragraphs: [
      'O texto da autorização que você deu ao Cuidar para guardar os dados de saúde do paciente mudou. Ele agora diz que a autorização vale também para o cartão de emergência e para o diário de cuidados, e que o diário pode ser lido pelos familiares que você convidar.',
      'Enquanto você não autorizar o novo texto, o cartão de emergência não abre para os cuidadores e o diário de cuidados fica fechado para eles e para os familiares. Nada do que você guardou é apagado, e a condição de saúde continua sendo mostrada só aos cuidadores com quem você tem reserva.',
      'Se preferir não autorizar, você pode retirar a autorização em Configurações quando quiser.',
    ],
    action: 'Ler e autorizar o novo texto',
  },
} as const;

/** Ours: the words inside the 'Baixar meus dados' archive (LGPD, art. 18). */
/** Texts of the PDFs and CSVs the server draws (server only, like the e-mails). */
export const documentMessages = {
  /** The monthly statement's CSV and PDF (docs/product.md#earnings). */
  statement: {
    title: (month: string) => `Extrato de ganhos — ${month}`,
    preamble: (caregiverName: string, month: string) => `${caregiverName} · ${month}`,
    generatedAt: (when: string) => `Gerado em ${when}`,
    footer: (month: string) => `Cuidar · Extrato de ganhos · ${month}`,
    states: {
      aReceber: 'A receber',
      disponivel: (since: string) => `Disponível desde ${since}`,
      pago: (since: string) => `Pago em ${since}`,
    },
    payoutStatus: { requested: 'Em transferência', paid: 'Enviada', failed: 'Devolvida ao saldo' },
    csv: {
      header: ['Tipo', 'Data', 'Descrição', 'Pago pela família (R$)', 'Taxa da plataforma (R$)', 'Líquido (R$)', 'Repasse (R$)', 'Situação'],
      day: 'Atendimento',
      payout: 'Repasse',
      total: 'Total',
    },
    totals: {
      gross: 'Pago pelas famílias (bruto)',
      fee: 'Taxa da plataforma',
      net: 'Seu valor líquido',
      paidOut: 'Repassado a você no mês',
    },
    feeNote: 'A taxa da plataforma é cobrada da família além do seu preço: o valor líquido é o seu preço pelos dias atendidos.',
    days: {
      heading: 'Atendimentos do mês',
      columns: { date: 'Data', family: 'Família', familyPaid: 'Família pagou', fee: 'Taxa', net: 'Líquido', state: 'Situação' },
      empty: 'Nenhum atendimento pago neste mês.',
    },
    payouts: {
      heading: 'Repasses do mês',
      columns: { date: 'Data', destination: 'Destino', amount: 'Valor', state: 'Situação' },
      empty: 'Nenhum repasse neste mês.',
    },
  },
  /** Every PDF's page footer (contracts, receipts, statements). */
  pdf: {
    pageOf: (footer: string, page: number, count: number) => `${footer} · página ${page} de ${count}`,
  },
} as const;

export const dataExportMessages = {
  readme: (generatedAt: string, jsonName: string) => [
    'Seus dados no Cuidar',
    '',
    `Arquivo gerado em ${generatedAt} a seu pedido (Lei Geral de Proteção de Dados, art. 18).`,
    '',
    `${jsonName}: tudo o que o Cuidar guarda sobre você, em formato JSON (abre em qualquer editor de texto):`,
    'conta e sessões, perfil, endereço e dados do paciente, consentimentos, reservas (com os nomes das duas partes),',
    'avaliações feitas e recebidas, conversas e mensagens, notificações, eventos de uso, mensagens do Fale Conosco (com as respostas),',
    'denúncias feitas e recebidas (de uma denúncia recebida, só o motivo e o resultado: quem denunciou não aparece),',
    'planos e pagamentos, recibos, contratos das reservas, avisos de vínculo empregatício, chave Pix e repasses recebidos (cuidadores), certificados enviados, diário de cuidados, quem leu os dados de saúde e os emails que enviamos.',
    '',
    'certificados/: os arquivos que você enviou, como foram recebidos.',
    'contratos/: os contratos das suas reservas aceitas, em PDF, exatamente como foram gerados.',
    'diario-de-cuidados/: as fotos do diário de cuidados, cada uma com o nome indicado no registro a que pertence.',
    '',
    'Senhas e códigos de acesso não fazem parte do arquivo: eles nunca são guardados de forma legível.',
    '',
  ],
  you: 'você',
  fileMissing: 'O arquivo não foi encontrado no armazenamento.',
} as const;

/** Portuguese names of request fields, used to build messages that name the field. */
export const fieldLabels: Record<string, string> = {
  email: 'email',
  password: 'senha',
  newPassword: 'nova senha',
  currentPassword: 'senha atual',
  newEmail: 'novo email',
  accepted: 'autorização',
  name: 'nome completo',
  nome: 'nome',
  role: 'tipo de conta',
  token: 'token',
  mensagem: 'mensagem',
  first_name: 'nome',
  last_name: 'sobrenome',
  firstName: 'nome',
  lastName: 'sobrenome',
  turno: 'turno',
  generoPreferido: 'preferência de gênero',
  competencias: 'competências',
  cep: 'CEP',
  rua: 'rua',
  numero: 'número',
  complemento: 'complemento',
  bairro: 'bairro',
  cidade: 'cidade',
  estado: 'estado',
  dias: 'dias',
  pacienteNome: 'nome do paciente',
  pacienteIdade: 'idade do paciente',
  pacienteCondicao: 'condição de saúde',
  consentimentoSaude: 'autorização de dados de saúde',
  alvoTipo: 'alvo da denúncia',
  alvoId: 'alvo da denúncia',
  descricao: 'descrição',
  resultado: 'decisão',
  nota: 'nota',
  advertencia: 'advertência',
  resposta: 'resposta',
  decisao: 'decisão',
  valor: 'valor',
  vinculoEscolha: 'escolha sobre o vínculo empregatício',
};
