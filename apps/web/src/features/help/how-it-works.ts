// 'Como funciona?': the steps shown in the help panel and on /como-funciona.

export interface Step {
  title: string;
  text: string;
}

export const FAMILY_STEPS: readonly Step[] = [
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
];

export const CAREGIVER_STEPS: readonly Step[] = [
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
];

export const MAIN_FEATURES: readonly Step[] = [
  { title: 'Busca por região', text: 'Encontre cuidadores que atendem no seu bairro e na sua cidade.' },
  { title: 'Avaliações e comentários', text: 'Leia o que outras famílias contaram depois de cada atendimento.' },
  { title: 'Chat integrado', text: 'Converse com o cuidador dentro da plataforma, com segurança.' },
  { title: 'Agendamento online', text: 'Escolha datas e horários e acompanhe cada pedido pelo seu painel.' },
];
