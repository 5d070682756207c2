import { messages } from '@cuidar/domain/messages';
// Portuguese e-mail templates, each as HTML and plain text. Values are escaped here, once.

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  link?: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

interface LayoutInput {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

function layout(input: LayoutInput): RenderedMail {
  const body = input.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = input.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(input.action.url)}" style="background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(input.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#475569">Se o botão não funcionar, copie e cole este endereço no navegador:<br><span style="word-break:break-all">${escapeHtml(input.action.url)}</span></p>`
    : '';
  const footnote = input.footnote ? `<p style="margin:24px 0 0;font-size:13px;color:#475569">${escapeHtml(input.footnote)}</p>` : '';
  const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff">
<p style="margin:0 0 24px;font-size:22px;font-weight:700;color:#0f766e">Cuidar</p>
<p style="margin:0 0 16px">${escapeHtml(input.greeting)}</p>${body}${button}${footnote}
<p style="margin:32px 0 0;font-size:12px;color:#64748b">Cuidar — cuidadores de idosos com carinho e segurança.</p>
</div></body></html>`;
  const text = [
    input.greeting,
    '',
    ...input.paragraphs.flatMap((p) => [p, '']),
    ...(input.action ? [`${input.action.label}: ${input.action.url}`, ''] : []),
    ...(input.footnote ? [input.footnote, ''] : []),
    'Cuidar — cuidadores de idosos com carinho e segurança.',
  ].join('\n');
  return { subject: input.subject, html, text, ...(input.action ? { link: input.action.url } : {}) };
}

const greet = (name: string) => (name.trim() ? `Olá, ${name.trim().split(/\s+/)[0]}!` : 'Olá!');

export function verificationMail(input: { name: string; url: string }): RenderedMail {
  return layout({
    subject: 'Confirme seu email no Cuidar',
    greeting: greet(input.name),
    paragraphs: ['Falta pouco para começar a usar o Cuidar. Confirme seu endereço de email clicando no botão abaixo.'],
    action: { label: 'Confirmar meu email', url: input.url },
    footnote: 'O link vale por 24 horas. Se você não criou uma conta no Cuidar, ignore este email.',
  });
}

export function passwordResetMail(input: { name: string; url: string }): RenderedMail {
  return layout({
    subject: 'Redefina sua senha do Cuidar',
    greeting: greet(input.name),
    paragraphs: ['Recebemos um pedido para redefinir a senha da sua conta. Para escolher uma nova senha, clique no botão abaixo.'],
    action: { label: 'Redefinir minha senha', url: input.url },
    footnote: 'O link vale por 1 hora. Se você não pediu a redefinição, ignore este email: sua senha continua a mesma.',
  });
}

export function signInLockedMail(input: { name: string; minutes: number; unlockUrl: string; resetUrl: string }): RenderedMail {
  return layout({
    subject: messages.signInLock.mailSubject,
    greeting: greet(input.name),
    paragraphs: [
      `Houve muitas tentativas de entrar na sua conta com a senha errada. Por segurança, a entrada com senha ficou bloqueada por até ${input.minutes} minutos.`,
      'Se foi você, clique no botão abaixo neste aparelho: o acesso fica liberado aqui e você entra com a sua senha normalmente.',
      `Se não foi você, sua conta continua protegida. Se a sua senha for fácil de adivinhar, troque-a: ${input.resetUrl}`,
    ],
    action: { label: 'Liberar o acesso e entrar', url: input.unlockUrl },
    footnote: 'O link vale por 1 hora e só funciona no aparelho em que for aberto.',
  });
}

export function existingAccountMail(input: { name: string; signInUrl: string }): RenderedMail {
  return layout({
    subject: 'Tentativa de cadastro com o seu email',
    greeting: greet(input.name),
    paragraphs: [
      'Alguém tentou criar uma nova conta no Cuidar usando este endereço de email, que já está cadastrado.',
      'Se foi você, basta entrar com sua senha. Se esqueceu a senha, use a opção "Esqueci minha senha" na tela de login.',
    ],
    action: { label: 'Entrar no Cuidar', url: input.signInUrl },
    footnote: 'Se não foi você, pode ignorar este email: sua conta continua protegida.',
  });
}

export function newBookingMail(input: { name: string; familyName: string; period: string; hours: string; total: string; url: string }): RenderedMail {
  return layout({
    subject: 'Nova solicitação de reserva no Cuidar',
    greeting: greet(input.name),
    paragraphs: [
      `${input.familyName} quer agendar você para ${input.period}, das ${input.hours}.`,
      `Valor total: ${input.total}. A solicitação expira se não for respondida em 24 horas ou até o início do atendimento.`,
    ],
    action: { label: 'Responder solicitação', url: input.url },
  });
}

export function bookingAcceptedMail(input: { name: string; caregiverName: string; period: string; hours: string; url: string }): RenderedMail {
  return layout({
    subject: 'Sua reserva foi confirmada',
    greeting: greet(input.name),
    paragraphs: [`${input.caregiverName} aceitou sua reserva para ${input.period}, das ${input.hours}.`, 'Você pode conversar com o cuidador pelo chat do Cuidar.'],
    action: { label: 'Ver minhas reservas', url: input.url },
  });
}

/** A 'Fale Conosco' message for the support team; a reply goes straight to the sender. */
export function contactMessageMail(input: { nome: string; email: string; mensagem: string; receivedAt: string }): RenderedMail {
  const lines = input.mensagem.split(/\r?\n/).filter((line) => line.trim() !== '');
  return layout({
    subject: `Fale Conosco: mensagem de ${input.nome}`,
    greeting: 'Olá, equipe de suporte!',
    paragraphs: [
      `Nova mensagem recebida pelo formulário Fale Conosco em ${input.receivedAt}.`,
      `Nome: ${input.nome}`,
      `Email: ${input.email}`,
      'Mensagem:',
      ...lines,
    ],
    footnote: 'Responda a este email para falar diretamente com quem escreveu.',
  });
}

// ── Account security and deletion (Configurações, issue 8) ───────────────────────────────

const ifNotYou = 'Se não foi você, troque sua senha agora (opção "Esqueci minha senha" na tela de login) e fale com o suporte.';

export function passwordChangedMail(input: { name: string; settingsUrl: string }): RenderedMail {
  return layout({
    subject: 'Sua senha do Cuidar foi alterada',
    greeting: greet(input.name),
    paragraphs: [
      'A senha da sua conta no Cuidar acabou de ser alterada. Por segurança, todas as outras sessões abertas foram encerradas.',
      ifNotYou,
    ],
    action: { label: 'Ver minhas sessões', url: input.settingsUrl },
  });
}

/** To the new address: the change happens only when this link is opened. */
export function emailChangeVerificationMail(input: { name: string; newEmail: string; url: string }): RenderedMail {
  return layout({
    subject: 'Confirme seu novo email no Cuidar',
    greeting: greet(input.name),
    paragraphs: [
      `Recebemos um pedido para usar ${input.newEmail} como email da sua conta no Cuidar.`,
      'Para confirmar a troca, clique no botão abaixo. Até lá, sua conta continua com o email antigo.',
    ],
    action: { label: 'Confirmar novo email', url: input.url },
    footnote: 'O link vale por 24 horas. Se você não pediu esta troca, ignore este email.',
  });
}

/** To the current address when a change is asked for. */
export function emailChangeRequestedMail(input: { name: string; newEmail: string }): RenderedMail {
  return layout({
    subject: 'Pedido de troca do email da sua conta',
    greeting: greet(input.name),
    paragraphs: [
      `Pediram para trocar o email da sua conta no Cuidar para ${input.newEmail}. A troca só acontece quando o link enviado ao novo endereço for aberto.`,
      ifNotYou,
    ],
  });
}

/** To the old address once the new one is confirmed. */
export function emailChangedMail(input: { name: string; newEmail: string }): RenderedMail {
  return layout({
    subject: 'O email da sua conta no Cuidar foi alterado',
    greeting: greet(input.name),
    paragraphs: [`O email da sua conta no Cuidar agora é ${input.newEmail}. Este endereço não recebe mais nossas mensagens.`, ifNotYou],
  });
}

/** To the owner of an address someone else tried to move their account to. */
export function emailInUseAttemptMail(input: { name: string }): RenderedMail {
  return layout({
    subject: 'Tentativa de usar o seu email no Cuidar',
    greeting: greet(input.name),
    paragraphs: [
      'Alguém tentou trocar o email de outra conta do Cuidar para este endereço, que já é da sua conta. Nada mudou na sua conta.',
      'Se não foi você, pode ignorar este email.',
    ],
  });
}

/** Sent to the address the account had, just before it is erased. */
export function accountDeletedMail(input: { name: string; when: string }): RenderedMail {
  return layout({
    subject: 'Sua conta no Cuidar foi excluída',
    greeting: greet(input.name),
    paragraphs: [
      `Sua conta no Cuidar foi excluída em ${input.when}, a seu pedido. Seus dados pessoais foram apagados: nome, email, endereço, telefone, dados do paciente, mensagens, notificações e arquivos.`,
      'Guardamos apenas os registros financeiros das reservas e pagamentos, sem seu nome ou contato, pelo prazo exigido por lei. Reservas futuras foram canceladas e a outra parte foi avisada.',
      'Se não foi você quem pediu a exclusão, fale com o suporte respondendo a este email.',
    ],
  });
}
