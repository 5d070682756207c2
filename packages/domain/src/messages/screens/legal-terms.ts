// Copy of the terms of use (/termos-de-uso, docs/product.md#public-site): its sections, rendered in
// order by the web's legal document. Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.
import { SUPPORT_HOURS } from '../../constants';
import type { LegalDocumentCopy } from './legal';

const supportHours = SUPPORT_HOURS.toLowerCase();

// Termos de Uso of a marketplace under Brazilian consumer law (CDC, Lei 8.078/1990).
export const legalTermsCopy = {
  page: {
    metaTitle: 'Termos de Uso',
    metaDescription:
      'Regras de uso do Cuidar para famílias e cuidadores: reservas, pagamentos, taxa de serviço, direito de arrependimento, avaliações e responsabilidades.',
    title: 'Termos de Uso',
    lead: 'As regras que valem para famílias e cuidadores na plataforma.',
  },
  sections: [
    {
      id: 'aceitacao',
      title: '1. Quem somos e aceitação',
      body: [
        { p: ['A plataforma Cuidar é oferecida por ', { company: 'razaoSocial' }, ', CNPJ ', { company: 'cnpj' }, ', com sede em ', { company: 'endereco' }, ' (“Cuidar”).'] },
        { p: ['Ao criar uma conta ou usar a plataforma você declara que leu e aceita estes Termos e a ', { link: 'privacidade', text: 'Política de Privacidade' }, '. Se não concordar, não use a plataforma.'] },
        { p: 'Nestes Termos:' },
        {
          ul: [
            [{ strong: 'Família' }, ' é quem contrata, para si ou para um familiar, os serviços de um cuidador;'],
            [{ strong: 'Cuidador' }, ' é o profissional que oferece, por conta própria, serviços de cuidado a pessoas idosas;'],
            [{ strong: 'Pessoa assistida' }, ' é a pessoa idosa que recebe os cuidados;'],
            [{ strong: 'Reserva' }, ' é o pedido de atendimento em dias e horários definidos, e ', { strong: 'Plano' }, ' é a contratação mensal, trimestral ou semestral de cuidado contínuo.'],
          ],
        },
      ],
    },
    {
      id: 'servico',
      title: '2. O que a plataforma faz',
      body: [
        { p: 'O Cuidar aproxima famílias e cuidadores: recomenda perfis, oferece chat, agenda, pagamento e avaliações. O serviço de cuidado é prestado pelo cuidador, profissional autônomo, que não é empregado do Cuidar. Quando o cuidador aceita uma reserva, um contrato digital de prestação de serviços autônomos é gerado automaticamente com os dias e horários, as responsabilidades de cada parte, os valores e a política de cancelamento; família e cuidador podem baixá-lo em PDF nos detalhes da reserva. Cada pagamento e cada reembolso tem um recibo no painel.' },
        { p: 'O Cuidar não presta serviços médicos, de enfermagem ou de emergência. Cuidadores não substituem profissionais de saúde. Em uma emergência, ligue para o SAMU (192) ou os bombeiros (193).' },
      ],
    },
    {
      id: 'conta',
      title: '3. Conta e cadastro',
      body: [
        {
          ul: [
            'Para criar uma conta é preciso ter 18 anos ou mais e confirmar o email.',
            'Você deve informar dados verdadeiros e mantê-los atualizados, e é responsável por guardar sua senha.',
            'Cuidadores passam por verificação antes de aparecer para as famílias: checagem de referências, entrevista, análise de documentos e de antecedentes. O perfil pode ser recusado ou suspenso se a verificação não for concluída.',
            ['Avise-nos imediatamente pelo email ', { email: true }, ' se suspeitar de uso indevido da sua conta.'],
          ],
        },
      ],
    },
    {
      id: 'familias',
      title: '4. Compromissos da família',
      body: [
        {
          ul: [
            'Informar com veracidade as necessidades e as condições de saúde da pessoa assistida, para que o cuidador possa atendê-la com segurança.',
            'Ter a autorização da pessoa assistida, ou ser seu representante legal, para contratar o cuidado e informar os dados dela, respeitando sua autonomia e o Estatuto da Pessoa Idosa.',
            'Oferecer ao cuidador um ambiente de trabalho seguro e respeitoso e cumprir os horários e valores combinados.',
            'Não pedir ao cuidador tarefas que exijam habilitação de profissional de saúde que ele não possua.',
          ],
        },
      ],
    },
    {
      id: 'cuidadores',
      title: '5. Compromissos do cuidador',
      body: [
        {
          ul: [
            'Manter o perfil, a disponibilidade e o valor da hora verdadeiros e atualizados, e enviar apenas certificados autênticos.',
            'Cumprir os horários confirmados e avisar a família e o Cuidar, o quanto antes, sobre qualquer impedimento.',
            'Tratar a pessoa assistida com respeito, paciência e dignidade, e guardar sigilo sobre as informações de saúde e da vida da família.',
            'Não realizar procedimentos privativos de profissionais de saúde sem a habilitação exigida.',
          ],
        },
      ],
    },
    {
      id: 'reservas',
      title: '6. Reservas',
      body: [
        { p: 'A família escolhe os dias e horários e vê, antes de confirmar, o valor de cada dia, a taxa de serviço e o total, calculados pelo Cuidar com o valor da hora do cuidador vigente no momento do pedido.' },
        { p: [{ strong: 'Pagamento:' }, ' depois de confirmar, a família tem 30 minutos para pagar (ou até o início do atendimento, se for antes), e o horário fica reservado nesse tempo. Sem pagamento no prazo, o pedido expira e nada é cobrado.'] },
        { p: [{ strong: 'Resposta do cuidador:' }, ' com o pagamento confirmado, o cuidador recebe o pedido e tem 24 horas para aceitar ou recusar (ou até o início do atendimento, se for antes). Se ele recusar ou não responder a tempo, todo o valor pago volta para a família, automaticamente.'] },
        { p: [{ strong: 'Cancelamento:' }, ' a família pode cancelar um pedido ainda não aceito a qualquer momento, e todo o valor pago volta. Uma reserva confirmada pode ser cancelada pelos dois lados nos detalhes da reserva, que mostram o valor devolvido antes de confirmar: se a família cancelar 24 horas ou mais antes do primeiro dia, tudo volta; se cancelar depois, metade do valor do primeiro dia vai para o cuidador, a taxa de serviço fica com o Cuidar e o restante volta; se o cuidador cancelar, tudo volta para a família. Os dias de atendimento que já começaram são pagos ao cuidador normalmente. Vale sempre o Código de Defesa do Consumidor.'] },
        { p: 'Os plantões de um plano são pagos com o valor do plano: o que voltar de um plantão cancelado volta para a conta do plano (seção 8).' },
      ],
    },
    {
      id: 'pagamentos',
      title: '7. Preços, taxa de serviço e pagamentos',
      body: [
        {
          ul: [
            'Cada cuidador define o valor da própria hora; os planos têm preços fixos publicados na página inicial.',
            [{ strong: 'Taxa de serviço:' }, ' o Cuidar cobra uma taxa de serviço por transação, que remunera a intermediação e a manutenção da plataforma. O valor da taxa é informado de forma clara antes de você confirmar cada pagamento.'],
            'As reservas são pagas com cartão ou Pix, e os planos com cartão, sempre por um provedor de pagamentos parceiro. O valor de cada reserva é calculado pelo Cuidar e mostrado antes do pagamento.',
            ['O valor pago fica retido pela plataforma e cada dia de atendimento só é liberado ao cuidador 48 horas depois que termina. Se algo não acontecer como combinado, use ', { strong: 'Tive um problema' }, ' nos detalhes da reserva dentro desse prazo: o valor fica retido até a equipe do Cuidar decidir.'],
            'Os planos são cobrados mensalmente durante a sua duração e podem ser cancelados a qualquer momento (seção 8).',
          ],
        },
      ],
    },
    {
      id: 'arrependimento',
      title: '8. Cancelamento e direito de arrependimento',
      body: [
        { p: ['Como a contratação é feita pela internet, você pode desistir dela em até ', { strong: '7 dias' }, ', contados da contratação, sem precisar justificar (art. 49 do Código de Defesa do Consumidor). Nesse caso, devolvemos imediatamente todos os valores pagos, inclusive a taxa de serviço, com correção monetária, pelo mesmo meio de pagamento.'] },
        { p: 'Depois desse prazo, o plano pode ser cancelado a qualquer momento, sem multa: o cancelamento impede as cobranças seguintes e o plano vale até o fim do período já pago.' },
        { p: ['O que sobrar na conta do plano quando ele terminar (dias sem cuidador, plantões cancelados ou faltas) volta para o seu cartão um dia depois do fim do plano.'] },
        { p: ['Para desistir ou cancelar, use as opções “Desistir e pedir reembolso” e “Cancelar ao fim do período” do seu painel, ou escreva para ', { email: true }, '.'] },
      ],
    },
    {
      id: 'avaliacoes',
      title: '9. Avaliações',
      body: [
        { p: 'Só a família que concluiu um atendimento pode avaliá-lo, uma vez por reserva, em até 7 dias depois do fim do atendimento. O cuidador também avalia a família, no mesmo prazo e de forma privada: a família não vê essa avaliação, e outros cuidadores veem apenas a média e o número delas. A avaliação da família é publicada quando o cuidador avalia ou quando o prazo termina. As avaliações devem ser honestas e respeitosas. O Cuidar pode remover comentários ofensivos, discriminatórios, com dados pessoais de terceiros ou sem relação com o atendimento, mas não altera notas nem publica avaliações inventadas. Alguns comentários aparecem na página inicial como depoimentos, identificados apenas pelo primeiro nome, a inicial do sobrenome e a cidade.' },
      ],
    },
    {
      id: 'condutas',
      title: '10. Condutas proibidas',
      body: [
        {
          ul: [
            'Informar dados falsos ou usar a conta de outra pessoa.',
            'Discriminar, assediar, ameaçar ou expor qualquer pessoa, especialmente a pessoa assistida.',
            'Usar o chat para enviar conteúdo ilícito, ofensivo ou propaganda.',
            'Tentar burlar a segurança da plataforma, coletar dados de outros usuários ou usar robôs.',
            'Combinar pagamentos fora da plataforma para evitar a taxa de serviço de atendimentos iniciados por ela.',
          ],
        },
      ],
    },
    {
      id: 'responsabilidades',
      title: '11. Responsabilidades',
      body: [
        { p: 'O Cuidar responde, nos termos do Código de Defesa do Consumidor, pelos serviços que presta: a intermediação, a verificação dos cuidadores, o funcionamento da plataforma e o processamento dos pagamentos. O cuidador responde pela execução do serviço de cuidado, e a família, pela veracidade das informações que presta.' },
        { p: 'Trabalhamos para manter a plataforma disponível e segura, mas podem ocorrer interrupções para manutenção ou por motivos fora do nosso controle; nesses casos, avisaremos sempre que possível. Nada nestes Termos limita direitos que a lei garante ao consumidor.' },
      ],
    },
    {
      id: 'suspensao',
      title: '12. Suspensão e encerramento',
      body: [
        { p: ['Você pode encerrar sua conta a qualquer momento em Configurações (“Excluir minha conta”) ou pelo email ', { email: true }, '. Podemos suspender ou encerrar contas que descumpram estes Termos ou a lei, ou que coloquem pessoas em risco, com aviso ao titular, salvo quando o aviso puder prejudicar uma investigação. Reservas e pagamentos em andamento serão tratados de forma justa, com o reembolso do que for devido.'] },
      ],
    },
    {
      id: 'propriedade',
      title: '13. Propriedade intelectual',
      body: [
        { p: 'A marca Cuidar, o site e seus conteúdos pertencem ao Cuidar. O conteúdo que você publica (perfil, fotos, comentários) continua seu; você nos autoriza a exibi-lo na plataforma enquanto ele estiver publicado.' },
      ],
    },
    {
      id: 'alteracoes-foro',
      title: '14. Alterações, lei aplicável e foro',
      body: [
        { p: 'Podemos atualizar estes Termos; mudanças relevantes serão avisadas por email ou na plataforma antes de entrarem em vigor. Se você continuar usando a plataforma depois disso, as novas condições passam a valer.' },
        { p: ['Estes Termos seguem a lei brasileira. Para consumidores, fica eleito o foro do seu domicílio (art. 101, I, do Código de Defesa do Consumidor); nos demais casos, o foro da comarca de ', { company: 'foroSede' }, '.'] },
        { p: ['Atendimento: ', { email: true }, ` — ${supportHours}.`] },
      ],
    },
  ],
} as const satisfies LegalDocumentCopy;
