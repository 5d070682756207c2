import { addDaysToDate, todayInSaoPaulo } from '@cuidar/domain/time';
import { recordAnalyticsEvent } from '../src/features/analytics/repository';
import { createBooking, createNotification } from '../src/db/factories';
import { approveCaregiver, fileForm, registerCaregiver, sampleFiles } from './caregiver';
import { signUpVerified, TestClient, type TestContext } from './helpers';

// A family and a caregiver with a shared history (bookings past and future, a review, a
// conversation, notifications, a paid plan, certificates, a read of the patient's data), plus a
// second family who also deals with the caregiver: what the export and deletion tests act on.

export interface Party {
  client: TestClient;
  id: string;
  email: string;
}

export interface AccountScenario {
  family: Party;
  caregiver: Party;
  stranger: Party;
  certificates: { id: string; name: string; bytes: Uint8Array }[];
  bookings: { past: string; upcoming: string; pending: string; strangerUpcoming: string };
  conversationId: string;
  strangerConversationId: string;
  texts: {
    familyMessage: string;
    caregiverMessage: string;
    strangerMessage: string;
    reviewComment: string;
    patientCondition: string;
    contactMessage: string;
  };
}

async function ok(response: Response, status = 200): Promise<Response> {
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${await response.text()}`);
  return response;
}

export async function buildAccountScenario(ctx: TestContext): Promise<AccountScenario> {
  const suffix = crypto.randomUUID().slice(0, 6);
  const texts = {
    familyMessage: `Olá Joana, minha mãe acorda às 7h (${suffix}).`,
    caregiverMessage: `Combinado, chego às 6h50 (${suffix}).`,
    strangerMessage: `Mensagem do Xavier para a cuidadora (${suffix}).`,
    reviewComment: `Joana foi muito atenciosa com minha mãe (${suffix}).`,
    patientCondition: `Alzheimer em estágio inicial (${suffix})`,
    contactMessage: `Quero saber sobre os planos (${suffix}).`,
  };

  const caregiverClient = new TestClient(ctx.app);
  const caregiverAccount = await signUpVerified(ctx, caregiverClient, 'cuidador', 'Joana Prado');
  await registerCaregiver(caregiverClient, { nomeCompleto: 'Joana Prado Lima', semCertificados: true });
  await approveCaregiver(ctx.db, caregiverAccount.id);
  const certificates: AccountScenario['certificates'] = [];
  for (const [name, bytes, type] of [
    ['Diploma Técnico.pdf', sampleFiles.pdf(), 'application/pdf'],
    ['curso-primeiros-socorros.png', sampleFiles.png(), 'image/png'],
  ] as const) {
    const response = await ok(await caregiverClient.post('/api/caregiver/certificates', fileForm(bytes, name, type)), 201);
    const { certificate } = (await response.json()) as { certificate: { id: string } };
    certificates.push({ id: certificate.id, name, bytes });
  }

  const familyClient = new TestClient(ctx.app);
  const familyAccount = await signUpVerified(ctx, familyClient, 'familia', 'Helena Duarte');
  await ok(
    await familyClient.put('/api/profile/familia', {
      firstName: 'Helena',
      lastName: 'Duarte',
      rua: 'Rua Harmonia',
      numero: '120',
      bairro: 'Pinheiros',
      cidade: 'São Paulo',
      estado: 'SP',
      cep: '05435000',
      pacienteNome: 'Dona Irene',
      pacienteIdade: '84',
      pacienteCondicao: texts.patientCondition,
      consentimentoSaude: true,
    }),
  );

  const strangerClient = new TestClient(ctx.app);
  const strangerAccount = await signUpVerified(ctx, strangerClient, 'familia', 'Xavier Estranho');

  const today = todayInSaoPaulo(ctx.deps.now());
  const past = await createBooking(ctx.db, { familiaId: familyAccount.id, cuidadorId: caregiverAccount.id, dataInicio: addDaysToDate(today, -5), dias: 2, status: 'concluida' });
  const upcoming = await createBooking(ctx.db, { familiaId: familyAccount.id, cuidadorId: caregiverAccount.id, dataInicio: addDaysToDate(today, 7), dias: 3, status: 'confirmada' });
  const pending = await createBooking(ctx.db, { familiaId: familyAccount.id, cuidadorId: caregiverAccount.id, dataInicio: addDaysToDate(today, 12), status: 'pendente' });
  const strangerUpcoming = await createBooking(ctx.db, { familiaId: strangerAccount.id, cuidadorId: caregiverAccount.id, dataInicio: addDaysToDate(today, 20), horaInicio: '14:00', horaFim: '18:00', status: 'confirmada' });
  // Both sides review within the window (docs/product.md#reviews), so the family's review is public.
  await ok(await familyClient.post(`/api/bookings/${past.id}/review`, { estrelas: 5, comentario: texts.reviewComment }), 201);
  await ok(await caregiverClient.post(`/api/bookings/${past.id}/family-review`, { estrelas: 5 }), 201);

  const conversation = (await (await ok(await familyClient.post('/api/conversations', { withId: caregiverAccount.id }))).json()) as { id: string };
  await ok(await familyClient.post(`/api/conversations/${conversation.id}/messages`, { content: texts.familyMessage }), 201);
  await ok(await caregiverClient.post(`/api/conversations/${conversation.id}/messages`, { content: texts.caregiverMessage }), 201);
  const strangerConversation = (await (await ok(await strangerClient.post('/api/conversations', { withId: caregiverAccount.id }))).json()) as { id: string };
  await ok(await strangerClient.post(`/api/conversations/${strangerConversation.id}/messages`, { content: texts.strangerMessage }), 201);

  // What the booking flow would have written for the caregiver when the family asked.
  await createNotification(ctx.db, { userId: caregiverAccount.id, tipo: 'nova_reserva', mensagem: 'Nova solicitação de Helena Duarte para 3 dias, das 08:00 às 12:00.' });
  await createNotification(ctx.db, { userId: caregiverAccount.id, tipo: 'reserva_cancelada', mensagem: 'Helena Duarte cancelou a reserva de 2 de março: "minha mãe foi internada"' });
  await createNotification(ctx.db, { userId: familyAccount.id, tipo: 'reserva_aceita', mensagem: 'Joana Prado Lima aceitou sua reserva.' });

  await ok(await familyClient.post('/api/contact', { nome: 'Helena Duarte', email: familyAccount.email, mensagem: texts.contactMessage }), 201);
  await recordAnalyticsEvent(ctx.db, { eventName: 'familia_form_submit', userId: familyAccount.id, tipoUsuario: 'familia', metadata: { cidade: 'São Paulo' }, at: ctx.deps.now() });

  // A paid care plan (sandbox checkout through the webhook path).
  const checkout = (await (await ok(await familyClient.post('/api/checkout', { planId: 'monthly' }), 201)).json()) as { sessionId: string };
  await ok(await familyClient.post(`/api/payments/sandbox/${checkout.sessionId}/confirm`));

  // The caregiver reads the patient's data once (logged).
  await ok(await caregiverClient.get(`/api/families/${familyAccount.id}/patient`));

  return {
    family: { client: familyClient, ...familyAccount },
    caregiver: { client: caregiverClient, ...caregiverAccount },
    stranger: { client: strangerClient, ...strangerAccount },
    certificates,
    bookings: { past: past.id, upcoming: upcoming.id, pending: pending.id, strangerUpcoming: strangerUpcoming.id },
    conversationId: conversation.id,
    strangerConversationId: strangerConversation.id,
    texts,
  };
}
