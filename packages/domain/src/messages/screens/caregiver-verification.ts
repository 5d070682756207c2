// Copy of the caregiver dashboard's verification cards: 'Verificação do cadastro' and the renewal of the
// criminal-records certificate (docs/product.md#verification).
// Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.
import { basicMessages } from '../basic';

export const caregiverVerificationCopy = {
  status: {
    title: 'Verificação do cadastro',
    retry: basicMessages.retry,
    stateLabel: 'Situação: ',
    sentOn: (date: string) => `Enviado em ${date}.`,
    missingTitle: 'O que falta:',
    submit: 'Enviar para análise',
    documentsLink: 'Documentos e referências',
  },
  renewal: {
    sending: 'Enviando...',
  },
} as const;
