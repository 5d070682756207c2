import { countedDays, vinculoWarning, weeksSpan, type LabourLawChoice, type VinculoAcknowledgementDto, type VinculoWarning } from '@cuidar/domain/labour-law';
import { messages } from '@cuidar/domain/messages';
import { saoPauloToInstant } from '@cuidar/domain/time';
import type { Executor } from '../../db/client';
import { badRequest } from '../../http/errors';
import { findAcknowledgementForParty, findAcknowledgementsOf, findFamilyDaysWithCaregiver, insertAcknowledgement } from './repository';

// The labour-law guard (docs/product.md#labour-law): bookings, and later series and plans, ask it
// with the calendar days of their occurrences (the São Paulo day each one starts).

export interface VinculoRequest {
  /** Null for a visitor or a caregiver asking a quote: only the requested days count then. */
  familiaId: string | null;
  cuidadorId: string;
  /** The São Paulo day each new occurrence starts on (occurrenceDay). */
  requested: readonly string[];
  now: Date;
  /** The request being written, so its own rows never count as "existing". */
  excludePedidoId?: string | undefined;
}

/** The weeks this request would take over the limit, counting the family's other active bookings with the caregiver. */
export async function assessVinculo(db: Executor, input: VinculoRequest): Promise<VinculoWarning | null> {
  const span = weeksSpan(input.requested);
  if (!span) return null;
  const existing = input.familiaId
    ? countedDays(
        await findFamilyDaysWithCaregiver(db, {
          familiaId: input.familiaId,
          cuidadorId: input.cuidadorId,
          from: saoPauloToInstant(span.from, '00:00'),
          to: saoPauloToInstant(span.to, '00:00'),
          excludePedidoId: input.excludePedidoId,
        }),
        input.now,
      )
    : [];
  return vinculoWarning({ existing, requested: input.requested });
}

/**
 * Inside the transaction that writes a request (after the family's requests are locked, so two
 * requests at once are judged one after the other): refuses a request over the limit that carries
 * no choice, and records the choice of one that does. A choice sent with a request under the limit
 * is not recorded (nothing was shown).
 */
export async function guardVinculo(
  tx: Executor,
  input: VinculoRequest & { familiaId: string; pedidoId: string; escolha: LabourLawChoice | undefined },
): Promise<void> {
  const warning = await assessVinculo(tx, { ...input, excludePedidoId: input.pedidoId });
  if (!warning) return;
  if (!input.escolha) throw badRequest(messages.labourLaw.choiceRequired, 'vinculoEscolha');
  await insertAcknowledgement(tx, {
    pedidoId: input.pedidoId,
    familiaId: input.familiaId,
    cuidadorId: input.cuidadorId,
    escolha: input.escolha,
    semanas: warning.semanas,
    createdAt: input.now,
  });
}

/** What the family chose for this request, to either of its two parties; null when there was no warning. */
export async function getVinculoAcknowledgement(db: Executor, pedidoId: string, userId: string): Promise<VinculoAcknowledgementDto | null> {
  const row = await findAcknowledgementForParty(db, pedidoId, userId);
  return row ? { escolha: row.escolha, registradoEm: row.createdAt.toISOString(), semanas: row.semanas } : null;
}

/** 'Baixar meus dados': the acknowledgements the person is a party of. */
export async function labourLawAcknowledgementsForExport(db: Executor, userId: string) {
  const rows = await findAcknowledgementsOf(db, userId);
  return rows.map((r) => ({
    reserva: r.pedidoId,
    familia: r.familiaId,
    cuidador: r.cuidadorId,
    escolha: messages.labourLaw.choices[r.escolha],
    semanas: r.semanas,
    registradoEm: r.createdAt.toISOString(),
  }));
}
