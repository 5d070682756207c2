import type { FamilyProfileUpdate } from '@cuidar/domain/family-profile';
import { and, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { familiaProfiles, pedidosReserva, profiles, user } from '../../db/schema';

/** The caller's own family profile (the id always comes from the session). */
export async function findFamilyProfile(db: Executor, userId: string) {
  const [row] = await db
    .select({
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: user.email,
      rua: familiaProfiles.rua,
      numero: familiaProfiles.numero,
      complemento: familiaProfiles.complemento,
      bairro: familiaProfiles.bairro,
      cidade: familiaProfiles.cidade,
      estado: familiaProfiles.estado,
      cep: familiaProfiles.cep,
      pacienteNome: familiaProfiles.pacienteNome,
      pacienteIdade: familiaProfiles.pacienteIdade,
      pacienteCondicao: familiaProfiles.pacienteCondicao,
      diasDesejados: familiaProfiles.diasDesejados,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .leftJoin(familiaProfiles, eq(familiaProfiles.id, profiles.id))
    .where(and(eq(profiles.id, userId), eq(profiles.role, 'familia')));
  return row;
}

/** docs/product.md#profiles: the family edits its names (profiles) and its address and patient (familia_profiles). */
export async function saveFamilyProfile(db: Executor, userId: string, input: FamilyProfileUpdate, keepCondition: boolean): Promise<void> {
  await db
    .update(profiles)
    .set({ firstName: input.firstName, lastName: input.lastName })
    .where(and(eq(profiles.id, userId), eq(profiles.role, 'familia')));
  const empty = (v: string) => (v === '' ? null : v);
  const values = {
    rua: empty(input.rua),
    numero: empty(input.numero),
    complemento: empty(input.complemento),
    bairro: empty(input.bairro),
    cidade: empty(input.cidade),
    estado: empty(input.estado),
    cep: empty(input.cep),
    pacienteNome: empty(input.pacienteNome),
    pacienteIdade: input.pacienteIdade,
    pacienteCondicao: keepCondition ? empty(input.pacienteCondicao) : null,
  };
  await db.insert(familiaProfiles).values({ id: userId, ...values }).onConflictDoUpdate({ target: familiaProfiles.id, set: values });
}

/** Booking statuses that give a caregiver a reason to know about the patient. */
const LINKING_STATUSES = ['pendente', 'confirmada', 'concluida'] as const;

/**
 * The family's patient as a caregiver may see it: only when a booking request links this
 * caregiver to this family (pending, confirmed or concluded). Otherwise nothing, as if the
 * family did not exist.
 */
export async function findPatientForCaregiver(db: Executor, cuidadorId: string, familiaId: string) {
  const [row] = await db
    .select({
      familiaId: familiaProfiles.id,
      pacienteNome: familiaProfiles.pacienteNome,
      pacienteIdade: familiaProfiles.pacienteIdade,
      pacienteCondicao: familiaProfiles.pacienteCondicao,
      // The booking request that allows the read, for the read log: an open one before a concluded
      // one, then the latest.
      pedidoId: sql<string | null>`(
        select p.id from pedidos_reserva p
         where p.familia_id = familia_profiles.id and p.cuidador_id = ${cuidadorId}
           and p.status in ('pendente', 'confirmada', 'concluida')
         order by (p.status = 'concluida'), p.data_inicio desc, p.created_at desc
         limit 1)`,
    })
    .from(familiaProfiles)
    .where(
      and(
        eq(familiaProfiles.id, familiaId),
        exists(
          db
            .select({ one: pedidosReserva.id })
            .from(pedidosReserva)
            .where(
              and(
                eq(pedidosReserva.familiaId, familiaProfiles.id),
                eq(pedidosReserva.cuidadorId, cuidadorId),
                inArray(pedidosReserva.status, [...LINKING_STATUSES]),
              ),
            ),
        ),
      ),
    );
  return row;
}
