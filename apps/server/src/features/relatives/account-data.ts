import type { Executor } from '../../db/client';
import { deleteRelativeLinksOf, findRelativeRowsForExport } from './repository';

// What account deletion and 'Baixar meus dados' do with familiares_convidados (the personal-data
// map's entry). Apart from service.ts so those features import it without an import cycle.

const fullName = (row: { firstName: string | null; lastName: string | null }) => `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim();

/** Account deletion: the family's relatives lose access; a deleted relative stops following. */
export function forgetRelativeLinks(db: Executor, userId: string): Promise<void> {
  return deleteRelativeLinksOf(db, userId);
}

/** 'Baixar meus dados': the person's invitations (as the family) and followings (as a relative). */
export async function relativesForExport(db: Executor, userId: string) {
  const { asFamily, asRelative } = await findRelativeRowsForExport(db, userId);
  return {
    convidadosPelaFamilia: asFamily.map((r) => ({
      email: r.email,
      aceito: r.familiarId !== null,
      convidadoEm: r.convidadoEm.toISOString(),
      aceitoEm: r.aceitoEm?.toISOString() ?? null,
      podeConfirmarPresenca: r.podeConfirmarPresenca,
    })),
    familiasAcompanhadas: asRelative.map((r) => ({
      familia: { id: r.familiaId, nome: fullName(r) },
      desde: r.aceitoEm?.toISOString() ?? null,
      podeConfirmarPresenca: r.podeConfirmarPresenca,
      notificacoes: { chegadas: r.notificaChegadas, alertas: r.notificaAlertas, reservas: r.notificaReservas },
    })),
  };
}
