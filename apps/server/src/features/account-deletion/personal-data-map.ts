// Where personal data lives, and what the account deletion and the data export do with each table.
// A unit test fails when a table is added to db/schema.ts without an entry here: a new table with
// personal data must be handled by both (ADR 0013, ADR 0014).

export interface TableTreatment {
  /** What 'Excluir minha conta' does with the person's rows. */
  onDeletion: string;
  /** Whether 'Baixar meus dados' includes the person's rows (and why not, when not). */
  inExport: true | string;
}

export const PERSONAL_DATA_MAP: Record<string, TableTreatment> = {
  user: { onDeletion: "anonymized: name 'Conta excluída', undeliverable unique e-mail", inExport: true },
  session: { onDeletion: 'deleted (and, for every account, once expired: retention job)', inExport: true },
  account: { onDeletion: 'deleted (password credential)', inExport: true },
  verification: { onDeletion: 'pending reset tokens deleted', inExport: 'short-lived tokens, secrets' },
  profiles: { onDeletion: "anonymized ('Conta excluída', deleted_at); kept for the references", inExport: true },
  familia_profiles: { onDeletion: 'deleted (address, patient)', inExport: true },
  cuidador_profiles: { onDeletion: 'deleted (phone, address, birth date, bio, CPF, certificate dates); card leaves search', inExport: true },
  caregiver_references: { onDeletion: 'deleted (cascade with the caregiver profile)', inExport: true },
  verification_decisions: { onDeletion: 'deleted (cascade with the caregiver profile)', inExport: true },
  antecedentes_renovacoes: { onDeletion: 'deleted (cascade with the caregiver profile); the certificate file with certificados', inExport: true },
  verification_checks: { onDeletion: 'deleted (cascade with the caregiver profile)', inExport: "the operators' working notes; the decisions are exported" },
  disponibilidade: { onDeletion: 'deleted (cascade)', inExport: true },
  pedidos_reserva: { onDeletion: "kept as financial record; open ones cancelled ('Conta excluída'); reasons cleared", inExport: true },
  reservas: { onDeletion: 'kept as financial record (follows its request)', inExport: true },
  avaliacoes: { onDeletion: "stars kept, comment (family) or reply (caregiver) written by the person cleared", inExport: true },
  notificacoes: { onDeletion: "own deleted; the other parties' lose the person's name and words", inExport: true },
  conversas: { onDeletion: "kept for the other participant", inExport: true },
  mensagens: { onDeletion: "text of the person's messages replaced", inExport: true },
  analytics_events: { onDeletion: 'de-linked (user_id null)', inExport: true },
  email_outbox: { onDeletion: 'rows to the old address deleted (the deletion notice follows)', inExport: true },
  rate_limits: { onDeletion: 'counters keyed by the old address deleted', inExport: 'counters, no content' },
  cep_cache: { onDeletion: 'not personal (postal codes)', inExport: 'not personal' },
  plan_subscriptions: { onDeletion: 'kept as financial record; charges stopped first', inExport: true },
  plan_leftover_refunds: { onDeletion: 'kept as financial record; a pending one still pays the card back', inExport: 'no personal data beyond the amount; each one is exported as its receipt (receipts)' },
  payment_events: { onDeletion: 'kept as financial record', inExport: true },
  stuck_money_alerts: { onDeletion: 'kept (which refund or payout the operators were told of, and when; no personal data)', inExport: 'not personal (the team\'s own record)' },
  booking_payments: { onDeletion: 'kept as financial record (provider ids and amounts; no card data is ever stored)', inExport: "not yet: the bookings' amounts are exported with each booking" },
  booking_refunds: { onDeletion: 'kept as financial record; refunds still owed are still paid back', inExport: "not yet: the bookings' amounts are exported with each booking" },
  ledger_accounts: { onDeletion: 'kept: append-only accounting, linked to the anonymized profile', inExport: 'accounting rows, not personal beyond the profile id' },
  ledger_transactions: { onDeletion: 'kept: append-only accounting', inExport: 'accounting rows, not personal beyond the booking id' },
  ledger_entries: { onDeletion: 'kept: append-only accounting', inExport: 'accounting rows, not personal' },
  certificados: { onDeletion: 'rows deleted (certificates and verification documents), files deleted from storage after commit', inExport: true },
  locais_busca: { onDeletion: 'not personal (counts per place, kept by trigger)', inExport: 'not personal' },
  consents: { onDeletion: 'withdrawn; acceptance history kept without a person', inExport: true },
  contact_messages: { onDeletion: 'deleted (with the operator’s reply); otherwise two years after the last contact (retention job)', inExport: true },
  reports: {
    onDeletion: "made: kept for the operators without reporter or description; received: kept (safety record)",
    inExport: true,
  },
  health_data_reads: { onDeletion: 'kept (accountability record, no health values)', inExport: true },
  two_factor: { onDeletion: 'deleted (TOTP key and recovery codes)', inExport: 'secrets: only whether it was on is exported' },
  email_changes: { onDeletion: 'deleted', inExport: true },
  sign_in_unlocks: { onDeletion: 'deleted', inExport: 'one-hour tokens, secrets' },
  favoritos: { onDeletion: "deleted: the family's favourites, and the caregiver from every family's", inExport: true },
  audit_log: {
    onDeletion: 'kept (security and accountability record; Marco Civil access logs): sign-ins deleted and addresses cleared after six months by the retention job',
    inExport: true,
  },
  booking_disputes: {
    onDeletion: "family: their words (descricao) cleared; reason, decision, amounts and the team's note kept as financial record",
    inExport: true,
  },
  booking_dispute_days: { onDeletion: 'kept (which days a dispute held; no personal data)', inExport: 'links only: the disputes are exported' },
  payout_keys: {
    onDeletion:
      'deleted (the Pix key and the Stripe account id), unless money may still be paid to her: then only the destination in use stays, the weekly job pays to it (any amount, a payout requested before included) and erases it once nothing more is owed (ADR 0063)',
    inExport: true,
  },
  payouts: { onDeletion: 'kept as financial record (amount, day, masked key only)', inExport: true },
  booking_contracts: {
    onDeletion: 'PDF erased (names, masked CPF, address); booking, template version, date and SHA-256 kept as the legal record (ADR 0037)',
    inExport: true,
  },
  receipts: { onDeletion: 'kept as financial record: ids and amounts only, names are read from the anonymized profile', inExport: true },
  avaliacoes_familias: {
    onDeletion: "caregiver: private notes cleared, stars kept; family: the ratings about them deleted",
    inExport: "the caregiver's own ratings and notes; not to the family rated (private to caregivers, ADR 0038)",
  },
  disponibilidade_padroes: { onDeletion: 'deleted (cascade with the caregiver profile; its slots go with disponibilidade)', inExport: true },
  disponibilidade_folgas: { onDeletion: 'deleted (cascade with the caregiver profile)', inExport: true },
  labour_law_acknowledgements: {
    onDeletion: 'kept with its request (the record that the family was warned and what it chose: ids, choice, weeks; no names or words)',
    inExport: true,
  },
  plan_assignments: {
    onDeletion:
      "kept with its plan and booking (ids, weekdays, shift, amounts per shift, the family's declaration; no names or words), linked to the anonymized profile; a caregiver's proposals still waiting are declined and their families told",
    inExport: true,
  },
  visit_presence: {
    onDeletion: 'kept with its booking day (service record behind a refund or a dispute: ids and times only, no names or words)',
    inExport: true,
  },
  presence_qr_codes: { onDeletion: "deleted (the family's code: a printed page then opens nothing)", inExport: 'a secret nonce, not personal beyond the family id' },
  visit_tracking: { onDeletion: 'not personal (when check-in began)', inExport: 'not personal' },
  emergency_cards: { onDeletion: "deleted (the family's emergency card: health data; also deleted when the health-data consent is withdrawn)", inExport: true },
  plan_substitutions: {
    onDeletion:
      "kept with its plan and booking (ids, dates, shift, amounts per shift, the family's labour-law choice; no names or words), linked to the anonymized profile; a proposal still waiting expires at its first shift",
    inExport: true,
  },
  familiares_convidados: {
    onDeletion: "deleted, on either side: a family's relatives lose access at once; a deleted relative stops following",
    inExport: true,
  },
  diario_entradas: {
    onDeletion:
      "family: deleted (its patient's health data, docs/product.md#care-diary); caregiver: kept for the family (the author reads 'Conta excluída' from the anonymized profile)",
    inExport: true,
  },
  diario_fotos: {
    onDeletion: "family: rows deleted and files deleted after the commit; caregiver: kept with the family's diary",
    inExport: "the photos' records (id, type, size, date) with their entries; the image files are not in the archive (not yet)",
  },
};
