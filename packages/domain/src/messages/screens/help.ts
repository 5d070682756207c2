// Copy of the 'Central de Ajuda' panel on every public page (its button: help-button.ts), and of the
// 'Como funciona?' steps also shown on /como-funciona (docs/product.md#public-site).
// Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.
import { constantsLabels } from '../labels/constants';

export const helpCopy = {
  title: 'Central de Ajuda',
  description: 'Tire suas dúvidas sobre o Cuidar.',
  howItWorksTitle: 'Como funciona?',
  howItWorksLink: 'Saiba mais sobre como funciona',
  featuresTitle: 'Principais recursos',
  contactTitle: 'Fale com a gente',
  // SUPPORT_HOURS ('Segunda a sexta, …') inside a sentence.
  hours: `Atendimento: ${constantsLabels.supportHours.charAt(0).toLowerCase()}${constantsLabels.supportHours.slice(1)}.`,
  faqLink: 'Perguntas frequentes',
  contactLink: 'Fale Conosco',
  familySteps: [
    {
      title: 'Conte do que seu familiar precisa',
      text: 'Responda um questionário rápido: turno, preferência de gênero do cuidador, cuidados necessários e endereço.',
    },
    {
      title: 'Veja os cuidadores recomendados',
      text: 'Mostramos os perfis que combinam com suas respostas, com competências, valor da hora, região e avaliações de outras famílias.',
    },
    {
      title: 'Converse antes de decidir',
      text: 'Tire suas dúvidas pelo chat da plataforma, sem precisar passar seu telefone.',
    },
    {
      title: 'Agende e acompanhe',
      text: 'Escolha os dias e horários. O cuidador confirma o pedido e o pagamento só é repassado depois do atendimento.',
    },
  ],
  caregiverSteps: [
    {
      title: 'Faça seu cadastro',
      text: 'Preencha o formulário detalhado com seus dados, experiência e certificados. Verificamos referências e antecedentes.',
    },
    {
      title: 'Monte seu perfil',
      text: 'Conte sua experiência, escolha suas competências, a região onde atende e o valor da sua hora.',
    },
    {
      title: 'Informe sua disponibilidade',
      text: 'Marque na agenda os dias e horários em que pode atender.',
    },
    {
      title: 'Receba pedidos e avaliações',
      text: 'Responda aos pedidos das famílias, converse pelo chat e construa sua reputação com as avaliações de cada atendimento.',
    },
  ],
  // In this order: the panel gives each its icon (region, ratings, chat, scheduling).
  mainFeatures: [
    { title: 'Busca por região', text: 'Encontre cuidadores que atendem no seu bairro e na sua cidade.' },
    { title: 'Avaliações e comentários', text: 'Leia o que outras famílias contaram depois de cada atendimento.' },
    { title: 'Chat integrado', text: 'Converse com o cuidador dentro da plataforma, com segurança.' },
    { title: 'Agendamento online', text: 'Escolha datas e horários e acompanhe cada pedido pelo seu painel.' },
  ],
} as const;
