import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileForm, registerCaregiver, registrationBody, sampleFiles } from '../../../test/caregiver';
import { createTestContext, signUpVerified, TestClient, type TestContext } from '../../../test/helpers';
import { certificados, cuidadorProfiles, profiles, user } from '../../db/schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

async function caregiver(name?: string) {
  const client = new TestClient(ctx.app);
  const { id, email } = await signUpVerified(ctx, client, 'cuidador', name);
  return { client, id, email };
}

async function upload(client: TestClient, bytes = sampleFiles.pdf(), name = 'certificado.pdf') {
  const response = await client.post('/api/caregiver/certificates', fileForm(bytes, name, 'application/pdf'));
  return ((await response.json()) as { certificate: { id: string } }).certificate.id;
}

const profileRows = async (id: string) => (await ctx.db.select({ n: count() }).from(cuidadorProfiles).where(eq(cuidadorProfiles.id, id)))[0]!.n;

describe('registration (create_cuidador_profile)', () => {
  it('creates the whole profile in one operation', async () => {
    const { client, id, email } = await caregiver('Joana');
    const pdf = await upload(client);
    const png = await upload(client, sampleFiles.png(), 'foto.png');
    const response = await client.post(
      '/api/caregiver/profile',
      registrationBody({ nomeCompleto: '  Maria  da Conceição Souza ', certificados: [pdf, png], semCertificados: false }),
    );
    expect(response.status).toBe(201);
    const { profile } = (await response.json()) as { profile: Record<string, unknown> & { certificados: { id: string }[] } };
    expect(profile).toMatchObject({
      id,
      email,
      firstName: 'Maria',
      lastName: 'da Conceição Souza',
      bio: 'Tenho de 3 a 5 anos de experiência como cuidador(a) de idosos.',
      precoHoraCentavos: 5000,
      competencias: ['Higiene', 'Companhia'],
      disponibilidade: ['Manhã', 'Tarde'],
      genero: 'feminino',
      experiencia: '3–5 anos',
      dataNascimento: '1985-03-15',
      telefone: '(11) 98765-4321',
      cep: '05435-000',
      rua: 'Rua Harmonia',
      numero: '120',
      complemento: 'apto 12',
      bairro: 'Pinheiros',
      cidade: 'São Paulo',
      estado: 'SP',
      rating: null,
      totalAvaliacoes: 0,
    });
    expect(profile.certificados.map((c) => c.id).sort()).toEqual([pdf, png].sort());
    const attached = await ctx.db.select({ anexadoEm: certificados.anexadoEm }).from(certificados).where(eq(certificados.cuidadorId, id));
    expect(attached.every((c) => c.anexadoEm !== null)).toBe(true);
    const [account] = await ctx.db.select({ name: user.name }).from(user).where(eq(user.id, id));
    expect(account!.name).toBe('Maria da Conceição Souza');

    // A complete profile shows up for families only once approved (docs/product.md#verification);
    // the flat number and the phone never do.
    const before = await (await new TestClient(ctx.app).get('/api/caregivers/featured?limit=24')).text();
    expect(before).not.toContain(id);
    await ctx.db.update(cuidadorProfiles).set({ verificacao: 'aprovado' }).where(eq(cuidadorProfiles.id, id));
    const featured = await (await new TestClient(ctx.app).get('/api/caregivers/featured?limit=24')).text();
    expect(featured).toContain(id);
    expect(featured).not.toContain('apto 12');
    expect(featured).not.toContain('98765');
  });

  it('submitting twice (even at once) keeps one profile, and keeps the rate the caregiver set since', async () => {
    const { client, id } = await caregiver();
    const [a, b] = await Promise.all([client.post('/api/caregiver/profile', registrationBody()), client.post('/api/caregiver/profile', registrationBody())]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await profileRows(id)).toBe(1);

    const edit = await client.put('/api/caregiver/profile', {
      firstName: 'Joana',
      lastName: 'Prado',
      bio: 'Meu texto.',
      genero: 'feminino',
      precoHoraCentavos: 7000,
      bairro: 'Pinheiros',
      cidade: 'São Paulo',
      estado: 'SP',
      competencias: ['Higiene'],
      disponibilidade: ['Noite'],
    });
    expect(edit.status).toBe(200);
    await registerCaregiver(client, { disponibilidade: ['Manhã'] });
    expect(await profileRows(id)).toBe(1);
    const { profile } = (await (await client.get('/api/caregiver/profile')).json()) as { profile: Record<string, unknown> };
    expect(profile).toMatchObject({ precoHoraCentavos: 7000, bio: 'Meu texto.', disponibilidade: ['Manhã'] });
  });

  it('saves the hourly rate typed in the wizard, and refuses one under the configured minimum', async () => {
    const { client } = await caregiver();
    const low = await client.post('/api/caregiver/profile', { ...registrationBody(), precoHoraCentavos: 1999 });
    expect(low.status).toBe(400);
    expect(await low.json()).toMatchObject({ error: { field: 'precoHoraCentavos', message: 'O preço por hora deve ser de pelo menos R$\u00a020,00' } });
    const response = await client.post('/api/caregiver/profile', { ...registrationBody(), precoHoraCentavos: 4550 });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ profile: { precoHoraCentavos: 4550 } });
    const limits = await new TestClient(ctx.app).get('/api/caregiver-rate-limits');
    expect(await limits.json()).toEqual({ minimoCentavos: 2000, maximoCentavos: 1_000_000 });
  });

  it('bad input writes nothing', async () => {
    const { client, id } = await caregiver();
    const cases = [
      registrationBody({ aceiteTermos: false as unknown as true }),
      registrationBody({ dataNascimento: '2015-01-01' }),
      registrationBody({ telefone: '11987654321' }),
      registrationBody({ competencias: [] }),
      registrationBody({ certificados: [], semCertificados: false }),
      { ...registrationBody(), precoHoraCentavos: 1 },
      { ...registrationBody(), precoHoraCentavos: 0 },
      { ...registrationBody(), precoHoraCentavos: 1999 },
      { ...registrationBody(), precoHoraCentavos: undefined },
    ];
    for (const body of cases) expect((await client.post('/api/caregiver/profile', body)).status).toBe(400);
    expect(await profileRows(id)).toBe(0);

    // Someone else's certificate id fails the whole registration and leaves their file alone.
    const other = await caregiver();
    const theirs = await upload(other.client);
    const response = await client.post('/api/caregiver/profile', registrationBody({ certificados: [theirs], semCertificados: false }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { message: 'Certificado não encontrado. Envie o arquivo de novo.' } });
    expect(await profileRows(id)).toBe(0);
    const [row] = await ctx.db.select().from(certificados).where(eq(certificados.id, theirs));
    expect(row!.anexadoEm).toBeNull();
    const [names] = await ctx.db.select({ firstName: profiles.firstName }).from(profiles).where(eq(profiles.id, id));
    expect(names!.firstName).toBe('Joana');
  });

  it('is for signed-in caregivers only', async () => {
    const family = new TestClient(ctx.app);
    await signUpVerified(ctx, family, 'familia');
    expect((await family.post('/api/caregiver/profile', registrationBody())).status).toBe(403);
    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.post('/api/caregiver/profile', registrationBody())).status).toBe(401);
  });
});
