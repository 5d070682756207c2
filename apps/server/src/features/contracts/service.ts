import { createHash } from 'node:crypto';
import { buildContract, type ContractDocument, type ContractInput, type ContractTemplateVersion } from '@cuidar/domain/contract-template';
import type { BookingContractDto } from '@cuidar/domain/contracts';
import { fullName } from '@cuidar/domain/names';
import { findPlan } from '@cuidar/domain/plans';
import { saoPauloToInstant } from '@cuidar/domain/time';
import type { Database, Executor } from '../../db/client';
import { renderPdf } from '../../pdf/render';
import { eraseContractPdfsOf, findContractForParty, findContractPdfForParty, findContractSource, findContractsOf, insertContract } from './repository';

// The contract of each accepted booking (docs/product.md#contract, ADR 0037): rendered once from
// the current template right before the acceptance is written, stored in the same transaction,
// never rendered again. Downloads serve the stored bytes.

export interface PreparedContract {
  pedidoId: string;
  templateVersion: ContractTemplateVersion;
  sha256: string;
  pdf: Uint8Array;
  createdAt: Date;
}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The PDF of a contract document (the same document always gives the same bytes). */
export function renderContractPdf(doc: ContractDocument, createdAt: Date): Promise<Uint8Array> {
  return renderPdf({
    title: doc.title,
    preamble: doc.preamble,
    sections: doc.sections.map((s) => ({ heading: s.heading, paragraphs: s.paragraphs })),
    footer: doc.footer,
    createdAt,
    subject: doc.preamble[0],
  });
}

/** The contract's input from the request as stored now; undefined when there is no such request. */
export async function contractInputFor(db: Executor, pedidoId: string, acceptedAt: Date, publicUrl: string): Promise<ContractInput | undefined> {
  const row = await findContractSource(db, pedidoId);
  if (!row) return undefined;
  return {
    bookingId: row.id,
    acceptedAt,
    family: { name: fullName({ firstName: row.familyFirstName, lastName: row.familyLastName }) },
    caregiver: { name: fullName({ firstName: row.caregiverFirstName, lastName: row.caregiverLastName }), cpf: row.cpf ?? null },
    address: row.rua || row.bairro || row.cidade || row.cep ? { rua: row.rua, numero: row.numero, complemento: row.complemento, bairro: row.bairro, cidade: row.cidade, estado: row.estado, cep: row.cep } : null,
    dataInicio: row.dataInicio,
    dataFim: row.dataFim,
    horaInicio: row.horaInicio.slice(0, 5),
    horaFim: row.horaFim.slice(0, 5),
    dias: row.dias,
    diasSemana: row.diasSemana ?? null,
    firstDayStart: row.firstStart ?? saoPauloToInstant(row.dataInicio, row.horaInicio.slice(0, 5)),
    hourlyRateCents: row.precoHoraCentavos,
    modalidade: row.modalidade,
    plan: row.planId ? { title: findPlan(row.planId)?.title ?? row.planId } : null,
    subtotalCents: row.subtotalCents,
    feeCents: row.feeCents,
    paidAt: row.payment?.paidAt ?? row.pagoEm ?? acceptedAt,
    method: row.payment?.method ?? null,
    publicUrl,
  };
}

/**
 * Renders the contract of a request about to be accepted, outside any transaction (drawing a PDF
 * takes tens of milliseconds; no lock is held meanwhile). recordContract writes it inside the
 * acceptance's transaction.
 */
export async function prepareContract(db: Executor, pedidoId: string, acceptedAt: Date, publicUrl: string): Promise<PreparedContract> {
  const input = await contractInputFor(db, pedidoId, acceptedAt, publicUrl);
  if (!input) throw new Error(`contrato: pedido ${pedidoId} não encontrado`);
  const doc = buildContract(input);
  const pdf = await renderContractPdf(doc, acceptedAt);
  return { pedidoId, templateVersion: doc.version, sha256: sha256Hex(pdf), pdf, createdAt: acceptedAt };
}

/** Inside the acceptance's transaction: the contract is stored once; a second one is never written. */
export function recordContract(tx: Executor, contract: PreparedContract): Promise<boolean> {
  return insertContract(tx, contract);
}

/**
 * Inside the transaction that books a care plan's shifts with a caregiver (acceptance of the
 * proposal, or a renewal: docs/product.md#plan-care): the booking's contract, from the plan's
 * template, drawn from the rows just written and stored in the same transaction, once.
 */
export async function recordPlanBookingContract(tx: Executor, pedidoId: string, at: Date, publicUrl: string): Promise<boolean> {
  return recordContract(tx, await prepareContract(tx, pedidoId, at, publicUrl));
}

/** The contract as a party sees it (null while there is none); undefined for anyone else (→ 404). */
export async function getBookingContract(deps: { db: Database }, userId: string, pedidoId: string): Promise<BookingContractDto | null | undefined> {
  const row = await findContractForParty(deps.db, pedidoId, userId);
  if (!row) return undefined;
  if (!row.sha256 || !row.templateVersion || !row.createdAt) return null;
  return { bookingId: row.pedidoId, templateVersion: row.templateVersion, sha256: row.sha256, createdAt: row.createdAt.toISOString(), isAvailable: row.isAvailable };
}

/** The stored bytes, for a party only; undefined otherwise (→ 404). */
export function getBookingContractPdf(deps: { db: Database }, userId: string, pedidoId: string) {
  return findContractPdfForParty(deps.db, pedidoId, userId);
}

/** Account deletion (ADR 0013, 0037): the person's contract PDFs are erased; version, date and hash stay. */
export function eraseContractsOfDeletedAccount(tx: Executor, userId: string, at: Date): Promise<number> {
  return eraseContractPdfsOf(tx, userId, at);
}

/** 'Baixar meus dados': the contracts' data, and their PDFs as files of the archive. */
export async function contractsForExport(db: Executor, userId: string) {
  const rows = await findContractsOf(db, userId);
  return rows.map((row) => ({
    data: { reserva: row.pedidoId, modelo: row.templateVersion, sha256: row.sha256, geradoEm: row.createdAt.toISOString(), pdfApagado: row.pdf === null },
    file: row.pdf ? { name: `contratos/contrato-${row.pedidoId}.pdf`, bytes: row.pdf } : null,
  }));
}

/**
 * The demo seed's accepted bookings of the demo accounts: their contracts as the acceptance would
 * have made them (accepted when paid, the seed keeps no acceptance time).
 */
export async function recordSeededContracts(tx: Executor, pedidoIds: readonly string[], publicUrl: string): Promise<void> {
  for (const pedidoId of pedidoIds) {
    const source = await findContractSource(tx, pedidoId);
    const acceptedAt = source?.pagoEm;
    if (!acceptedAt) continue;
    const input = await contractInputFor(tx, pedidoId, acceptedAt, publicUrl);
    if (!input) continue;
    const doc = buildContract(input);
    const pdf = await renderContractPdf(doc, acceptedAt);
    await insertContract(tx, { pedidoId, templateVersion: doc.version, sha256: sha256Hex(pdf), pdf, createdAt: acceptedAt });
  }
}
