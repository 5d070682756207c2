import { SUPPORT_EMAIL_DEFAULT, SUPPORT_HOURS } from '@cuidar/domain/constants';
import { paths } from '@cuidar/domain/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LEGAL_ENTITY, LEGAL_UPDATED_AT } from '../legal-entity';
import { Company, Contents, LegalSection } from './legal-document';

const Email = () => (
  <a href={`mailto:${SUPPORT_EMAIL_DEFAULT}`} className="font-semibold text-brand-800 underline underline-offset-2">
    {SUPPORT_EMAIL_DEFAULT}
  </a>
);

const PrivacyLink = () => (
  <Link to={paths.privacidade} className="font-semibold text-brand-800 underline underline-offset-2">
    Política de Privacidade
  </Link>
);

// Termos de Uso of a marketplace under Brazilian consumer law (CDC, Lei 8.078/1990).
const sections: { id: string; title: string; body: ReactNode }[] = [
  {
    id: 'aceitacao',
    title: '1. Quem somos e aceitação',
    body: (
      <>
        <p>
          A plataforma Cuidar é oferecida por <Company value={LEGAL_ENTITY.razaoSocial} />, CNPJ <Company value={LEGAL_ENTITY.cnpj} />, com
          sede em <Company value={LEGAL_ENTITY.endereco} /> (“Cuidar”).
        </p>
        <p>
          Ao criar uma conta ou usar a plataforma você declara que leu e aceita estes Termos e a <PrivacyLink />. Se não concordar, não use a
          plataforma.
        </p>
        <p>Nestes Termos:</p>
        <ul>
          <li>
            <strong>Família</strong> é quem contrata, para si ou para um familiar, os serviços de um cuidador;
          </li>
          <li>
            <strong>Cuidador</strong> é o profissional que oferece, por conta própria, serviços de cuidado a pessoas idosas;
          </li>
          <li>
            <strong>Pessoa assistida</strong> é a pessoa idosa que recebe os cuidados;
          </li>
          <li>
            <strong>Reserva</strong> é o pedido de atendimento em dias e horários definidos, e <strong>Plano</strong> é a contratação mensal,
            trimestral ou semestral de cuidado contínuo.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'servico',
    title: '2. O que a plataforma faz',
    body: (
      <>
        <p>
          O Cuidar aproxima famílias e cuidadores: recomenda perfis, oferece chat, agenda, pagamento e avaliações. O serviço de cuidado é
          prestado pelo cuidador, profissional autônomo, que não é empregado do Cuidar. Quando o cuidador aceita uma reserva, um contrato digital de
          prestação de serviços autônomos é gerado automaticamente com os dias e horários, as responsabilidades de cada parte, os
          valores e a política de cancelamento; família e cuidador podem baixá-lo em PDF nos detalhes da reserva. Cada pagamento e cada
          reembolso tem um recibo no painel.
        </p>
        <p>
          O Cuidar não presta serviços médicos, de enfermagem ou de emergência. Cuidadores não substituem profissionais de saúde. Em uma
          emergência, ligue para o SAMU (192) ou os bombeiros (193).
        </p>
      </>
    ),
  },
  {
    id: 'conta',
    title: '3. Conta e cadastro',
    body: (
      <ul>
        <li>Para criar uma conta é preciso ter 18 anos ou mais e confirmar o email.</li>
        <li>Você deve informar dados verdadeiros e mantê-los atualizados, e é responsável por guardar sua senha.</li>
        <li>
          Cuidadores passam por verificação antes de aparecer para as famílias: checagem de referências, entrevista, análise de documentos e
          de antecedentes. O perfil pode ser recusado ou suspenso se a verificação não for concluída.
        </li>
        <li>Avise-nos imediatamente pelo email <Email /> se suspeitar de uso indevido da sua conta.</li>
      </ul>
    ),
  },
  {
    id: 'familias',
    title: '4. Compromissos da família',
    body: (
      <ul>
        <li>
          Informar com veracidade as necessidades e as condições de saúde da pessoa assistida, para que o cuidador possa atendê-la com
          segurança.
        </li>
        <li>
          Ter a autorização da pessoa assistida, ou ser seu representante legal, para contratar o cuidado e informar os dados dela, respeitando
          sua autonomia e o Estatuto da Pessoa Idosa.
        </li>
        <li>Oferecer ao cuidador um ambiente de trabalho seguro e respeitoso e cumprir os horários e valores combinados.</li>
        <li>Não pedir ao cuidador tarefas que exijam habilitação de profissional de saúde que ele não possua.</li>
      </ul>
    ),
  },
  {
    id: 'cuidadores',
    title: '5. Compromissos do cuidador',
    body: (
      <ul>
        <li>Manter o perfil, a disponibilidade e o valor da hora verdadeiros e atualizados, e enviar apenas certificados autênticos.</li>
        <li>Cumprir os horários confirmados e avisar a família e o Cuidar, o quanto antes, sobre qualquer impedimento.</li>
        <li>
          Tratar a pessoa assistida com respeito, paciência e dignidade, e guardar sigilo sobre as informações de saúde e da vida da família.
        </li>
        <li>Não realizar procedimentos privativos de profissionais de saúde sem a habilitação exigida.</li>
      </ul>
    ),
  },
  {
    id: 'reservas',
    title: '6. Reservas',
    body: (
      <>
        <p>
          A família escolhe os dias e horários e envia o pedido, que fica pendente até o cuidador confirmar. Um pedido não respondido antes do
          início do atendimento expira sem custo. O valor do atendimento é calculado pelo valor da hora do cuidador vigente no momento do
          pedido e mostrado antes da confirmação.
        </p>
        <p>
          Pedidos pendentes podem ser cancelados pela família a qualquer momento, sem custo. Para reservas confirmadas, valem as condições de
          cancelamento e reembolso informadas no momento da reserva, sempre respeitado o Código de Defesa do Consumidor.
        </p>
      </>
    ),
  },
  {
    id: 'pagamentos',
    title: '7. Preços, taxa de serviço e pagamentos',
    body: (
      <>
        <ul>
          <li>Cada cuidador define o valor da própria hora; os planos têm preços fixos publicados na página inicial.</li>
          <li>
            <strong>Taxa de serviço:</strong> o Cuidar cobra uma taxa de serviço por transação, que remunera a intermediação e a manutenção da
            plataforma. O valor da taxa é informado de forma clara antes de você confirmar cada pagamento.
          </li>
          <li>
            As reservas são pagas com cartão ou Pix, e os planos com cartão, sempre por um provedor de pagamentos parceiro. O valor de cada
            reserva é calculado pelo Cuidar e mostrado antes do pagamento.
          </li>
          <li>
            O valor pago fica retido pela plataforma e cada dia de atendimento só é liberado ao cuidador 48 horas depois que termina. Se algo
            não acontecer como combinado, use <strong>Tive um problema</strong> nos detalhes da reserva dentro desse prazo: o valor fica
            retido até a equipe do Cuidar decidir.
          </li>
          <li>Os planos são cobrados mensalmente durante a sua duração e podem ser cancelados a qualquer momento (seção 8).</li>
        </ul>
      </>
    ),
  },
  {
    id: 'arrependimento',
    title: '8. Cancelamento e direito de arrependimento',
    body: (
      <>
        <p>
          Como a contratação é feita pela internet, você pode desistir dela em até <strong>7 dias</strong>, contados da contratação, sem
          precisar justificar (art. 49 do Código de Defesa do Consumidor). Nesse caso, devolvemos imediatamente todos os valores pagos,
          inclusive a taxa de serviço, com correção monetária, pelo mesmo meio de pagamento.
        </p>
        <p>
          Depois desse prazo, o plano pode ser cancelado a qualquer momento, sem multa: o cancelamento impede as cobranças seguintes e o
          plano vale até o fim do período já pago.
        </p>
        <p>
          Para desistir ou cancelar, escreva para <Email /> ou use as opções do seu painel quando disponíveis.
        </p>
      </>
    ),
  },
  {
    id: 'avaliacoes',
    title: '9. Avaliações',
    body: (
      <p>
        Só a família que concluiu um atendimento pode avaliá-lo, uma vez por reserva. As avaliações devem ser honestas e respeitosas. O Cuidar
        pode remover comentários ofensivos, discriminatórios, com dados pessoais de terceiros ou sem relação com o atendimento, mas não altera
        notas nem publica avaliações inventadas. Alguns comentários aparecem na página inicial como depoimentos, identificados apenas pelo
        primeiro nome, a inicial do sobrenome e a cidade.
      </p>
    ),
  },
  {
    id: 'condutas',
    title: '10. Condutas proibidas',
    body: (
      <ul>
        <li>Informar dados falsos ou usar a conta de outra pessoa.</li>
        <li>Discriminar, assediar, ameaçar ou expor qualquer pessoa, especialmente a pessoa assistida.</li>
        <li>Usar o chat para enviar conteúdo ilícito, ofensivo ou propaganda.</li>
        <li>Tentar burlar a segurança da plataforma, coletar dados de outros usuários ou usar robôs.</li>
        <li>Combinar pagamentos fora da plataforma para evitar a taxa de serviço de atendimentos iniciados por ela.</li>
      </ul>
    ),
  },
  {
    id: 'responsabilidades',
    title: '11. Responsabilidades',
    body: (
      <>
        <p>
          O Cuidar responde, nos termos do Código de Defesa do Consumidor, pelos serviços que presta: a intermediação, a verificação dos
          cuidadores, o funcionamento da plataforma e o processamento dos pagamentos. O cuidador responde pela execução do serviço de
          cuidado, e a família, pela veracidade das informações que presta.
        </p>
        <p>
          Trabalhamos para manter a plataforma disponível e segura, mas podem ocorrer interrupções para manutenção ou por motivos fora do
          nosso controle; nesses casos, avisaremos sempre que possível. Nada nestes Termos limita direitos que a lei garante ao consumidor.
        </p>
      </>
    ),
  },
  {
    id: 'suspensao',
    title: '12. Suspensão e encerramento',
    body: (
      <p>
        Você pode encerrar sua conta a qualquer momento pelo email <Email />. Podemos suspender ou encerrar contas que descumpram estes Termos
        ou a lei, ou que coloquem pessoas em risco, com aviso ao titular, salvo quando o aviso puder prejudicar uma investigação. Reservas e
        pagamentos em andamento serão tratados de forma justa, com o reembolso do que for devido.
      </p>
    ),
  },
  {
    id: 'propriedade',
    title: '13. Propriedade intelectual',
    body: (
      <p>
        A marca Cuidar, o site e seus conteúdos pertencem ao Cuidar. O conteúdo que você publica (perfil, fotos, comentários) continua seu; você
        nos autoriza a exibi-lo na plataforma enquanto ele estiver publicado.
      </p>
    ),
  },
  {
    id: 'alteracoes-foro',
    title: '14. Alterações, lei aplicável e foro',
    body: (
      <>
        <p>
          Podemos atualizar estes Termos; mudanças relevantes serão avisadas por email ou na plataforma antes de entrarem em vigor. Se você
          continuar usando a plataforma depois disso, as novas condições passam a valer.
        </p>
        <p>
          Estes Termos seguem a lei brasileira. Para consumidores, fica eleito o foro do seu domicílio (art. 101, I, do Código de Defesa do
          Consumidor); nos demais casos, o foro da comarca de <Company value={LEGAL_ENTITY.foroSede} />.
        </p>
        <p>
          Atendimento: <Email /> — {SUPPORT_HOURS.toLowerCase()}.
        </p>
      </>
    ),
  },
];

export function TermsOfUse() {
  return (
    <article>
      <p className="text-slate-700">Última atualização: {LEGAL_UPDATED_AT}.</p>
      <div className="mt-6">
        <Contents sections={sections} />
      </div>
      {sections.map((section) => (
        <LegalSection key={section.id} id={section.id} title={section.title}>
          {section.body}
        </LegalSection>
      ))}
    </article>
  );
}
