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

// Política de Privacidade under the LGPD (Lei 13.709/2018). Plain language first: the people who
// read it are families choosing care for a parent and caregivers looking for work.
const sections: { id: string; title: string; body: ReactNode }[] = [
  {
    id: 'quem-somos',
    title: '1. Quem é responsável pelos seus dados',
    body: (
      <>
        <p>
          O controlador dos dados pessoais tratados na plataforma Cuidar é <Company value={LEGAL_ENTITY.razaoSocial} />, inscrita no CNPJ sob
          o nº <Company value={LEGAL_ENTITY.cnpj} />, com sede em <Company value={LEGAL_ENTITY.endereco} /> (“Cuidar”, “nós”).
        </p>
        <p>
          O encarregado pelo tratamento de dados pessoais (DPO) é <Company value={LEGAL_ENTITY.encarregado} />, que pode ser contatado pelo
          email <Email />, com o assunto “Privacidade”.
        </p>
        <p>
          Esta política explica quais dados tratamos, para quê, com quem os compartilhamos, por quanto tempo os guardamos e como você exerce
          seus direitos. Ela vale para famílias que contratam cuidadores, para cuidadores cadastrados, para visitantes do site e para as
          pessoas idosas cujos dados são informados por seus familiares ou responsáveis.
        </p>
      </>
    ),
  },
  {
    id: 'dados-coletados',
    title: '2. Quais dados tratamos',
    body: (
      <>
        <p>Tratamos apenas os dados necessários para cada finalidade descrita na seção 3:</p>
        <ul>
          <li>
            <strong>Conta:</strong> nome, email, senha (guardada apenas como código irreversível, que nem nós conseguimos ler) e tipo de conta (família
            ou cuidador).
          </li>
          <li>
            <strong>Famílias:</strong> endereço (rua, número, complemento, bairro, cidade, estado e CEP) e as preferências de cuidado
            informadas no questionário (turno, preferência de gênero do cuidador e cuidados necessários).
          </li>
          <li>
            <strong>Pessoa idosa assistida:</strong> nome, idade e condição de saúde, além de necessidades especiais e medicamentos quando
            informados, e o cartão de emergência quando a família o preenche (alergias, remédios em uso, plano de saúde, médico e contatos de
            emergência com nome, parentesco e telefone). A condição de saúde é um <strong>dado pessoal sensível</strong> e recebe a proteção reforçada descrita na seção 4.
          </li>
          <li>
            <strong>Cuidadores:</strong> nome completo, data de nascimento, gênero, email, telefone, endereço, experiência, competências,
            disponibilidade, valor da hora, biografia, foto de perfil e certificados enviados, além do resultado da verificação de referências,
            documentos e antecedentes.
          </li>
          <li>
            <strong>Uso da plataforma:</strong> pedidos de reserva, mensagens trocadas no chat, avaliações e comentários, notificações e
            disponibilidade na agenda.
          </li>
          <li>
            <strong>Pagamentos:</strong> plano contratado, valores e situação dos pagamentos. Os dados do cartão são digitados diretamente no
            ambiente do provedor de pagamentos; o Cuidar não recebe nem guarda o número completo do cartão.
          </li>
          <li>
            <strong>Fale Conosco:</strong> nome, email e a mensagem que você nos enviar.
          </li>
          <li>
            <strong>Dados técnicos:</strong> endereço IP, data e hora de acesso e o cookie de sessão que mantém você conectado (seção 9).
          </li>
          <li>
            <strong>Familiares convidados:</strong> o email de quem a família convida para acompanhar os cuidados e, se a pessoa aceitar, a
            conta dela (nome, email e senha) e as notificações que escolheu receber.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'finalidades',
    title: '3. Para que usamos os dados e com qual base legal',
    body: (
      <>
        <p>Cada tratamento tem uma finalidade definida e uma base legal prevista nos artigos 7º e 11 da LGPD:</p>
        <ul>
          <li>
            <strong>Criar e manter sua conta, recomendar cuidadores, permitir o chat, os agendamentos e as avaliações:</strong> execução do
            contrato de uso da plataforma e procedimentos preliminares a ele (art. 7º, V).
          </li>
          <li>
            <strong>Dados de saúde da pessoa idosa, para que o cuidador saiba quais cuidados prestar:</strong> consentimento específico e
            destacado (art. 11, I), dado pela própria pessoa ou por seu representante legal.
          </li>
          <li>
            <strong>Verificar cuidadores (referências, entrevista, documentos e antecedentes):</strong> legítimo interesse em proteger as
            pessoas idosas atendidas e prevenir fraudes (art. 7º, IX), sempre informado ao cuidador no cadastro.
          </li>
          <li>
            <strong>Processar pagamentos, repassar valores e cumprir obrigações fiscais:</strong> execução do contrato (art. 7º, V) e
            cumprimento de obrigação legal ou regulatória (art. 7º, II).
          </li>
          <li>
            <strong>Guardar registros de acesso:</strong> cumprimento de obrigação legal (art. 15 do Marco Civil da Internet, Lei
            12.965/2014).
          </li>
          <li>
            <strong>Segurança da plataforma, limite de tentativas de login e prevenção a abusos:</strong> legítimo interesse (art. 7º, IX).
          </li>
          <li>
            <strong>Enviar emails sobre sua conta</strong> (confirmação de email, redefinição de senha, avisos de reservas e mensagens) e{' '}
            <strong>responder ao Fale Conosco:</strong> execução do contrato (art. 7º, V) e legítimo interesse em atender você (art. 7º, IX).
          </li>
          <li>
            <strong>Defender direitos em processos judiciais, administrativos ou arbitrais:</strong> exercício regular de direitos (art. 7º,
            VI, e art. 11, II, “d”).
          </li>
        </ul>
        <p>
          Não vendemos dados pessoais, não os usamos para publicidade de terceiros e não enviamos comunicações de marketing sem o seu
          consentimento.
        </p>
        <p>
          A recomendação de cuidadores ordena os perfis automaticamente, a partir das preferências que você informou e das avaliações. Ela
          não impede você de ver e escolher outros profissionais, e você pode pedir a revisão de qualquer decisão tomada unicamente de forma
          automatizada (art. 20 da LGPD).
        </p>
      </>
    ),
  },
  {
    id: 'dados-sensiveis',
    title: '4. Dados de saúde e pessoas idosas',
    body: (
      <>
        <p>
          Os dados de saúde da pessoa idosa (condição de saúde, necessidades especiais, medicamentos e o cartão de emergência) são tratados
          somente com consentimento específico e destacado, para a finalidade de informar ao cuidador contratado os cuidados necessários. O
          cartão de emergência só pode ser aberto pelo cuidador de uma reserva confirmada, de 2 horas antes do início de cada dia reservado
          até o fim desse dia, e cada abertura fica registrada para a família. O diário de cuidados (o que o cuidador registra em cada
          atendimento: remédios dados ou recusados, refeições, sono, quedas e outras ocorrências, com até 3 fotos) só é escrito pelo cuidador
          daquele atendimento e só é lido pela família e pelos familiares que ela convidar. Eles não são usados para
          nenhuma outra finalidade, nem para decisões sobre preço.
        </p>
        <p>
          Quem informa esses dados declara ser a própria pessoa idosa, ter autorização dela ou ser seu representante legal (por exemplo,
          curador ou procurador), respeitando a autonomia da pessoa idosa assegurada pelo Estatuto da Pessoa Idosa (Lei 10.741/2003).
        </p>
        <p>
          O consentimento pode ser revogado a qualquer momento, pelo email <Email />. A revogação não afeta o que foi feito antes dela, mas
          pode impedir que o cuidador receba as informações de que precisa para um atendimento seguro.
        </p>
        <p>
          A plataforma é destinada a maiores de 18 anos. Não tratamos intencionalmente dados de crianças ou adolescentes; se isso acontecer
          por engano, os dados serão eliminados assim que identificados.
        </p>
      </>
    ),
  },
  {
    id: 'compartilhamento',
    title: '5. Com quem compartilhamos',
    body: (
      <>
        <ul>
          <li>
            <strong>Com o cuidador, somente quando há uma reserva:</strong> os dados da família e da pessoa assistida necessários ao
            atendimento (nome, endereço e informações de cuidado e saúde) só ficam visíveis ao cuidador depois que existe um pedido de
            reserva entre vocês. Antes disso, o cuidador não vê seu endereço nem os dados de saúde.
          </li>
          <li>
            <strong>Com as famílias:</strong> o perfil do cuidador (nome, foto, biografia, competências, bairro, cidade, estado, valor da hora
            e avaliações). Email, telefone e endereço completo do cuidador nunca são exibidos.
          </li>
          <li>
            <strong>Com operadores que trabalham para nós:</strong> hospedagem e banco de dados, envio de emails, processamento de pagamentos
            com cartão e consulta de CEP (a este serviço enviamos apenas o CEP digitado). Eles tratam os dados apenas conforme nossas
            instruções e com dever de confidencialidade.
          </li>
          <li>
            <strong>Com autoridades:</strong> quando exigido por lei, regulamento ou ordem judicial.
          </li>
          <li>
            <strong>Com os familiares que a família convidar:</strong> as reservas (cuidador, dias, horários, situação e valor) e os horários de
            chegada e saída do cuidador e, enquanto houver o consentimento para dados de saúde, o diário de cuidados, somente para leitura,
            enquanto a família não remover o acesso. Familiares não veem o endereço, a condição de saúde, o cartão de emergência, os
            pagamentos nem as mensagens.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'transferencia-internacional',
    title: '6. Transferência internacional',
    body: (
      <>
        <p>
          Os dados da plataforma ficam armazenados em servidores localizados em <Company value={LEGAL_ENTITY.hospedagem} />. Se algum
          operador (por exemplo, o provedor de pagamentos ou de envio de emails) tratar dados fora do Brasil, a transferência seguirá o artigo
          33 da LGPD, com as cláusulas contratuais padrão aprovadas pela Autoridade Nacional de Proteção de Dados (ANPD), e esta política será
          atualizada para indicar o país e o operador.
        </p>
      </>
    ),
  },
  {
    id: 'direitos',
    title: '7. Seus direitos e como exercê-los',
    body: (
      <>
        <p>O artigo 18 da LGPD garante a você, titular dos dados, o direito de:</p>
        <ol>
          <li>confirmar se tratamos seus dados;</li>
          <li>acessar seus dados;</li>
          <li>corrigir dados incompletos, inexatos ou desatualizados;</li>
          <li>pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei;</li>
          <li>pedir a portabilidade dos seus dados a outro fornecedor;</li>
          <li>pedir a eliminação dos dados tratados com base no seu consentimento;</li>
          <li>saber com quais entidades públicas e privadas compartilhamos seus dados;</li>
          <li>ser informado sobre a possibilidade de não consentir e sobre as consequências da negativa;</li>
          <li>revogar o consentimento;</li>
          <li>opor-se a tratamento feito com base em outra hipótese legal, em caso de descumprimento da lei;</li>
          <li>pedir a revisão de decisões tomadas unicamente com base em tratamento automatizado (art. 20).</li>
        </ol>
        <p>
          <strong>Você mesmo, na hora:</strong> em <strong>Configurações</strong>, no seu painel, você pode baixar todos os seus dados (um
          arquivo .zip com seus dados e os arquivos que enviou), retirar ou dar de novo a autorização de uso dos dados de saúde, ver quais
          cuidadores viram os dados do paciente e excluir sua conta. Seus dados de perfil podem ser corrigidos a qualquer momento nas telas de
          perfil.
        </p>
        <p>
          <strong>Outros pedidos:</strong> envie um email para <Email /> com o assunto “Privacidade — direitos do titular”, a partir do email
          da sua conta, dizendo qual direito deseja exercer. Podemos pedir uma confirmação de identidade para proteger seus dados. Respondemos
          em até 15 dias.
        </p>
        <p>
          Se não ficar satisfeito com a resposta, você pode apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD), em
          gov.br/anpd.
        </p>
      </>
    ),
  },
  {
    id: 'retencao',
    title: '8. Por quanto tempo guardamos',
    body: (
      <ul>
        <li>
          <strong>Dados da conta e do perfil:</strong> enquanto a conta existir. Ao excluir a conta em Configurações, nome, email, senha,
          endereço, telefone, dados do paciente, mensagens, notificações e arquivos são apagados ou anonimizados na mesma hora, salvo o que
          precisa ser guardado pelos motivos abaixo.
        </li>
        <li>
          <strong>Dados de saúde da pessoa idosa:</strong> até a revogação do consentimento ou a exclusão da conta, quando são apagados na
          mesma hora. Cada vez que um cuidador vê esses dados, o acesso fica registrado (quem, quando e em qual reserva).
        </li>
        <li>
          <strong>Reservas, pagamentos e documentos fiscais:</strong> 5 anos após a transação, pelo prazo da legislação tributária e do Código
          de Defesa do Consumidor. Se a conta for excluída, ficam guardados sem nome nem contato (aparecem como “Conta excluída”).
        </li>
        <li>
          <strong>Registros de acesso (IP, data e hora):</strong> 6 meses, como exige o Marco Civil da Internet.
        </li>
        <li>
          <strong>Mensagens do Fale Conosco:</strong> até 2 anos após o último contato.
        </li>
        <li>
          <strong>Mensagens do chat e avaliações:</strong> enquanto as contas envolvidas existirem. Ao excluir a conta, o texto das suas
          mensagens e dos seus comentários é apagado; a nota das avaliações é mantida de forma anonimizada para preservar a reputação dos
          cuidadores.
        </li>
      </ul>
    ),
  },
  {
    id: 'seguranca-e-cookies',
    title: '9. Segurança e cookies',
    body: (
      <>
        <p>
          Protegemos os dados com conexões criptografadas (HTTPS), senhas guardadas apenas como código irreversível (hash argon2id), acesso restrito — cada
          pessoa vê somente os próprios dados e o que é necessário a cada reserva —, limites de tentativas de login e registros de acesso.
          Em caso de incidente de segurança que possa causar risco ou dano relevante, comunicaremos a ANPD e as pessoas afetadas, como manda
          o artigo 48 da LGPD.
        </p>
        <p>
          Usamos apenas um <strong>cookie essencial de sessão</strong>, que mantém você conectado depois do login e deixa de valer quando você
          sai. Não usamos cookies de publicidade nem ferramentas de rastreamento de terceiros. Como esse cookie é necessário para o
          funcionamento do serviço, não é preciso consentimento para ele; você pode apagá-lo no navegador a qualquer momento, o que
          encerra a sessão.
        </p>
      </>
    ),
  },
  {
    id: 'alteracoes',
    title: '10. Alterações e contato',
    body: (
      <>
        <p>
          Podemos atualizar esta política para refletir mudanças na plataforma ou na lei. Mudanças relevantes serão avisadas por email ou na
          própria plataforma antes de entrarem em vigor. A data da versão atual aparece no topo desta página.
        </p>
        <p>
          Dúvidas sobre privacidade: <Email /> ({SUPPORT_HOURS.toLowerCase()}). Veja também os{' '}
          <Link to={paths.termos} className="font-semibold text-brand-800 underline underline-offset-2">
            Termos de Uso
          </Link>
          .
        </p>
      </>
    ),
  },
];

export function PrivacyPolicy() {
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
