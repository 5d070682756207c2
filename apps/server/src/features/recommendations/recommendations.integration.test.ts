import { searchWithRelaxation, type RecommendationsResponse } from '@cuidar/domain/recommendations';
import { normalizeSearchText } from '@cuidar/domain/skills';
import { addDaysToDate, saoPauloToInstant, todayInSaoPaulo } from '@cuidar/domain/time';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUpVerified, TestClient, type TestContext } from '../../../test/helpers';
import { createCaregiver, seededRandom, type CaregiverData } from '../../db/factories';
import { analyticsEvents, cuidadorProfiles, disponibilidade, locaisBusca, profiles, user } from '../../db/schema';
import { queryRows } from '../../db/sql';

// Recommendations on a real database: each filter, the ranking and each relaxation step.

let ctx: TestContext;
const random = seededRandom(4242);
const caregiver = (data: Partial<CaregiverData>) =>
  createCaregiver(ctx.db, { random, data: { rating: 4, totalAvaliacoes: 5, disponibilidade: [], genero: 'feminino', ...data } });

async function recommend(body: Record<string, unknown>, client = new TestClient(ctx.app)) {
  const response = await client.post('/api/recommendations', body);
  expect(response.status).toBe(200);
  return (await response.json()) as RecommendationsResponse;
}

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('search columns', () => {
  it('the trigger normalises exactly as the domain does, on insert and on update', async () => {
    const samples = ['São Paulo', '  Vila   Mariana ', 'PINHEIROS', 'Mobilidade / Fisioterapia', 'Cuidados Pós-Operatórios', 'Açaí/Ímã', 'Jardim São Luís'];
    for (const value of samples) {
      const [row] = await queryRows<{ n: string }>(ctx.db, sql`select cuidar_normalize(${value}) as n`);
      expect(row!.n, value).toBe(normalizeSearchText(value));
    }
    const created = await caregiver({ estado: 'TO', cidade: 'Palmas', bairro: 'Plano Diretor Sul', competencias: ['Higiene', 'Mobilidade / Fisioterapia'] });
    const read = async () =>
      (await ctx.db.select({ c: cuidadorProfiles.competenciasBusca, cidade: cuidadorProfiles.cidadeBusca, bairro: cuidadorProfiles.bairroBusca }).from(cuidadorProfiles).where(eq(cuidadorProfiles.id, created.id)))[0]!;
    expect(await read()).toEqual({ c: ['higiene', 'mobilidade/fisioterapia'], cidade: 'palmas', bairro: 'plano diretor sul' });
    await ctx.db.update(cuidadorProfiles).set({ competencias: ['Alzheimer'], cidade: 'Araguaína' }).where(eq(cuidadorProfiles.id, created.id));
    expect(await read()).toMatchObject({ c: ['alzheimer'], cidade: 'araguaina' });
    // Nobody can write the search columns directly: the trigger recomputes them.
    await ctx.db.update(cuidadorProfiles).set({ cidadeBusca: 'qualquer coisa' }).where(eq(cuidadorProfiles.id, created.id));
    expect((await read()).cidade).toBe('araguaina');
  });
});

describe('search bookkeeping kept by the database', () => {
  const body = { turno: 'manha', generoPreferido: 'indiferente', competencias: ['Higiene pessoal'], bairro: 'Centro', cidade: 'Macapá', estado: 'AP' };
  const places = () => ctx.db.select().from(locaisBusca).where(eq(locaisBusca.estado, 'AP'));

  it('only complete caregivers are suggested, following later changes to the profile and the name', async () => {
    const ana = await caregiver({ estado: 'AP', cidade: 'Macapá', bairro: 'Centro', competencias: ['Higiene'] });
    const bia = await caregiver({ estado: 'AP', cidade: 'Macapá', bairro: 'Centro', competencias: ['Higiene'] });
    const ids = async () => (await recommend(body)).caregivers.map((c) => c.id).sort();
    expect(await ids()).toEqual([ana.id, bia.id].sort());
    expect(await places()).toEqual([{ estado: 'AP', cidadeBusca: 'macapa', bairroBusca: 'centro', cuidadores: 2 }]);

    await ctx.db.update(profiles).set({ lastName: ' ' }).where(eq(profiles.id, ana.id));
    expect(await ids()).toEqual([bia.id]);
    await ctx.db.update(profiles).set({ lastName: 'Souza' }).where(eq(profiles.id, ana.id));
    expect(await ids()).toEqual([ana.id, bia.id].sort());

    await ctx.db.update(cuidadorProfiles).set({ bio: '' }).where(eq(cuidadorProfiles.id, bia.id));
    expect(await ids()).toEqual([ana.id]);
    expect((await places())[0]!.cuidadores).toBe(1);

    // Moving to another neighbourhood moves the count; the empty place disappears.
    await ctx.db.update(cuidadorProfiles).set({ bairro: 'Trem' }).where(eq(cuidadorProfiles.id, ana.id));
    expect((await places()).map((p) => [p.bairroBusca, p.cuidadores])).toEqual([['trem', 1]]);
    expect((await recommend(body)).step).toBe('cidade');

    await ctx.db.delete(user).where(eq(user.id, ana.id));
    expect(await places()).toEqual([]);
  });
});

describe('POST /api/recommendations filters', () => {
  const ids: Record<string, string> = {};
  const request = {
    turno: 'manha',
    generoPreferido: 'feminino',
    competencias: ['Higiene pessoal', 'Companhia e estimulação cognitiva'],
    bairro: 'pinheiros',
    cidade: 'sao paulo',
    estado: 'SP',
  };

  beforeAll(async () => {
    ids.wizardWording = (await caregiver({ estado: 'SP', cidade: 'São Paulo', bairro: 'Pinheiros', competencias: ['Higiene', 'Companhia'] })).id;
    ids.man = (await caregiver({ genero: 'masculino', estado: 'SP', cidade: 'São Paulo', bairro: 'Pinheiros', competencias: ['Higiene pessoal'] })).id;
    ids.noAccents = (await caregiver({ estado: 'SP', cidade: 'SAO PAULO', bairro: 'PINHEIROS', competencias: ['Higiene pessoal'] })).id;
    ids.otherBairro = (await caregiver({ estado: 'SP', cidade: 'São Paulo', bairro: 'Moema', competencias: ['Higiene pessoal'] })).id;
    ids.otherState = (await caregiver({ estado: 'RJ', cidade: 'São Paulo', bairro: 'Pinheiros', competencias: ['Higiene pessoal'] })).id;
    ids.noFirstSkill = (await caregiver({ estado: 'SP', cidade: 'São Paulo', bairro: 'Pinheiros', competencias: ['Companhia', 'Administração de medicação'] })).id;
    ids.incomplete = (await caregiver({ estado: 'SP', cidade: 'São Paulo', bairro: 'Pinheiros', competencias: ['Higiene pessoal'], bio: '' })).id;
  });

  it('applies gender, state and city (contains, no case, no accents) and one of the skills; the neighbourhood ranks', async () => {
    const result = await recommend(request);
    expect(result.step).toBe('cidade');
    expect(result.notice).toBeNull();
    // Every candidate of the city: the neighbourhood is a signal, not a filter (docs/product.md#recommendations).
    expect(result.caregivers.map((c) => c.id)).toEqual([ids.wizardWording, ...[ids.noAccents, ids.noFirstSkill].sort(), ids.otherBairro]);
    expect(result.caregivers[0]!.match).toMatchObject({ skillsMatched: 2, skillsWanted: 2, sameBairro: true, reasons: ['2 de 2 competências', 'Atende no seu bairro'] });
    expect(result.caregivers[1]!.match.reasons[0]).toBe('1 de 2 competências');
    expect(result.caregivers[3]!.match.reasons).toEqual(['1 de 2 competências', 'Na sua cidade']);
  });

  it('with no gender preference, men and women', async () => {
    const result = await recommend({ ...request, generoPreferido: 'indiferente' });
    expect(result.caregivers.map((c) => c.id).sort()).toEqual([ids.wizardWording, ids.man, ids.noAccents, ids.noFirstSkill, ids.otherBairro].sort());
  });

  it('neighbourhood and city are "contains"', async () => {
    const result = await recommend({ ...request, bairro: 'Pinhei', cidade: 'Paulo', generoPreferido: 'indiferente' });
    expect(result.caregivers).toHaveLength(5);
    expect(result.caregivers.filter((c) => c.match.sameBairro)).toHaveLength(4);
  });

  it('a card carries what a family may see and no more', async () => {
    const [card] = (await recommend(request)).caregivers;
    expect(Object.keys(card!).sort()).toEqual(
      ['avatarUrl', 'bairro', 'bio', 'cidade', 'competencias', 'confiabilidade', 'estado', 'firstName', 'genero', 'id', 'lastName', 'match', 'precoHoraCentavos', 'rating', 'totalAvaliacoes', 'verificadoEm'].sort(),
    );
    expect(JSON.stringify(card)).not.toMatch(/@|telefone|rua|cep/i);
  });

  it('returns at most ten', async () => {
    for (let i = 0; i < 12; i++) await caregiver({ estado: 'ES', cidade: 'Vitória', bairro: 'Praia do Canto', competencias: ['Higiene pessoal'] });
    const result = await recommend({ ...request, estado: 'ES', cidade: 'Vitória', bairro: 'Praia do Canto' });
    expect(result.caregivers).toHaveLength(10);
  });

  it('refuses bad answers with the spec message and records nothing', async () => {
    const before = await ctx.db.select({ id: analyticsEvents.id }).from(analyticsEvents);
    const client = new TestClient(ctx.app);
    const bad = await client.post('/api/recommendations', { ...request, competencias: [] });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { field: 'competencias', message: 'Selecione pelo menos uma competência' } });
    expect((await client.post('/api/recommendations', { ...request, estado: 'Sao Paulo' })).status).toBe(400);
    expect((await client.post('/api/recommendations', { ...request, rua: 'Rua X' })).status).toBe(400);
    expect((await client.post('/api/recommendations', 'not json')).status).toBe(400);
    expect(await ctx.db.select({ id: analyticsEvents.id }).from(analyticsEvents)).toHaveLength(before.length);
  });
});

describe('ranking', () => {
  it('skills matched, then availability in the shift (labels or real slots), then quality (Bayesian rating)', async () => {
    const place = { estado: 'MG', cidade: 'Belo Horizonte', bairro: 'Savassi' };
    const three = ['Higiene pessoal', 'Alimentação assistida', 'Doença de Alzheimer/Demência'];
    const twoOfThree = (await caregiver({ ...place, competencias: three.slice(0, 2), disponibilidade: ['Tarde'], rating: 5, totalAvaliacoes: 50 })).id;
    const labelTarde = (await caregiver({ ...place, competencias: three, disponibilidade: ['Tarde'], rating: 3.9 })).id;
    const label24h = (await caregiver({ ...place, competencias: three, disponibilidade: ['24h'], rating: 3.8 })).id;
    const slotTarde = (await caregiver({ ...place, competencias: three, disponibilidade: ['Manhã'], rating: 3.5 })).id;
    const manyReviews = (await caregiver({ ...place, competencias: three, rating: 4, totalAvaliacoes: 30 })).id;
    const fewReviews = (await caregiver({ ...place, competencias: three, rating: 4, totalAvaliacoes: 2 })).id;
    const unrated = (await caregiver({ ...place, competencias: three, rating: null, totalAvaliacoes: 0 })).id;
    const morningSlotOnly = (await caregiver({ ...place, competencias: three, rating: 3 })).id;
    const pastSlotOnly = (await caregiver({ ...place, competencias: three, rating: 2.9 })).id;

    const today = todayInSaoPaulo();
    const slot = (id: string, date: string, start: string, end: string) => ({
      cuidadorId: id,
      startDatetime: saoPauloToInstant(date, start),
      endDatetime: saoPauloToInstant(date, end),
    });
    await ctx.db.insert(disponibilidade).values([
      slot(slotTarde, addDaysToDate(today, 2), '13:00', '17:00'),
      slot(morningSlotOnly, addDaysToDate(today, 2), '07:00', '11:00'),
      slot(pastSlotOnly, addDaysToDate(today, -3), '13:00', '17:00'),
    ]);

    const result = await recommend({ turno: 'tarde', generoPreferido: 'indiferente', competencias: three, ...place });
    // Quality is the Bayesian rating (prior 4,2 as five reviews): 4,0 from 30 reviews (4,03) ranks
    // below 4,0 from 2 (4,14), and both below a new caregiver (4,2); 3,9 from 5 is 4,05.
    expect(result.caregivers.map((c) => c.id)).toEqual([labelTarde, label24h, slotTarde, unrated, fewReviews, manyReviews, morningSlotOnly, pastSlotOnly, twoOfThree]);
    const bySlot = result.caregivers.find((c) => c.id === slotTarde)!;
    expect(bySlot.match.reasons).toEqual(['3 de 3 competências', 'Disponível à tarde', 'Atende no seu bairro']);
    expect(result.caregivers.find((c) => c.id === unrated)!.rating).toBeNull();

    // The morning slot counts for a morning shift.
    const morning = await recommend({ turno: 'manha', generoPreferido: 'indiferente', competencias: three, ...place });
    expect(morning.caregivers.find((c) => c.id === morningSlotOnly)!.match.availableInShift).toBe(true);
    expect(morning.caregivers.find((c) => c.id === labelTarde)!.match.availableInShift).toBe(false);
  });

  it('a slot counts for the shift it covers, while it is upcoming, and follows changes to the calendar', async () => {
    const place = { estado: 'MT', cidade: 'Cuiabá', bairro: 'Goiabeiras' };
    const skills = ['Higiene pessoal'];
    const today = todayInSaoPaulo();
    const day = addDaysToDate(today, 3);
    const night = (await caregiver({ ...place, competencias: skills })).id;
    const fullDay = (await caregiver({ ...place, competencias: skills })).id;
    const early = (await caregiver({ ...place, competencias: skills })).id;
    const inserted = await ctx.db
      .insert(disponibilidade)
      .values([
        { cuidadorId: night, startDatetime: saoPauloToInstant(day, '19:00'), endDatetime: saoPauloToInstant(addDaysToDate(day, 1), '07:00') },
        { cuidadorId: fullDay, startDatetime: saoPauloToInstant(day, '07:00'), endDatetime: saoPauloToInstant(day, '19:00') },
        { cuidadorId: early, startDatetime: saoPauloToInstant(day, '04:00'), endDatetime: saoPauloToInstant(day, '05:30') },
      ])
      .returning({ id: disponibilidade.id, cuidadorId: disponibilidade.cuidadorId });
    const availability = async (turno: string) => {
      const result = await recommend({ turno, generoPreferido: 'indiferente', competencias: skills, ...place });
      return Object.fromEntries(result.caregivers.map((c) => [c.id === night ? 'night' : c.id === fullDay ? 'fullDay' : 'early', c.match.availableInShift]));
    };
    expect(await availability('noite')).toEqual({ night: true, fullDay: true, early: true });
    expect(await availability('integral')).toEqual({ night: true, fullDay: true, early: false });
    expect(await availability('manha')).toEqual({ night: false, fullDay: true, early: false });
    expect(await availability('tarde')).toEqual({ night: false, fullDay: true, early: false });

    // Moving the 12-hour slot to a short morning one, and deleting the night one.
    const fullDaySlot = inserted.find((r) => r.cuidadorId === fullDay)!.id;
    await ctx.db
      .update(disponibilidade)
      .set({ startDatetime: saoPauloToInstant(day, '08:00'), endDatetime: saoPauloToInstant(day, '10:00') })
      .where(eq(disponibilidade.id, fullDaySlot));
    await ctx.db.delete(disponibilidade).where(eq(disponibilidade.cuidadorId, night));
    expect(await availability('integral')).toEqual({ night: false, fullDay: false, early: false });
    expect(await availability('manha')).toEqual({ night: false, fullDay: true, early: false });

    // Once the slot is over, it no longer counts (the test clock moves past it).
    ctx.setNow(saoPauloToInstant(addDaysToDate(day, 1), '12:00'));
    expect(await availability('manha')).toEqual({ night: false, fullDay: false, early: false });
    ctx.setNow(new Date());

    // A caregiver account deleted with its calendar goes away cleanly.
    await ctx.db.delete(user).where(eq(user.id, fullDay));
    expect(Object.keys(await availability('manha')).sort()).toEqual(['early', 'night']);
  });

  it('shows the family’s skills first on the card', async () => {
    const place = { estado: 'GO', cidade: 'Goiânia', bairro: 'Setor Bueno' };
    await caregiver({ ...place, competencias: ['Cuidados pós-operatórios', 'Companhia', 'Alimentação assistida', 'Higiene'] });
    const [card] = (await recommend({ turno: 'noite', generoPreferido: 'indiferente', competencias: ['Higiene pessoal', 'Alimentação assistida'], ...place })).caregivers;
    expect(card!.competencias).toEqual(['Alimentação assistida', 'Higiene', 'Cuidados pós-operatórios', 'Companhia']);
  });
});

describe('relaxation', () => {
  const request = { turno: 'manha', generoPreferido: 'feminino', competencias: ['Cuidados pós-operatórios'], bairro: 'Batel', cidade: 'Curitiba', estado: 'PR' };

  it('the city first (adding the state when few), then the state, then any skill, and says so; never gender or state', async () => {
    const otherTownNoSkill = (await caregiver({ estado: 'PR', cidade: 'Londrina', bairro: 'Centro', competencias: ['Companhia'] })).id;
    const sameBairroNoSkill = (await caregiver({ estado: 'PR', cidade: 'Curitiba', bairro: 'Batel', competencias: ['Higiene'] })).id;
    await caregiver({ genero: 'masculino', estado: 'PR', cidade: 'Curitiba', bairro: 'Batel', competencias: ['Cuidados pós-operatórios'] });
    await caregiver({ estado: 'SC', cidade: 'Curitiba', bairro: 'Batel', competencias: ['Cuidados pós-operatórios'] });

    // Same neighbourhood name, other city, no skill: never "No seu bairro".
    const batelElsewhere = (await caregiver({ estado: 'PR', cidade: 'Maringá', bairro: 'Batel', competencias: ['Companhia'], rating: 3 })).id;
    let result = await recommend(request);
    expect(result.step).toBe('sem-competencia');
    expect(result.notice).toBe('Não encontramos cuidadores com Cuidados pós-operatórios perto de você; mostrando outros cuidadores no Paraná');
    expect(result.caregivers.map((c) => c.id)).toEqual([sameBairroNoSkill, otherTownNoSkill, batelElsewhere]);
    expect(result.caregivers[0]!.match.reasons).toEqual(['0 de 1 competência', 'Atende no seu bairro']);
    expect(result.caregivers[2]!.match.reasons).toEqual(['0 de 1 competência', 'Em outra cidade do estado']);

    const otherTownWithSkill = (await caregiver({ estado: 'PR', cidade: 'Londrina', bairro: 'Centro', competencias: ['Pós-operatório'], rating: 4.5 })).id;
    // A neighbourhood with the family's neighbourhood name in another city is not "your neighbourhood".
    const sameNameOtherTown = (await caregiver({ estado: 'PR', cidade: 'Londrina', bairro: 'Batel', competencias: ['Cuidados pós-operatórios'], rating: 4.4 })).id;
    result = await recommend(request);
    expect(result.step).toBe('estado');
    expect(result.notice).toBe('Não encontramos na sua cidade; mostrando cuidadores no Paraná');
    expect(result.caregivers.map((c) => c.id)).toEqual([otherTownWithSkill, sameNameOtherTown]);
    for (const card of result.caregivers) expect(card.match.reasons).toEqual(['1 de 1 competência', 'Em outra cidade do estado']);

    const sameCityWithSkill = (await caregiver({ estado: 'PR', cidade: 'Curitiba', bairro: 'Água Verde', competencias: ['Cuidados pós-operatórios'] })).id;
    result = await recommend(request);
    // One in the city: few, so the best of the rest of the state come after.
    expect(result.step).toBe('cidade');
    expect(result.notice).toBe('Poucos cuidadores na sua cidade; mostrando também outros no Paraná');
    expect(result.caregivers.map((c) => c.id)).toEqual([sameCityWithSkill, otherTownWithSkill, sameNameOtherTown]);
    expect(result.caregivers[0]!.match.reasons).toContain('Na sua cidade');

    const inBairro = (await caregiver({ estado: 'PR', cidade: 'Curitiba', bairro: 'Batel', competencias: ['Cuidados pós-operatórios'] })).id;
    const alsoInCity = (await caregiver({ estado: 'PR', cidade: 'Curitiba', bairro: 'Centro', competencias: ['Cuidados pós-operatórios'] })).id;
    result = await recommend(request);
    expect(result.step).toBe('cidade');
    expect(result.notice).toBeNull();
    expect(result.caregivers.map((c) => c.id)).toEqual([inBairro, ...[sameCityWithSkill, alsoInCity].sort()]);
  });

  it('finds nobody rather than inventing anybody', async () => {
    const result = await recommend({ ...request, estado: 'AC', cidade: 'Rio Branco', bairro: 'Centro' });
    expect(result).toEqual({ caregivers: [], step: 'sem-competencia', notice: null });
  });
});

describe('the Moema case (issue 19)', () => {
  it('shows the caregiver with all three skills in the city first, before the one with two in the neighbourhood', async () => {
    const three = ['Higiene pessoal', 'Administração de medicação', 'Doença de Alzheimer/Demência'];
    const place = { estado: 'SP', cidade: 'São Paulo' };
    const twoInMoema = (await caregiver({ ...place, bairro: 'Moema', competencias: ['Higiene', 'Medicação'], disponibilidade: ['Manhã'] })).id;
    const threeInCity = (await caregiver({ ...place, bairro: 'Vila Mariana', competencias: ['Higiene', 'Medicação', 'Alzheimer'], disponibilidade: ['Manhã'] })).id;
    const result = await recommend({ turno: 'manha', generoPreferido: 'indiferente', competencias: three, bairro: 'Moema', cidade: 'São Paulo', estado: 'SP' });
    expect(result.step).toBe('cidade');
    const ids = result.caregivers.map((c) => c.id);
    expect(ids[0]).toBe(threeInCity);
    expect(ids).toContain(twoInMoema);
    expect(result.caregivers[0]!.match.reasons).toEqual(['3 de 3 competências', 'Disponível de manhã', 'Na sua cidade']);
    expect(result.caregivers.find((c) => c.id === twoInMoema)!.match.reasons).toEqual(['2 de 3 competências', 'Disponível de manhã', 'Atende no seu bairro']);
  });
});

describe("the page's filters", () => {
  it('price range, minimum rating (unrated out) and gender', async () => {
    const place = { estado: 'RN', cidade: 'Natal', bairro: 'Ponta Negra' };
    const cheap = (await caregiver({ ...place, competencias: ['Higiene'], precoHoraCentavos: 3000, rating: 4.8, totalAvaliacoes: 10 })).id;
    const dear = (await caregiver({ ...place, competencias: ['Higiene'], precoHoraCentavos: 9000, rating: 4.9, totalAvaliacoes: 10 })).id;
    const low = (await caregiver({ ...place, competencias: ['Higiene'], precoHoraCentavos: 4000, rating: 3.5, totalAvaliacoes: 10 })).id;
    const unrated = (await caregiver({ ...place, competencias: ['Higiene'], precoHoraCentavos: 4000, rating: null, totalAvaliacoes: 0 })).id;
    const man = (await caregiver({ ...place, competencias: ['Higiene'], precoHoraCentavos: 4000, genero: 'masculino', rating: 5, totalAvaliacoes: 3 })).id;
    const base = { turno: 'manha', generoPreferido: 'indiferente', competencias: ['Higiene pessoal'], ...place };
    const ids = async (extra: Record<string, unknown>) => (await recommend({ ...base, ...extra })).caregivers.map((c) => c.id).sort();
    expect(await ids({})).toEqual([cheap, dear, low, unrated, man].sort());
    expect(await ids({ precoMaxCentavos: 5000 })).toEqual([cheap, low, unrated, man].sort());
    expect(await ids({ precoMinCentavos: 5000 })).toEqual([dear]);
    expect(await ids({ notaMinima: 4.5 })).toEqual([cheap, dear, man].sort());
    expect(await ids({ notaMinima: 4.5, generoPreferido: 'feminino' })).toEqual([cheap, dear].sort());
    expect((await new TestClient(ctx.app).post('/api/recommendations', { ...base, notaMinima: 6 })).status).toBe(400);
  });
});

describe('analytics', () => {
  it("records 'match_sugerido' for a signed-in person only", async () => {
    const count = async () => (await ctx.db.select({ id: analyticsEvents.id }).from(analyticsEvents).where(eq(analyticsEvents.eventName, 'match_sugerido'))).length;
    const body = { turno: 'manha', generoPreferido: 'indiferente', competencias: ['Higiene pessoal'], bairro: 'Pinheiros', cidade: 'São Paulo', estado: 'SP' };
    const before = await count();
    await recommend(body);
    expect(await count()).toBe(before);

    const family = new TestClient(ctx.app);
    const { id } = await signUpVerified(ctx, family, 'familia');
    const result = await recommend(body, family);
    const rows = await ctx.db.select().from(analyticsEvents).where(eq(analyticsEvents.userId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ eventName: 'match_sugerido', tipoUsuario: 'familia', metadata: { ...body, resultados: result.caregivers.length, etapa: 'cidade' } });
  });
});

describe('best-first search', () => {
  // Where the place is known, ten caregivers with every chosen skill who are free in the shift are
  // the answer, read best-rated first without ranking the whole place. Whatever the data, the
  // answer must be exactly what the full ranking gives.
  const skills = ['Higiene', 'Alzheimer', 'Medicação', 'Mobilidade / Fisioterapia', 'Alimentação'];
  const shifts = ['Manhã', 'Tarde', 'Noite', '24h'] as const;

  it('answers like the full ranking, with ten or more perfect matches and with fewer, at every step', async () => {
    const seeded = seededRandom(2027);
    const pick = <T,>(list: readonly T[]) => list.filter(() => seeded() < 0.5);
    // Two neighbourhoods of one city (many caregivers in one, a handful in the other) and a second
    // city: the relaxed steps merge whole cities.
    for (const [cidade, bairro, count] of [['Fortaleza', 'Meireles', 60], ['Fortaleza', 'Aldeota', 6], ['Caucaia', 'Centro', 14]] as const) {
      for (let i = 0; i < count; i++) {
        await caregiver({
          estado: 'CE',
          cidade,
          bairro,
          competencias: pick(skills).length ? pick(skills) : [skills[i % skills.length]!],
          disponibilidade: [...pick(shifts)],
          genero: seeded() < 0.6 ? 'feminino' : 'masculino',
          // Coarse ratings and few review counts: plenty of ties for the later keys to settle.
          rating: seeded() < 0.1 ? null : 1 + Math.round(seeded() * 8) / 2,
          totalAvaliacoes: Math.floor(seeded() * 4),
        });
      }
    }
    const { findRecommendations, planSearch, preparedBestFirst, preparedSearch, searchValues, RECOMMENDATION_LIMIT } = await import('./repository');
    const requests = [
      { turno: 'tarde', generoPreferido: 'indiferente', competencias: ['Higiene pessoal'], bairro: 'Meireles', cidade: 'Fortaleza', estado: 'CE' },
      { turno: 'manha', generoPreferido: 'feminino', competencias: ['Higiene pessoal', 'Doença de Alzheimer/Demência'], bairro: 'Meireles', cidade: 'Fortaleza', estado: 'CE' },
      { turno: 'noite', generoPreferido: 'masculino', competencias: ['Alimentação assistida', 'Administração de medicação', 'Higiene pessoal'], bairro: 'Aldeota', cidade: 'Fortaleza', estado: 'CE' },
      { turno: 'integral', generoPreferido: 'indiferente', competencias: ['Doença de Alzheimer/Demência'], bairro: 'Praia de Iracema', cidade: 'Fortaleza', estado: 'CE' },
      { turno: 'tarde', generoPreferido: 'feminino', competencias: ['Higiene pessoal'], bairro: 'Centro', cidade: 'Sobral', estado: 'CE' },
      // Nobody in the state offers the skill: only the last step finds somebody.
      { turno: 'manha', generoPreferido: 'indiferente', competencias: ['Cuidados pós-operatórios'], bairro: 'Meireles', cidade: 'Fortaleza', estado: 'CE' },
      // Nobody in the state at all: every step is empty.
      { turno: 'noite', generoPreferido: 'indiferente', competencias: ['Higiene pessoal'], bairro: 'Centro', cidade: 'Rio Branco', estado: 'AC' },
    ] as const;
    let tenPerfect = 0;
    let fewerPerfect = 0;
    const steps = new Set<string>();
    for (const request of requests) {
      const plan = planSearch({ ...request, competencias: [...request.competencias] }, new Date());
      for (const step of ['cidade', 'estado'] as const) {
        const values = searchValues(plan);
        const full = await preparedSearch(ctx.db, plan, step).execute(values);
        // The city's best-first forms answer when the full matches are ten or more.
        const perfect = step === 'estado' ? await preparedBestFirst(ctx.db, plan, step)!.execute(values) : full.filter((row) => Number(row.skillsMatched) === plan.skillKeys.length && row.availableInShift);
        if (perfect.length >= RECOMMENDATION_LIMIT) tenPerfect++;
        else fewerPerfect++;
        const found = await findRecommendations(ctx.db, plan, step);
        const label = `${request.bairro}/${request.turno}/${request.generoPreferido}/${step}`;
        expect(found.map((row) => row.id), label).toEqual(full.map((row) => row.id));
        expect(found, label).toEqual(full);
      }
      // The last step has no best-first form: its statement is the full ranking.
      const values = searchValues(plan);
      expect(await findRecommendations(ctx.db, plan, 'sem-competencia'), request.bairro).toEqual(await preparedSearch(ctx.db, plan, 'sem-competencia').execute(values));
      steps.add((await searchWithRelaxation((step) => findRecommendations(ctx.db, plan, step))).step);
    }
    // Every step answered at least one request (the last one twice: once with nobody at all).
    expect([...steps].sort()).toEqual(['cidade', 'estado', 'sem-competencia']);
    // Both paths were taken.
    expect(tenPerfect).toBeGreaterThan(0);
    expect(fewerPerfect).toBeGreaterThan(0);
  });
});
