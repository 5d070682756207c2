import { formatLongDateTime } from '@cuidar/domain/date-format';
import { formatCentavos } from '@cuidar/domain/format';
import { messages, notificationMessages } from '@cuidar/domain/messages';
import {
  isPayoutDay,
  maskPixKey,
  payoutDestination,
  payoutDestinationLabel,
  payoutIdempotencyKey,
  type PayoutDto,
  type PayoutKeyDto,
  type PayoutAccountResponse,
  type PayoutDestinationStatus,
  type PayoutKeyResponse,
  type PixKeyType,
} from '@cuidar/domain/payouts';
import { paths } from '@cuidar/domain/routes';
import { todayInSaoPaulo } from '@cuidar/domain/time';
import { writeAuditEvent } from '../../audit/audit';
import { inBackground } from '../../background';
import type { AppDeps } from '../../context';
import type { DatabaseHandle, Executor } from '../../db/client';
import type { Logger } from '../../logger';
import { AppError, conflict, notFound } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { payoutFailedMail, payoutKeyChangedMail } from '../../mail/templates';
import { PayoutProviderError, type ConnectOnboarding, type PayoutProvider } from '../../payouts/provider';
import { transactionWithEvents } from '../../realtime/events';
import { payoutPosting, payoutReversalPosting, postTransaction } from '../ledger/service';
import { createNotification } from '../notifications/service';
import { issueReceipt, mailReceipt } from '../receipts/service';
import {
  deletePayoutKey,
  eraseSettledPayoutDestinations,
  findCaregiverContact,
  findPayableBalances,
  findPayoutKey,
  findPayoutRowsForExport,
  findPayoutsOf,
  findRequestedPayouts,
  insertPayout,
  isMoneyStillOwed,
  keepOnlyPayoutDestination,
  markPayoutFailed,
  markPayoutPaid,
  recordPayoutAttemptFailed,
  removePixKey,
  setStripeAccountId,
  upsertPayoutKey,
} from './repository';

// The caregiver's payout key and the weekly payouts (docs/product.md#earnings, docs/decisions/0035).
// A payout is decided in one transaction (its row and the posting caregiver_available →
// payouts_sent, both keyed per caregiver and payout day); the provider is asked after commit with
// the same idempotency key every time. A refusal reverses the posting; an unreachable provider
// leaves the payout requested for the next run to ask again.

const profilePage = paths.dashboardPage('cuidador', 'perfil');

// ── The key ────────────────────────────────────────────────────────────────────────────────

export async function getPayoutKey(db: Executor, cuidadorId: string): Promise<PayoutKeyResponse> {
  const row = await findPayoutKey(db, cuidadorId);
  return { key: row?.tipo && row.valor ? toKeyDto({ tipo: row.tipo, valor: row.valor, updatedAt: row.updatedAt }) : null };
}

const toKeyDto = (row: { tipo: PixKeyType; valor: string; updatedAt: Date }): PayoutKeyDto => ({
  tipo: row.tipo,
  mascarada: maskPixKey(row.tipo, row.valor),
  atualizadaEm: row.updatedAt.toISOString(),
});

export interface PayoutKeyDeps {
  db: DatabaseHandle['db'];
  /** With Stripe payouts no Pix key is asked or kept (ADR 0061). */
  payouts: PayoutProvider | null;
  mailer: Mailer;
  logger: Logger;
  now: () => Date;
  publicUrl: string;
}

/**
 * Registers or changes the caller's Pix key (already validated and normalized by the shared
 * schema). The change is audited with the masked old and new keys, in the same transaction, and the
 * caregiver is told by notification and e-mail: a stolen session must not move earnings silently.
 */
export async function setPayoutKey(
  deps: PayoutKeyDeps,
  caller: { id: string; email: string },
  key: { tipo: PixKeyType; valor: string },
  origin: { ipAddress: string | null; userAgent: string | null },
): Promise<PayoutKeyDto> {
  if (deps.payouts?.needsConnectedAccount) throw conflict(messages.payouts.keyNotUsed);
  const at = deps.now();
  const masked = maskPixKey(key.tipo, key.valor);
  const changed = await transactionWithEvents(deps.db, async (tx) => {
    const previous = await upsertPayoutKey(tx, caller.id, key, at);
    if (previous && previous.tipo === key.tipo && previous.valor === key.valor) return false;
    const before = previous?.tipo && previous.valor ? { tipo: previous.tipo, chave: maskPixKey(previous.tipo, previous.valor) } : null;
    await writeAuditEvent(
      tx,
      {
        action: 'payout_key_changed',
        actorId: caller.id,
        subjectId: caller.id,
        objectType: 'payout_key',
        objectId: caller.id,
        metadata: { tipo: key.tipo, chave: masked, anterior: before },
      },
      origin,
    );
    await createNotification(tx, { userId: caller.id, tipo: 'repasse', mensagem: notificationMessages.payoutKeyChanged(masked), link: profilePage });
    return true;
  });
  if (changed) {
    inBackground(
      (async () => {
        const contact = await findCaregiverContact(deps.db, caller.id);
        const mail = payoutKeyChangedMail({ name: contact?.firstName ?? '', key: masked, when: formatLongDateTime(at), url: `${deps.publicUrl}${profilePage}` });
        await deps.mailer.send({ ...mail, to: caller.email, kind: 'chave-pix-alterada' });
      })().catch((error: unknown) => deps.logger.error('[payouts] e-mail de chave alterada não enviado', error)),
    );
  }
  return toKeyDto({ ...key, updatedAt: at });
}

/**
 * Removes the caller's Pix key. Only with Stripe payouts, where no money goes to it (a key kept
 * from before ADR 0061); without Stripe the key is where payouts go, so it can be changed, not
 * removed. Audited and notified in the same transaction.
 */
export async function removePayoutKey(deps: PayoutKeyDeps, caller: { id: string }, origin: { ipAddress: string | null; userAgent: string | null }): Promise<void> {
  if (!deps.payouts?.needsConnectedAccount) throw conflict(messages.payouts.keyRemoveInUse);
  await transactionWithEvents(deps.db, async (tx) => {
    const removed = await removePixKey(tx, caller.id, deps.now());
    if (!removed) return;
    await writeAuditEvent(
      tx,
      { action: 'payout_key_removed', actorId: caller.id, subjectId: caller.id, objectType: 'payout_key', objectId: caller.id, metadata: { tipo: removed.tipo, chave: maskPixKey(removed.tipo, removed.valor) } },
      origin,
    );
    await createNotification(tx, { userId: caller.id, tipo: 'repasse', mensagem: notificationMessages.payoutKeyRemoved, link: profilePage });
  });
}

// ── Stripe Connect account ──────────────────────────────────────────────────────────────────

/** What Stripe says of the connected account: ready for transfers, sign-up unfinished, or not known (unreachable). */
async function accountState(connect: ConnectOnboarding, accountId: string, logger: Logger): Promise<'ready' | 'incomplete' | 'unknown'> {
  try {
    if (await connect.isReady(accountId)) return 'ready';
    logger.info(`[payouts] conta ${accountId} com cadastro incompleto no Stripe; repasse adiado`);
    return 'incomplete';
  } catch (error) {
    logger.warn(`[payouts] situação da conta ${accountId} não lida; repasse adiado`, error);
    return 'unknown';
  }
}

export interface PayoutAccountDeps {
  db: DatabaseHandle['db'];
  payouts: PayoutProvider | null;
  logger: Logger;
  now: () => Date;
  publicUrl: string;
}

const connectOf = (payouts: PayoutProvider | null) => (payouts?.needsConnectedAccount ? (payouts.connect ?? null) : null);

/**
 * Where the caller's payouts go when they are sent through Stripe Connect (docs/product.md#earnings):
 * no account yet, an account whose onboarding is not complete, or one ready for transfers. Not
 * required (status null) when payouts need no connected account (the sandbox).
 */
export async function getPayoutAccount(deps: PayoutAccountDeps, cuidadorId: string): Promise<PayoutAccountResponse> {
  const connect = connectOf(deps.payouts);
  if (!connect) return { required: false, status: null };
  const row = await findPayoutKey(deps.db, cuidadorId);
  if (!row?.stripeAccountId) return { required: true, status: 'nao_conectada' };
  try {
    return { required: true, status: (await connect.isReady(row.stripeAccountId)) ? 'pronta' : 'cadastro_incompleto' };
  } catch (error) {
    deps.logger.warn(`[payouts] situação da conta ${row.stripeAccountId} não lida`, error);
    throw new AppError('UNAVAILABLE', 502, messages.payoutAccount.loadFailed);
  }
}

/**
 * Opens (once) the caller's connected account and answers Stripe's one-time page to complete it;
 * Stripe brings the caregiver back to the profile page, where the payout cards are. No Pix key is
 * needed (ADR 0061). Opening the account is audited: it decides where the money goes.
 */
export async function startPayoutAccountOnboarding(
  deps: PayoutAccountDeps,
  caller: { id: string; email: string },
  origin: { ipAddress: string | null; userAgent: string | null },
): Promise<{ url: string }> {
  const connect = connectOf(deps.payouts);
  if (!connect) throw notFound();
  const row = await findPayoutKey(deps.db, caller.id);
  try {
    let accountId = row?.stripeAccountId ?? null;
    if (!accountId) {
      ({ accountId } = await connect.createAccount({ cuidadorId: caller.id, email: caller.email }));
      const opened = accountId;
      await transactionWithEvents(deps.db, async (tx) => {
        // Stripe answers the same account to a repeated click (idempotency key per caregiver).
        if (!(await setStripeAccountId(tx, caller.id, opened, deps.now()))) return;
        await writeAuditEvent(tx, { action: 'payout_account_connected', actorId: caller.id, subjectId: caller.id, objectType: 'payout_key', objectId: caller.id, metadata: { conta: opened } }, origin);
      });
    }
    const page = `${deps.publicUrl}${profilePage}`;
    return await connect.createLink({ accountId, returnUrl: `${page}?stripe=retorno`, refreshUrl: `${page}?stripe=renovar` });
  } catch (error) {
    deps.logger.error(`[payouts] cadastro no Stripe não aberto para ${caller.id}`, error);
    throw new AppError('UNAVAILABLE', 502, messages.payoutAccount.openFailed);
  }
}

/**
 * Account deletion, inside its transaction (ADR 0063): while money may still be paid to her (the
 * ledger says so) and `keepFor` names the ready destination, only that destination stays, for the
 * weekly job, which erases it once nothing more is owed; otherwise the key and the account id go
 * now (payouts stay, with the masked key only). Answers whether it stayed.
 */
export async function forgetPayoutKey(tx: Executor, cuidadorId: string, keepFor: 'pix' | 'stripe' | null, at: Date): Promise<boolean> {
  if (keepFor && (await isMoneyStillOwed(tx, cuidadorId))) {
    await keepOnlyPayoutDestination(tx, cuidadorId, keepFor, at);
    return true;
  }
  await deletePayoutKey(tx, cuidadorId);
  return false;
}

export interface PayoutDestination {
  via: 'pix' | 'stripe';
  status: PayoutDestinationStatus;
  /** 'Chave Pix jo***@exemplo.com.br' / 'Conta de recebimento no Stripe'; null when none is given. */
  label: string | null;
  /** The same inside a sentence: 'sua chave Pix jo***@exemplo.com.br'. */
  inWords: string | null;
}

/**
 * Where the caregiver's payouts can go now (ADR 0061): her Pix key, or with Stripe payouts her
 * connected account, ready for transfers or not (Stripe is asked; unreachable → 'indisponivel').
 */
export async function readPayoutDestination(deps: Pick<PayoutAccountDeps, 'db' | 'payouts' | 'logger'>, cuidadorId: string): Promise<PayoutDestination> {
  const via = payoutsVia(deps.payouts);
  const row = await findPayoutKey(deps.db, cuidadorId);
  if (via === 'pix') {
    if (!row?.tipo || !row.valor) return { via, status: 'ausente', label: null, inWords: null };
    const masked = maskPixKey(row.tipo, row.valor);
    return { via, status: 'pronta', label: payoutDestinationLabel('sandbox', masked), inWords: payoutDestination('sandbox', masked) };
  }
  if (!row?.stripeAccountId) return { via, status: 'ausente', label: null, inWords: null };
  const connect = connectOf(deps.payouts);
  const state = connect ? await accountState(connect, row.stripeAccountId, deps.logger) : 'ready';
  const status = state === 'ready' ? 'pronta' : state === 'incomplete' ? 'cadastro_incompleto' : 'indisponivel';
  return { via, status, label: payoutDestinationLabel('stripe', null), inWords: payoutDestination('stripe', null) };
}

// ── Reading payouts ────────────────────────────────────────────────────────────────────────

export async function listPayouts(db: Executor, cuidadorId: string, options: { since?: Date; until?: Date } = {}): Promise<PayoutDto[]> {
  const rows = await findPayoutsOf(db, cuidadorId, options);
  return rows.map(({ provider, ...r }) => ({
    ...r,
    destino: payoutDestinationLabel(provider, r.keyMasked),
    requestedAt: r.requestedAt.toISOString(),
    paidAt: r.paidAt?.toISOString() ?? null,
  }));
}

/**
 * Whether the caregiver has given where payouts go: the connected account with Stripe payouts, the
 * Pix key otherwise (ADR 0061).
 */
export async function hasPayoutDestination(db: Executor, cuidadorId: string, via: 'pix' | 'stripe'): Promise<boolean> {
  const row = await findPayoutKey(db, cuidadorId);
  return via === 'stripe' ? Boolean(row?.stripeAccountId) : Boolean(row?.valor);
}

/** How payouts are sent with this provider: through Stripe to a connected account, or to a Pix key. */
export const payoutsVia = (payouts: PayoutProvider | null): 'pix' | 'stripe' => (payouts?.needsConnectedAccount ? 'stripe' : 'pix');

/** 'Baixar meus dados': the person's payouts (the key is in the export's profile section). */
export async function payoutsForExport(db: Executor, cuidadorId: string) {
  const [key, rows] = await Promise.all([findPayoutKey(db, cuidadorId), findPayoutRowsForExport(db, cuidadorId)]);
  return {
    chave: key?.tipo && key.valor ? { tipo: key.tipo, chave: key.valor, alteradaEm: key.updatedAt.toISOString() } : null,
    contaStripe: key?.stripeAccountId ?? null,
    repasses: rows.map((r) => ({
      dia: r.dia,
      valorCentavos: r.amountCents,
      situacao: r.status,
      chave: r.keyMasked,
      provedor: r.provider,
      transferencia: r.providerTransferId,
      pedidoEm: r.requestedAt.toISOString(),
      pagoEm: r.paidAt?.toISOString() ?? null,
      falhouEm: r.failedAt?.toISOString() ?? null,
    })),
  };
}

// ── The weekly job ─────────────────────────────────────────────────────────────────────────

export interface PayoutJobDeps {
  database: Pick<DatabaseHandle, 'db' | 'exclusive'>;
  payouts: PayoutProvider | null;
  mailer: Mailer;
  logger: Logger;
  now: () => Date;
  publicUrl: string;
  /** 0 Sunday … 6 Saturday (PAYOUT_WEEKDAY). */
  weekday: number;
  /** PAYOUT_MINIMUM_CENTAVOS */
  minimumCents: number;
}

export interface PayoutJobResult {
  created: number;
  paid: number;
  failed: number;
  /** Caregivers told that their balance waits for a Pix key or a (completed) connected account. */
  waitingForKey: number;
  /** Deleted caregivers' destinations erased: nothing more will be paid to them (ADR 0063). */
  destinationsErased: number;
}

/** The job's dependencies from the application's (PAYOUT_WEEKDAY, PAYOUT_MINIMUM_CENTAVOS). */
export function payoutJobDeps(deps: Pick<AppDeps, 'database' | 'payouts' | 'mailer' | 'logger' | 'now' | 'env'>): PayoutJobDeps {
  return {
    database: deps.database,
    payouts: deps.payouts,
    mailer: deps.mailer,
    logger: deps.logger,
    now: deps.now,
    publicUrl: deps.env.PUBLIC_URL,
    weekday: deps.env.PAYOUT_WEEKDAY,
    minimumCents: deps.env.PAYOUT_MINIMUM_CENTAVOS,
  };
}

/**
 * On the payout day, each caregiver with an available balance of at least the minimum (a deleted
 * account: any balance) gets one payout (or, without a key, a notice that money waits for one);
 * then every payout still requested is sent; then the destinations kept for deleted accounts that
 * nothing more will be paid to are erased. Under an advisory lock so processes take turns, and
 * every step is keyed, so a second run (or process) creates and sends nothing twice.
 */
export function runPayouts(deps: PayoutJobDeps): Promise<PayoutJobResult> {
  return deps.database.exclusive('payouts', () => payoutsOnce(deps));
}

async function payoutsOnce(deps: PayoutJobDeps): Promise<PayoutJobResult> {
  const result: PayoutJobResult = { created: 0, paid: 0, failed: 0, waitingForKey: 0, destinationsErased: 0 };
  const provider = deps.payouts;
  if (!provider) return result;
  const now = deps.now();
  const today = todayInSaoPaulo(now);
  if (isPayoutDay(today, deps.weekday)) {
    for (const row of await findPayableBalances(deps.database.db, deps.minimumCents, today)) {
      if (row.hasPayout) continue;
      // The balance waits for its destination, and the caregiver is told once a payout day. A
      // deleted account cannot read it: the operators' 'Pagamentos' lists that balance instead.
      const waits = async (reason: 'sem-chave' | 'sem-conta' | 'conta-incompleta', mensagem: string) => {
        if (row.isDeleted) return;
        const id = await createNotification(deps.database.db, { userId: row.cuidadorId, tipo: 'repasse', mensagem, link: profilePage, dedupeKey: `repasse-${reason}:${row.cuidadorId}:${today}` });
        if (id) result.waitingForKey++;
      };
      const amount = formatCentavos(row.balance);
      let pixKey: { tipo: PixKeyType; valor: string } | null = null;
      if (provider.needsConnectedAccount) {
        // Stripe pays the connected account, never a Pix key (ADR 0061).
        if (!row.stripeAccountId) {
          await waits('sem-conta', notificationMessages.payoutNeedsAccount(amount));
          continue;
        }
        // An account whose Stripe sign-up is unfinished cannot take a transfer: the balance waits
        // (docs/product.md#earnings) instead of being sent, refused and reversed with a wrong notice.
        if (provider.connect) {
          const state = await accountState(provider.connect, row.stripeAccountId, deps.logger);
          if (state === 'incomplete') await waits('conta-incompleta', notificationMessages.payoutAccountIncomplete(amount));
          if (state !== 'ready') continue;
        }
      } else {
        if (!row.pixKey) {
          await waits('sem-chave', notificationMessages.payoutNeedsKey(amount));
          continue;
        }
        pixKey = row.pixKey;
      }
      const created = await transactionWithEvents(deps.database.db, async (tx) => {
        const idempotencyKey = payoutIdempotencyKey(row.cuidadorId, today);
        const payoutId = await insertPayout(tx, {
          cuidadorId: row.cuidadorId,
          dia: today,
          idempotencyKey,
          amountCents: row.balance,
          provider: provider.kind,
          keyType: pixKey?.tipo ?? null,
          keyMasked: pixKey ? maskPixKey(pixKey.tipo, pixKey.valor) : null,
          requestedAt: now,
        });
        if (!payoutId) return false;
        // The database refuses it at commit if the balance would go below zero.
        await postTransaction(tx, payoutPosting({ cuidadorId: row.cuidadorId, amountCents: row.balance, idempotencyKey, at: now }));
        return true;
      });
      if (created) result.created++;
    }
  }
  const sent = await sendRequestedPayouts(deps);
  result.paid = sent.paid;
  result.failed = sent.failed;
  // Every run, not only on payout days: a deleted caregiver's last held day may also go back to the
  // family (a dispute) rather than to her, and then no payout follows to clear it.
  const erased = await eraseSettledPayoutDestinations(deps.database.db);
  result.destinationsErased = erased.length;
  for (const cuidadorId of erased) deps.logger.info(`[payouts] conta excluída ${cuidadorId}: nada mais a pagar; forma de recebimento apagada`);
  return result;
}

/**
 * Asks the provider for each payout still requested (new, or left by an unreachable provider), or
 * for one of them (the operators' 'Tentar agora'). `failed`: refused and reversed to the balance;
 * `unanswered`: the provider could not say, asked again next run.
 */
export async function sendRequestedPayouts(deps: PayoutJobDeps, limit = 100, payoutId?: string): Promise<{ paid: number; failed: number; unanswered: number }> {
  const provider = deps.payouts;
  let paid = 0;
  let failed = 0;
  let unanswered = 0;
  if (!provider) return { paid, failed, unanswered };
  const db = deps.database.db;
  for (const { payout, valor, tipo, stripeAccountId, ownerDeletedAt } of await findRequestedPayouts(db, limit, payoutId)) {
    if (payout.provider !== provider.kind) {
      deps.logger.warn(`[payouts] repasse ${payout.id} aguarda o provedor ${payout.provider}`);
      continue;
    }
    const amount = formatCentavos(payout.amountCents);
    try {
      // No destination (payouts moved to another provider, or an account deleted before ADR 0063,
      // which now keeps it while a payout is requested) is a refusal: nothing can be sent.
      if (provider.needsConnectedAccount && !stripeAccountId) throw new PayoutProviderError('conta de recebimento removida', false);
      if (!provider.needsConnectedAccount && (!valor || !tipo)) throw new PayoutProviderError('chave Pix removida', false);
      const { transferId } = await provider.sendPayout({
        payoutId: payout.id,
        cuidadorId: payout.cuidadorId,
        amountCents: payout.amountCents,
        pixKey: tipo && valor ? { tipo, valor } : null,
        stripeAccountId,
        description: `Repasse Cuidar ${payout.dia}`,
        idempotencyKey: `payout-${payout.id}`,
      });
      const at = deps.now();
      // Marked paid and its receipt issued (once: unique source key) in one transaction; the
      // receipt's notification and e-mail link to it (docs/product.md#receipts).
      const receipt = await transactionWithEvents(db, async (tx) => {
        if (!(await markPayoutPaid(tx, payout.id, transferId, at))) return false;
        return issueReceipt(tx, {
          kind: 'payout',
          sourceKey: `payout:${payout.id}`,
          ownerId: payout.cuidadorId,
          payoutId: payout.id,
          amountCents: payout.amountCents,
          method: null,
          provider: payout.provider,
          providerReference: transferId,
          issuedAt: at,
        });
      });
      if (receipt === false) continue;
      paid++;
      mailReceipt({ db, mailer: deps.mailer, logger: deps.logger, publicUrl: deps.publicUrl }, receipt);
    } catch (error) {
      if (!(error instanceof PayoutProviderError)) throw error;
      if (error.retryable) {
        deps.logger.error(`[payouts] repasse ${payout.id} sem resposta do provedor; nova tentativa na próxima rotina`, error);
        await recordPayoutAttemptFailed(db, payout.id, error.message);
        unanswered++;
        continue;
      }
      const at = deps.now();
      const reversed = await transactionWithEvents(db, async (tx) => {
        if (!(await markPayoutFailed(tx, payout.id, error.message, at))) return false;
        await postTransaction(tx, payoutReversalPosting({ cuidadorId: payout.cuidadorId, amountCents: payout.amountCents, payoutId: payout.id, at }));
        // A deleted account is not told (nobody reads it); the operators' 'Pagamentos' lists its balance.
        if (ownerDeletedAt) return true;
        await createNotification(tx, {
          userId: payout.cuidadorId,
          tipo: 'repasse',
          mensagem: notificationMessages.payoutFailed(amount, payout.provider === 'stripe'),
          link: profilePage,
          dedupeKey: `repasse-falhou:${payout.id}`,
        });
        return true;
      });
      if (!reversed) continue;
      failed++;
      deps.logger.error(`[payouts] repasse ${payout.id} recusado pelo provedor; valor devolvido ao saldo disponível`, error);
      await mailCaregiver(deps, payout.cuidadorId, (name) => payoutFailedMail({ name, amount, viaStripe: payout.provider === 'stripe', url: `${deps.publicUrl}${profilePage}` }), 'repasse-falhou');
    }
  }
  return { paid, failed, unanswered };
}

/** The operators' 'Tentar agora' on one payout (docs/product.md#operators), taking its turn with the weekly job. */
export function sendPayoutNow(deps: PayoutJobDeps, payoutId: string): Promise<{ paid: number; failed: number; unanswered: number }> {
  return deps.database.exclusive('payouts', () => sendRequestedPayouts(deps, 1, payoutId));
}

async function mailCaregiver(deps: PayoutJobDeps, cuidadorId: string, render: (name: string) => ReturnType<typeof payoutFailedMail>, kind: string) {
  try {
    const contact = await findCaregiverContact(deps.database.db, cuidadorId);
    if (contact) await deps.mailer.send({ ...render(contact.firstName), to: contact.email, kind });
  } catch (error) {
    deps.logger.error(`[payouts] e-mail ${kind} não enviado para ${cuidadorId}`, error);
  }
}
