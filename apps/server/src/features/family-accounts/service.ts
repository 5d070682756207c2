import { formatDateTime } from '@cuidar/domain/date-format';
import { messages } from '@cuidar/domain/messages';
import { fullName } from '@cuidar/domain/names';
import type { FamilyAccountDto } from '@cuidar/domain/reports';
import { paths } from '@cuidar/domain/routes';
import { writeAuditEvent } from '../../audit/audit';
import { inBackground } from '../../background';
import type { Database, Transaction } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { familyReinstatedMail, familySuspendedMail } from '../../mail/templates';
import { transactionWithEvents } from '../../realtime/events';
import { cancelPendingRequestsOfSuspendedFamily } from '../bookings/service';
import { clearSuspension, deleteSessionsOf, findFamilyAccount, findOpenConfirmedOfFamily, markSuspended } from './repository';

// Suspending a family account (docs/product.md#family-suspension): from an upheld report, in the
// report's transaction. Sign-in is refused by better-auth's session hook (auth/auth.ts) while
// profiles.suspensa_em is set; here the account is marked, every session ends, the requests no
// caregiver accepted yet are cancelled (each caregiver told), and the audit row is written.

export interface FamilyAccountDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  now: () => Date;
  publicUrl: string;
}

export interface FamilyActor {
  operatorId: string;
  origin: { ipAddress: string | null; userAgent: string | null };
}

const m = messages.reports;

export async function getFamilyAccount(deps: Pick<FamilyAccountDeps, 'db' | 'now'>, familiaId: string): Promise<FamilyAccountDto> {
  const family = await findFamilyAccount(deps.db, familiaId);
  if (!family) throw notFound();
  const bookings = await findOpenConfirmedOfFamily(deps.db, familiaId, deps.now());
  return {
    id: family.id,
    nome: fullName(family),
    suspensa: family.suspensaEm !== null,
    suspensaEm: family.suspensaEm?.toISOString() ?? null,
    motivo: family.motivo,
    reservasConfirmadas: bookings.map((b) => ({
      id: b.id,
      cuidador: fullName({ firstName: b.caregiverFirstName, lastName: b.caregiverLastName }),
      dataInicio: b.dataInicio,
      dataFim: b.dataFim,
      horaInicio: b.horaInicio.slice(0, 5),
      horaFim: b.horaFim.slice(0, 5),
    })),
  };
}

/**
 * Inside the caller's transaction (the report's decision). Answers what was cancelled and a `mail`
 * to send the family's e-mail after the commit; an account already suspended is left as it is.
 */
export async function suspendFamilyIn(
  tx: Transaction,
  input: { familiaId: string; actor: FamilyActor; reason: string; reportId: string; at: Date },
): Promise<{ cancelled: string[]; mail: (deps: Pick<FamilyAccountDeps, 'mailer' | 'logger' | 'publicUrl'>) => void }> {
  const family = await findFamilyAccount(tx, input.familiaId);
  if (!family) throw notFound();
  if (!(await markSuspended(tx, input.familiaId, input.reason, input.at))) return { cancelled: [], mail: () => undefined };
  const sessions = await deleteSessionsOf(tx, input.familiaId);
  const cancelled = await cancelPendingRequestsOfSuspendedFamily(tx, input.familiaId, input.at);
  await writeAuditEvent(
    tx,
    {
      action: 'family_suspended',
      actorId: input.actor.operatorId,
      subjectId: input.familiaId,
      objectType: 'familia',
      objectId: input.familiaId,
      reason: input.reason,
      metadata: { denuncia: input.reportId, sessoesEncerradas: sessions, solicitacoesCanceladas: cancelled },
    },
    input.actor.origin,
  );
  return {
    cancelled,
    mail: (deps) =>
      inBackground(
        sendQuietly(deps, () =>
          deps.mailer.send({
            ...familySuspendedMail({ name: family.firstName, reason: input.reason, url: `${deps.publicUrl}${paths.contato}` }),
            to: family.email,
            kind: 'familia-suspensa',
          }),
        ),
      ),
  };
}

/** 'Retirar suspensão': the family may sign in again; audited; told by e-mail. */
export async function liftFamilySuspension(deps: FamilyAccountDeps, actor: FamilyActor, familiaId: string, motivo: string): Promise<void> {
  const at = deps.now();
  const family = await transactionWithEvents(deps.db, async (tx) => {
    const found = await findFamilyAccount(tx, familiaId);
    if (!found) throw notFound();
    if (!(await clearSuspension(tx, familiaId, at))) throw conflict(m.familyNotSuspended);
    await writeAuditEvent(
      tx,
      { action: 'family_reinstated', actorId: actor.operatorId, subjectId: familiaId, objectType: 'familia', objectId: familiaId, reason: motivo, metadata: { suspensaEm: found.suspensaEm ? formatDateTime(found.suspensaEm) : null } },
      actor.origin,
    );
    return found;
  });
  inBackground(
    sendQuietly(deps, () =>
      deps.mailer.send({ ...familyReinstatedMail({ name: family.firstName, url: `${deps.publicUrl}${paths.auth}` }), to: family.email, kind: 'familia-reativada' }),
    ),
  );
}

async function sendQuietly(deps: Pick<FamilyAccountDeps, 'logger'>, send: () => Promise<unknown>): Promise<void> {
  try {
    await send();
  } catch (error) {
    deps.logger.warn('[family-accounts] email não enviado', error);
  }
}
