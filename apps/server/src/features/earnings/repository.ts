import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/sql';
import { paidDayOfService, settledWithoutRelease } from '../booking-payments/repository';

// 'Saldo e Ganhos' reads the caregiver's paid days and the ledger's release of each
// (docs/decisions/0035). Every query carries the caregiver's id.

export interface EarningDayRow {
  reservaId: string;
  pedidoId: string;
  date: string;
  startsAt: Date;
  endsAt: Date;
  dataInicio: string;
  dataFim: string;
  subtotalCents: number;
  feeCents: number;
  releasedAt: Date | null;
  familyFirstName: string;
  familyLastName: string;
}

/**
 * The caller's days of service that are paid (by the family through the platform, or from a care
 * plan), with when the ledger released each (null while held in escrow); newest first. The days
 * are exactly those the release job pays (paidDayOfService: a late cancellation's days already
 * begun included), less the ones whose money a dispute's decision or a no-show's refund settled
 * instead: those are never released, so they are not 'A receber' (what a decision gave her is in
 * her available balance).
 */
export async function findPaidDays(db: Executor, cuidadorId: string): Promise<EarningDayRow[]> {
  const rows = await queryRows<{
    reserva_id: string;
    pedido_id: string;
    data_reserva: string;
    start_datetime: string | Date;
    end_datetime: string | Date;
    data_inicio: string;
    data_fim: string;
    subtotal: number;
    fee: number;
    released_at: string | Date | null;
    first_name: string;
    last_name: string;
  }>(
    db,
    sql`
    select reservas.id as reserva_id, reservas.pedido_id, reservas.data_reserva::text as data_reserva, reservas.start_datetime, reservas.end_datetime,
      pedidos_reserva.data_inicio::text as data_inicio, pedidos_reserva.data_fim::text as data_fim,
      reservas.preco_total_centavos as subtotal, reservas.taxa_servico_centavos as fee, t.occurred_at as released_at,
      f.first_name, f.last_name
    from reservas
    join pedidos_reserva on pedidos_reserva.id = reservas.pedido_id
    join profiles f on f.id = pedidos_reserva.familia_id
    left join ledger_transactions t on t.idempotency_key = 'release:' || reservas.id::text
    where reservas.cuidador_id = ${cuidadorId} and pedidos_reserva.cuidador_id = ${cuidadorId}
      and ${paidDayOfService}
      and (t.id is not null or not ${settledWithoutRelease})
    order by reservas.data_reserva desc, reservas.start_datetime desc`,
  );
  return rows.map((r) => ({
    reservaId: r.reserva_id,
    pedidoId: r.pedido_id,
    date: r.data_reserva,
    startsAt: new Date(r.start_datetime),
    endsAt: new Date(r.end_datetime),
    dataInicio: r.data_inicio,
    dataFim: r.data_fim,
    subtotalCents: Number(r.subtotal),
    feeCents: Number(r.fee),
    releasedAt: r.released_at ? new Date(r.released_at) : null,
    familyFirstName: r.first_name,
    familyLastName: r.last_name,
  }));
}

export async function findCaregiverName(db: Executor, cuidadorId: string) {
  const rows = await queryRows<{ first_name: string; last_name: string }>(db, sql`select first_name, last_name from profiles where id = ${cuidadorId}`);
  return rows[0] ? { firstName: rows[0].first_name, lastName: rows[0].last_name } : { firstName: '', lastName: '' };
}
