// Copy of the privacy policy (/politica-de-privacidade, docs/product.md#public-site): its sections, rendered in
// order by the web's legal document. Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.
import { SUPPORT_HOURS } from '../../constants';
import { ACCESS_LOG_RETENTION_MONTHS, CONTACT_MESSAGE_RETENTION_YEARS } from '../../retention';
import type { LegalDocumentCopy } from './legal';

const supportHours = SUPPORT_HOURS.toLowerCase();

// Política de Privacidade under the LGPD (Lei 13.709/2018). Plain language first: the people who
// read it are families choosing care for a parent and caregivers looking for work.
export const legalPrivacyCopy = {
  page: {
    metaTitle: 'Política de Privacidade',
    metaDescription:
      'Como o Cuidar trata seus dados pessoais e os dados de saúde de pessoas idosas, conforme a LGPD: finalidades, bases legais, compartilhamento, prazos e seus direitos.',
    title: 'Política de Privacidade',
    lead: 'Como cuidamos dos seus dados e dos dados de quem você ama.',
  },
  sections: [
    {
      id: 'quem-somos',
      title: '1. Quem é responsável pelos seus dados',
      body: [
        { p: ['O controlador dos dados pessoais tratados na plataforma Cuidar é ', { company: 'razaoSocial' }, ', inscrita no CNPJ sob o nº ', { company: 'cnpj' }, ', com sede em ', { company: 'endereco' }, ' (“Cuidar”, “nós”).'] },
        { p: ['O encarregado pelo tratamento de dados pessoais (DPO) é ', { company: 'encarregado' }, ', que pode ser contatado pelo email ', { email: true }, ', com o assunto “Privacidade”.'] },
        { p: 'Esta política explica quais dados tratamos, para quê, com quem os compartilhamos, por quanto tempo os guardamos e como você exerce seus direitos. Ela vale para famílias que contratam cuidadores, para cuidadores cadastrados, para visitantes do site e para as pessoas idosas cujos dados são informados por seus familiares ou responsáveis.' },
      ],
    },
    {
      id: 'dados-coletados',
      title: '2. Quais dados tratamos',
      body: [
        { p: 'Tratamos apenas os dados necessários para cada finalidade descrita na seção 3:' },
        {
          ul: [
            [{ strong: 'Conta:' }, ' nome, email, senha (guardada apenas como código irreversível, que nem nós conseguimos ler) e tipo de conta (família ou cuidador).'],
            [{ strong: 'Famílias:' }, ' endereço (rua, número, complemento, bairro, cidade, estado e CEP) e as preferências de cuidado informadas no questionário (turno, preferência de gênero do cuidador e cuidados necessários).'],
            [{ strong: 'Pessoa idosa assistida:' }, ' nome, idade e condição de saúde, além de necessidades especiais e medicamentos quando informados, e o cartão de emergência quando a família o preenche (alergias, remédios em uso, plano de saúde, médico e contatos de emergência com nome, parentesco e telefone). A condição de saúde é um ', { strong: 'dado pessoal sensível' }, ' e recebe a proteção reforçada descrita na seção 4.'],
            [{ strong: 'Cuidadores:' }, ' nome completo, data de nascimento, gênero, email, telefone, endereço, experiência, competências, disponibilidade, valor da hora, biografia, foto de perfil e certificados enviados; para a verificação, CPF, documento de identidade (RG ou CNH), certidões de antecedentes criminais (com as datas de emissão e validade), nome, relação e telefone de duas referências profissionais e o resultado da análise da equipe; e a forma de receber os repasses: a chave Pix ou, quando os repasses são feitos pelo provedor de pagamentos, a identificação da conta de recebimento aberta nele (os dados bancários ficam com o provedor).'],
            [{ strong: 'Uso da plataforma:' }, ' pedidos de reserva, mensagens trocadas no chat, avaliações e comentários, notificações e disponibilidade na agenda.'],
            [{ strong: 'Pagamentos:' }, ' plano contratado, valores e situação dos pagamentos. Os dados do cartão são digitados diretamente no ambiente do provedor de pagamentos; o Cuidar não recebe nem guarda o número completo do cartão.'],
            [{ strong: 'Fale Conosco:' }, ' nome, email e a mensagem que você nos enviar.'],
            [{ strong: 'Dados técnicos:' }, ' endereço IP, navegador e aparelho, data e hora de acesso e o cookie de sessão que mantém você conectado (seção 9).'],
            [{ strong: 'Familiares convidados:' }, ' o email de quem a família convida para acompanhar os cuidados e, se a pessoa aceitar, a conta dela (nome, email e senha) e as notificações que escolheu receber.'],
          ],
        },
      ],
    },
    {
      id: 'finalidades',
      title: '3. Para que usamos os dados e com qual base legal',
      body: [
        { p: 'Cada tratamento tem uma finalidade definida e uma base legal prevista nos artigos 7º e 11 da LGPD:' },
        {
          ul: [
            [{ strong: 'Criar e manter sua conta, recomendar cuidadores, permitir o chat, os agendamentos e as avaliações:' }, ' execução do contrato de uso da plataforma e procedimentos preliminares a ele (art. 7º, V).'],
            [{ strong: 'Dados de saúde da pessoa idosa, para que o cuidador saiba quais cuidados prestar:' }, ' consentimento específico e destacado (art. 11, I), dado pela própria pessoa ou por seu representante legal.'],
            [{ strong: 'Verificar cuidadores (referências, entrevista, documentos e antecedentes):' }, ' legítimo interesse em proteger as pessoas idosas atendidas e prevenir fraudes (art. 7º, IX), sempre informado ao cuidador no cadastro.'],
            [{ strong: 'Processar pagamentos, repassar valores e cumprir obrigações fiscais:' }, ' execução do contrato (art. 7º, V) e cumprimento de obrigação legal ou regulatória (art. 7º, II).'],
            [{ strong: 'Guardar registros de acesso:' }, ' cumprimento de obrigação legal (art. 15 do Marco Civil da Internet, Lei 12.965/2014).'],
            [{ strong: 'Segurança da plataforma, limite de tentativas de login e prevenção a abusos:' }, ' legítimo interesse (art. 7º, IX).'],
            [{ strong: 'Enviar emails sobre sua conta' }, ' (confirmação de email, redefinição de senha, avisos de reservas e mensagens) e ', { strong: 'responder ao Fale Conosco:' }, ' execução do contrato (art. 7º, V) e legítimo interesse em atender você (art. 7º, IX).'],
            [{ strong: 'Defender direitos em processos judiciais, administrativos ou arbitrais:' }, ' exercício regular de direitos (art. 7º, VI, e art. 11, II, “d”).'],
          ],
        },
        { p: 'Não vendemos dados pessoais, não os usamos para publicidade de terceiros e não enviamos comunicações de marketing sem o seu consentimento.' },
        { p: 'A recomendação de cuidadores ordena os perfis automaticamente, a partir das preferências que você informou e das avaliações. Ela não impede você de ver e escolher outros profissionais, e você pode pedir a revisão de qualquer decisão tomada unicamente de forma automatizada (art. 20 da LGPD).' },
      ],
    },
    {
      id: 'dados-sensiveis',
      title: '4. Dados de saúde e pessoas idosas',
      body: [
        { p: 'Os dados de saúde da pessoa idosa (condição de saúde, necessidades especiais, medicamentos e o cartão de emergência) são tratados somente com consentimento específico e destacado, para a finalidade de informar ao cuidador contratado os cuidados necessários. O cartão de emergência só pode ser aberto pelo cuidador de uma reserva confirmada, de 2 horas antes do início de cada dia reservado até o fim desse dia, e cada abertura fica registrada para a família. O diário de cuidados (o que o cuidador registra em cada atendimento: remédios dados ou recusados, refeições, sono, quedas e outras ocorrências, com até 3 fotos) só é escrito pelo cuidador daquele atendimento e só é lido pela família e pelos familiares que ela convidar. Eles não são usados para nenhuma outra finalidade, nem para decisões sobre preço.' },
        { p: 'Quem informa esses dados declara ser a própria pessoa idosa, ter autorização dela ou ser seu representante legal (por exemplo, curador ou procurador), respeitando a autonomia da pessoa idosa assegurada pelo Estatuto da Pessoa Idosa (Lei 10.741/2003).' },
        { p: ['O consentimento pode ser revogado a qualquer momento em Configurações (“Retirar autorização”) ou pelo email ', { email: true }, '. A revogação não afeta o que foi feito antes dela, mas pode impedir que o cuidador receba as informações de que precisa para um atendimento seguro.'] },
        { p: 'A plataforma é destinada a maiores de 18 anos. Não tratamos intencionalmente dados de crianças ou adolescentes; se isso acontecer por engano, os dados serão eliminados assim que identificados.' },
      ],
    },
    {
      id: 'compartilhamento',
      title: '5. Com quem compartilhamos',
      body: [
        {
          ul: [
            [{ strong: 'Com o cuidador, somente quando há uma reserva:' }, ' os dados da família e da pessoa assistida necessários ao atendimento (nome, endereço e informações de cuidado e saúde) só ficam visíveis ao cuidador depois que existe um pedido de reserva entre vocês. Antes disso, o cuidador não vê seu endereço nem os dados de saúde.'],
            [{ strong: 'Com as famílias:' }, ' o perfil do cuidador (nome, foto, biografia, competências, bairro, cidade, estado, valor da hora e avaliações). Email, telefone e endereço completo do cuidador nunca são exibidos.'],
            [{ strong: 'Com operadores que trabalham para nós:' }, ' hospedagem e banco de dados, envio de emails, processamento de pagamentos (cartão e Pix) e dos repasses aos cuidadores, e consulta de CEP (a este serviço enviamos apenas o CEP digitado). Eles tratam os dados apenas conforme nossas instruções e com dever de confidencialidade.'],
            [{ strong: 'Com autoridades:' }, ' quando exigido por lei, regulamento ou ordem judicial.'],
            [{ strong: 'Com os familiares que a família convidar:' }, ' as reservas (cuidador, dias, horários, situação e valor) e os horários de chegada e saída do cuidador e, enquanto houver o consentimento para dados de saúde, o diário de cuidados, somente para leitura, enquanto a família não remover o acesso. Familiares não veem o endereço, a condição de saúde, o cartão de emergência, os pagamentos nem as mensagens.'],
          ],
        },
      ],
    },
    {
      id: 'transferencia-internacional',
      title: '6. Transferência internacional',
      body: [
        { p: ['Os dados da plataforma ficam armazenados em servidores localizados em ', { company: 'hospedagem' }, '. Se algum operador (por exemplo, o provedor de pagamentos ou de envio de emails) tratar dados fora do Brasil, a transferência seguirá o artigo 33 da LGPD, com as cláusulas contratuais padrão aprovadas pela Autoridade Nacional de Proteção de Dados (ANPD), e esta política será atualizada para indicar o país e o operador.'] },
      ],
    },
    {
      id: 'direitos',
      title: '7. Seus direitos e como exercê-los',
      body: [
        { p: 'O artigo 18 da LGPD garante a você, titular dos dados, o direito de:' },
        {
          ol: [
            'confirmar se tratamos seus dados;',
            'acessar seus dados;',
            'corrigir dados incompletos, inexatos ou desatualizados;',
            'pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei;',
            'pedir a portabilidade dos seus dados a outro fornecedor;',
            'pedir a eliminação dos dados tratados com base no seu consentimento;',
            'saber com quais entidades públicas e privadas compartilhamos seus dados;',
            'ser informado sobre a possibilidade de não consentir e sobre as consequências da negativa;',
            'revogar o consentimento;',
            'opor-se a tratamento feito com base em outra hipótese legal, em caso de descumprimento da lei;',
            'pedir a revisão de decisões tomadas unicamente com base em tratamento automatizado (art. 20).',
          ],
        },
        { p: [{ strong: 'Você mesmo, na hora:' }, ' em ', { strong: 'Configurações' }, ', no seu painel, você pode baixar todos os seus dados (um arquivo .zip com seus dados e os arquivos que enviou), retirar ou dar de novo a autorização de uso dos dados de saúde, ver quais cuidadores viram os dados do paciente e excluir sua conta. Seus dados de perfil podem ser corrigidos a qualquer momento nas telas de perfil.'] },
        { p: [{ strong: 'Outros pedidos:' }, ' envie um email para ', { email: true }, ' com o assunto “Privacidade — direitos do titular”, a partir do email da sua conta, dizendo qual direito deseja exercer. Podemos pedir uma confirmação de identidade para proteger seus dados. Respondemos em até 15 dias.'] },
        { p: 'Se não ficar satisfeito com a resposta, você pode apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD), em gov.br/anpd.' },
      ],
    },
    {
      id: 'retencao',
      title: '8. Por quanto tempo guardamos',
      body: [
        {
          ul: [
            [{ strong: 'Dados da conta e do perfil:' }, ' enquanto a conta existir. Ao excluir a conta em Configurações, nome, email, senha, endereço, telefone, dados do paciente, mensagens, notificações e arquivos são apagados ou anonimizados na mesma hora, salvo o que precisa ser guardado pelos motivos abaixo.'],
            [{ strong: 'Dados de saúde da pessoa idosa:' }, ' até a revogação do consentimento ou a exclusão da conta, quando são apagados na mesma hora. Cada vez que um cuidador vê esses dados, o acesso fica registrado (quem, quando e em qual reserva).'],
            [{ strong: 'Reservas, pagamentos e documentos fiscais:' }, ' 5 anos após a transação, pelo prazo da legislação tributária e do Código de Defesa do Consumidor. Se a conta for excluída, ficam guardados sem nome nem contato (aparecem como “Conta excluída”).'],
            [
              { strong: 'Chave Pix ou conta de recebimento (cuidadores):' },
              ' enquanto a conta existir. Se você excluir a conta com valores ainda a receber, guardamos somente essa forma de recebimento, para transferir o que é seu (execução do contrato e cumprimento de obrigação legal, art. 7º, V, e art. 16, II, da LGPD), e a apagamos assim que nada mais for devido a você. Se não houver para onde transferir, você pode abrir mão do valor ao excluir a conta; essa escolha fica registrada com o valor, sem seu nome.',
            ],
            [
              { strong: 'Registros de acesso (IP, navegador, data e hora):' },
              ` ${ACCESS_LOG_RETENTION_MONTHS} meses, como exige o Marco Civil da Internet. Depois disso, os registros de entrada na conta são apagados, e os demais registros de segurança (uma troca de senha, por exemplo) ficam sem o IP e sem o navegador. Uma sessão encerrada ou vencida é apagada com o seu IP.`,
            ],
            [{ strong: 'Mensagens do Fale Conosco:' }, ` até ${CONTACT_MESSAGE_RETENTION_YEARS} anos após o último contato (sua mensagem ou a nossa resposta); depois, são apagadas.`],
            [{ strong: 'Mensagens do chat e avaliações:' }, ' enquanto as contas envolvidas existirem. Ao excluir a conta, o texto das suas mensagens e dos seus comentários é apagado; a nota das avaliações é mantida de forma anonimizada para preservar a reputação dos cuidadores.'],
          ],
        },
      ],
    },
    {
      id: 'seguranca-e-cookies',
      title: '9. Segurança e cookies',
      body: [
        { p: 'Protegemos os dados com conexões criptografadas (HTTPS), senhas guardadas apenas como código irreversível (hash argon2id), acesso restrito — cada pessoa vê somente os próprios dados e o que é necessário a cada reserva —, limites de tentativas de login e registros de acesso. Em caso de incidente de segurança que possa causar risco ou dano relevante, comunicaremos a ANPD e as pessoas afetadas, como manda o artigo 48 da LGPD.' },
        { p: ['Usamos apenas um ', { strong: 'cookie essencial de sessão' }, ', que mantém você conectado depois do login e deixa de valer quando você sai. Não usamos cookies de publicidade nem ferramentas de rastreamento de terceiros. Como esse cookie é necessário para o funcionamento do serviço, não é preciso consentimento para ele; você pode apagá-lo no navegador a qualquer momento, o que encerra a sessão.'] },
      ],
    },
    {
      id: 'alteracoes',
      title: '10. Alterações e contato',
      body: [
        { p: 'Podemos atualizar esta política para refletir mudanças na plataforma ou na lei. Mudanças relevantes serão avisadas por email ou na própria plataforma antes de entrarem em vigor. A data da versão atual aparece no topo desta página.' },
        { p: ['Dúvidas sobre privacidade: ', { email: true }, ` (${supportHours}). Veja também os `, { link: 'termos', text: 'Termos de Uso' }, '.'] },
      ],
    },
  ],
} as const satisfies LegalDocumentCopy;
