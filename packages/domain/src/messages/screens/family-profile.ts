// Copy of the family's screens: 'Perfil da Família' and the dashboard summary (docs/product.md#profiles),
// the questionnaire /onboarding-familia (docs/product.md#questionnaire), the emergency card
// (docs/product.md#emergency-card) and 'Quem viu os dados de saúde' (docs/product.md#account-lgpd).
// Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.
import { basicMessages } from '../basic';

import { formatCount } from '../../format';

/** features/family-profile. */
export const familyProfileCopy = {
  /** 'Perfil da Família' page. */
  view: {
    loading: 'Carregando perfil...',
    retry: basicMessages.retry,
    title: 'Perfil da Família',
    description: 'Seus dados, o endereço do atendimento e as informações do paciente.',
    editButton: 'Editar Perfil',
  },
  /** The read-only cards of the profile page. */
  cards: {
    notInformed: 'Não informado',
    familyTitle: 'Informações da família',
    firstName: 'Nome',
    lastName: 'Sobrenome',
    email: 'Email',
    addressTitle: 'Endereço',
    street: 'Rua',
    number: 'Número',
    complement: 'Complemento',
    neighbourhood: 'Bairro',
    city: 'Cidade',
    state: 'Estado',
    cep: 'CEP',
    noAddress: 'Nenhum endereço cadastrado.',
    patientTitle: 'Paciente',
    patientName: 'Nome',
    patientAge: 'Idade',
    age: (years: number) => formatCount(years, 'ano', 'anos'),
    condition: 'Condição de saúde',
    /** `formattedDate`: formatShortDate of the consent. */
    sharedOnly: (formattedDate: string) => `Compartilhada só com cuidadores com reserva. Autorizada em ${formattedDate}.`,
  },
  /** 'Editar Perfil' dialog. */
  edit: {
    title: 'Editar Perfil',
    description: 'Atualize os dados da família e do paciente.',
    familyLegend: 'Família',
    firstName: 'Nome',
    lastName: 'Sobrenome',
    addressLegend: 'Endereço',
    patientLegend: 'Paciente',
    patientName: 'Nome do paciente',
    patientAge: 'Idade',
    patientAgeHint: 'Em anos (opcional).',
    consentHelp:
      'Dado de saúde é sensível (LGPD). Você pode retirar a autorização quando quiser: a condição, o cartão de emergência e o diário de cuidados são apagados.',
    condition: 'Condição de saúde',
    conditionHint: 'Por exemplo: diagnósticos, limitações, cuidados especiais.',
    conditionLockedHint: 'Marque a autorização acima para preencher.',
    /** 'Você autorizou uma versão anterior deste texto. <Link>Veja o novo texto em Configurações</Link>.' */
    olderTextBefore: 'Você autorizou uma versão anterior deste texto. ',
    olderTextLink: 'Veja o novo texto em Configurações',
    olderTextAfter: '.',
    withdrawWarning: 'Ao salvar sem a autorização, a condição de saúde, o cartão de emergência e o diário de cuidados serão apagados.',
    cancel: 'Cancelar',
    save: 'Salvar',
    saving: 'Salvando...',
  },
  /** The dashboard's profile and patient cards. */
  summary: {
    editLink: 'Editar perfil',
    retry: basicMessages.retry,
    profileTitle: 'Perfil da família',
    noAddress: 'Endereço ainda não informado.',
    patientTitle: 'Dados do paciente',
    nameLabel: 'Nome:',
    ageLabel: 'Idade:',
    conditionLabel: 'Condição de saúde:',
    notInformed: 'Não informado',
    notInformedFeminine: 'Não informada',
    age: (years: number) => `${years} anos`,
  },
} as const;

/** features/onboarding and routes/onboarding-familia: 'Encontre o cuidador ideal'. */
export const familyQuestionnaireCopy = {
  metaTitle: 'Encontre o cuidador ideal',
  metaDescription: 'Responda cinco perguntas rápidas e veja os cuidadores de idosos mais indicados para a sua família.',
  title: 'Encontre o cuidador ideal',
  intro: 'Cinco perguntas rápidas para indicarmos os cuidadores certos para a sua família.',
  stepTitles: [
    'Em qual turno você precisa de cuidado?',
    'Você tem preferência pelo gênero do cuidador?',
    'De quais cuidados o seu familiar precisa?',
    'Onde o cuidado vai acontecer?',
    'Confira suas respostas',
  ],
  stepHints: [
    'Escolha o período do dia e por quantos dias.',
    'Vamos mostrar cuidadores de acordo com a sua preferência.',
    'Marque todos os cuidados necessários. O primeiro marcado é o mais importante.',
    'Digite o CEP para preencher o endereço automaticamente.',
    'Se estiver tudo certo, vamos buscar os cuidadores mais indicados.',
  ],
  progress: (step: number, total: number) => `Passo ${step} de ${total}`,
  turnoLabel: 'Turno',
  daysLabel: 'Por quantos dias?',
  daysHint: 'De 1 a 90 dias.',
  generoLabel: 'Preferência de gênero do cuidador',
  skillsLegend: 'Cuidados necessários',
  anonymousTitle: 'Você pode ver os cuidadores sem ter conta.',
  anonymousText:
    'Crie uma conta para guardar suas respostas, conversar com cuidadores e agendar. Suas respostas ficam salvas neste navegador enquanto isso.',
  createAccount: 'Criar conta',
  back: 'Voltar',
  next: 'Próximo',
  submit: 'Encontrar cuidadores',
  submitting: 'Enviando...',
  /** The last step's summary. */
  summary: {
    turno: 'Turno',
    /** 'Manhã (7h às 13h)'. */
    turnoValue: (label: string, description: string) => `${label} (${description})`,
    days: 'Dias',
    daysValue: (days: number) => formatCount(days, 'dia', 'dias'),
    genero: 'Gênero do cuidador',
    skills: 'Cuidados',
    address: 'Endereço',
    none: '—',
    edit: 'Alterar',
    editLabel: (label: string) => `Alterar ${label.toLowerCase()}`,
  },
} as const;

/** features/emergency-card: the words not already in messages.emergencyCard. */
export const emergencyCardCopy = {
  retry: basicMessages.retry,
  dosePlaceholder: 'Ex.: 50 mg',
  schedulePlaceholder: 'Ex.: 8h e 20h',
  relationPlaceholder: 'Ex.: Filha',
  /** The caregiver's button: '<open> de <family>'. */
  openLabel: (open: string, familyName: string) => `${open} de ${familyName}`,
} as const;

/** features/health-data-reads: 'Quem viu os dados de saúde'. */
export const healthReadsCopy = {
  title: 'Quem viu os dados de saúde',
  /** `formattedRange`: formatDateRange of the booking. */
  booking: (formattedRange: string) => ` · reserva de ${formattedRange}`,
} as const;
