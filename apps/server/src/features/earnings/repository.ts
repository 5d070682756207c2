import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/sql';

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
 * The caller's days of paid (through the platform), confirmed or concluded requests, with when the
 * ledger released each (null while held in escrow); newest first.
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
    select r.id as reserva_id, r.pedido_id, r.data_reserva::text as data_reserva, r.start_datetime, r.end_datetime, p.data_inicio::text as data_inicio, p.data_fim::text as data_fim,
      r.preco_total_centavos as subtotal, r.taxa_servico_centavos as fee, t.occurred_at as released_at,
      f.first_name, f.last_name
    from reservas r
    join pedidos_reserva p on p.id = r.pedido_id
    join profiles f on f.id = p.familia_id
    left join ledger_transactions t on t.idempotency_key = 'release:' || r.id::text
    where r.cuidador_id = ${cuidadorId} and p.cuidador_id = ${cuidadorId} and r.cancelado_em is null
      and p.status in ('confirmada', 'concluida')
      and exists (select 1 from booking_payments bp where bp.pedido_id = p.id and bp.status = 'succeeded')
    order by r.data_reserva desc, r.start_datetime desc`,
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
