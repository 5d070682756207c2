import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { createCaregiver, createOperator } from '../../db/factories';
import { cuidadorProfiles, verificationDecisions } from '../../db/schema';
import { openTestDatabase } from '../../../test/helpers';
import { transitionCaregiver } from './service';

let t: DatabaseHandle;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(async () => {
  await t.close();
});

const at = new Date('2026-11-24T12:00:00Z');

describe('transitionCaregiver', () => {
  it('moves a caregiver along an allowed path and records each decision', async () => {
    const caregiver = await createCaregiver(t.db, { verificacao: 'cadastro_incompleto' });
    const operator = await createOperator(t.db);
    await t.db.transaction((tx) => transitionCaregiver(tx, { cuidadorId: caregiver.id, to: 'em_analise', by: 'cuidador', operadorId: null, at }));
    const approved = await t.db.transaction((tx) =>
      transitionCaregiver(tx, { cuidadorId: caregiver.id, to: 'aprovado', by: 'operador', operadorId: operator.id, expectedFrom: 'em_analise', at }),
    );
    expect(approved).toMatchObject({ from: 'em_analise', to: 'aprovado' });
    const decisions = await t.db
      .select()
      .from(verificationDecisions)
      .where(eq(verificationDecisions.cuidadorId, caregiver.id))
      .orderBy(asc(verificationDecisions.createdAt), asc(verificationDecisions.deEstado));
    expect(decisions.map((d) => `${d.deEstado}>${d.paraEstado}`).sort()).toEqual(['cadastro_incompleto>em_analise', 'em_analise>aprovado']);
    expect(decisions.find((d) => d.paraEstado === 'aprovado')!.operadorId).toBe(operator.id);
  });

  it('refuses a move the table does not allow, a missing reason and a stale screen, changing nothing', async () => {
    const caregiver = await createCaregiver(t.db, { verificacao: 'em_analise' });
    const operator = await createOperator(t.db);
    await expect(t.db.transaction((tx) => transitionCaregiver(tx, { cuidadorId: caregiver.id, to: 'aprovado', by: 'cuidador', operadorId: null, at }))).rejects.toMatchObject({ status: 409 });
    await expect(
      t.db.transaction((tx) => transitionCaregiver(tx, { cuidadorId: caregiver.id, to: 'reprovado', by: 'operador', operadorId: operator.id, at })),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      t.db.transaction((tx) =>
        transitionCaregiver(tx, { cuidadorId: caregiver.id, to: 'suspenso', by: 'operador', operadorId: operator.id, expectedFrom: 'aprovado', reason: 'outro', at }),
      ),
    ).rejects.toMatchObject({ status: 409 });
    const [row] = await t.db.select({ verificacao: cuidadorProfiles.verificacao }).from(cuidadorProfiles).where(eq(cuidadorProfiles.id, caregiver.id));
    expect(row!.verificacao).toBe('em_analise');
  });
});
