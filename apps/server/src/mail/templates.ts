import { mailMessages, type NoShowRefundTo } from '@cuidar/domain/messages';

// E-mail layouts, each as HTML and plain text; the words are the catalogue's (mailMessages).
// Values are escaped here, once.

const t = mailMessages;

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  link?: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

interface LayoutInput {
  subject: string;
  greeting: string;
  paragraphs: readonly string[];
  action?: { label: string; url: string };
  footnote?: string;
}

function layout(input: LayoutInput): RenderedMail {
  const body = input.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = input.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(input.action.url)}" style="background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(input.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#475569">${escapeHtml(t.buttonFallback)}<br><span style="word-break:break-all">${escapeHtml(input.action.url)}</span></p>`
    : '';
  const footnote = input.footnote ? `<p style="margin:24px 0 0;font-size:13px;color:#475569">${escapeHtml(input.footnote)}</p>` : '';
  const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff">
<p style="margin:0 0 24px;font-size:22px;font-weight:700;color:#0f766e">${escapeHtml(t.brand)}</p>
<p style="margin:0 0 16px">${escapeHtml(input.greeting)}</p>${body}${button}${footnote}
<p style="margin:32px 0 0;font-size:12px;color:#64748b">${escapeHtml(t.signature)}</p>
</div></body></html>`;
  const text = [
    input.greeting,
    '',
    ...input.paragraphs.flatMap((p) => [p, '']),
    ...(input.action ? [`${input.action.label}: ${input.action.url}`, ''] : []),
    ...(input.footnote ? [input.footnote, ''] : []),
    t.signature,
  ].join('\n');
  return { subject: input.subject, html, text, ...(input.action ? { link: input.action.url } : {}) };
}

const greet = (name: string) => t.greeting(name.trim().split(/\s+/)[0] ?? '');

export function verificationMail(input: { name: string; url: string }): RenderedMail {
  const c = t.verification;
  return layout({ subject: c.subject, greeting: greet(input.name), paragraphs: c.paragraphs, action: { label: c.action, url: input.url }, footnote: c.footnote });
}

export function passwordResetMail(input: { name: string; url: string }): RenderedMail {
  const c = t.passwordReset;
  return layout({ subject: c.subject, greeting: greet(input.name), paragraphs: c.paragraphs, action: { label: c.action, url: input.url }, footnote: c.footnote });
}

export function signInLockedMail(input: { name: string; minutes: number; unlockUrl: string; resetUrl: string }): RenderedMail {
  const c = t.signInLocked;
  return layout({
    subject: c.subject,
    greeting: greet(input.name),
    paragraphs: c.paragraphs(input),
    action: { label: c.action, url: input.unlockUrl },
    footnote: c.footnote,
  });
}

export function existingAccountMail(input: { name: string; signInUrl: string }): RenderedMail {
  const c = t.existingAccount;
  return layout({ subject: c.subject, greeting: greet(input.name), paragraphs: c.paragraphs, action: { label: c.action, url: input.signInUrl }, footnote: c.footnote });
}

export function newBookingMail(input: { name: string; familyName: string; period: string; hours: string; total: string; avulso?: boolean; url: string }): RenderedMail {
  const c = t.newBooking;
  return layout({ subject: c.subject, greeting: greet(input.name), paragraphs: c.paragraphs(input), action: { label: c.action, url: input.url } });
}

export function bookingAcceptedMail(input: { name: string; caregiverName: string; period: string; hours: string; url: string }): RenderedMail {
  const c = t.bookingAccepted;
  return layout({ subject: c.subject, greeting: greet(input.name), paragraphs: c.paragraphs(input), action: { label: c.action, url: input.url } });
}

/** A 'Fale Conosco' message for the support team; a reply goes straight to the sender. */
export function contactMessageMail(input: { nome: string; email: string; mensagem: string; receivedAt: string }): RenderedMail {
  const c = t.contactMessage;
  const lines = input.mensagem.split(/\r?\n/).filter((line) => line.trim() !== '');
  return layout({ subject: c.subject(input.nome), greeting: c.greeting, paragraphs: c.paragraphs({ ...input, lines }), footnote: c.footnote });
}

/** The operator's answer to a 'Fale Conosco' message, quoting what the person wrote (docs/product.md#contact). */
export function contactReplyMail(input: { nome: string; resposta: string; mensagem: string; sentAt: string }): RenderedMail {
  const c = t.contactReply;
  const lines = (text: string) => text.split(/\r?\n/).filter((line) => line.trim() !== '');
  return layout({
    subject: c.subject,
    greeting: greet(input.nome),
    paragraphs: [c.intro, ...lines(input.resposta), c.quoteHeading(input.sentAt), ...lines(input.mensagem).map((line) => `> ${line}`)],
    footnote: c.footnote,
  });
}

/** The caregiver declined a request (docs/product.md#notifications). */
export function bookingDeclinedMail(input: { name: string; caregiverName: string; period: string; url: string }): RenderedMail {
  const c = t.bookingDeclined;
  return layout({ subject: c.subject, greeting: greet(input.name), paragraphs: c.paragraphs(input), action: { label: c.action, url: input.url } });
}

/** To the family: nobody answered its request in time; what happens to the money, and a way to someone else. */
export function bookingExpiredMail(input: {
  name: string;
  caregiverName: string;
  period: string;
  hours: string;
  /** What comes back and how (null: nothing was charged). */
  refund: { amount: string; method: 'card' | 'pix' | null } | null;
  url: string;
}): RenderedMail {
  const c = t.bookingExpired;
  return layout({ subject: c.subject, greeting: greet(input.name), paragraphs: c.paragraphs(input), action: { label: c.action, url: input.url } });
}

/** A confirmed booking's day starts within 24 hours (docs/product.md#bookings): to the family. */
export function bookingReminderFamilyMail(input: { name: string; caregiverName: string; date: string; hours: string; url: string }): RenderedMail {
  const c = t.bookingReminder;
  return layout({ subject: c.subject(input.date), greeting: greet(input.name), paragraphs: c.family.paragraphs(input), action: { label: c.family.action, url: input.url } });
}

/** The same day, to the caregiver, with the address as her agenda shows it for a confirmed booking. */
export function bookingReminderCaregiverMail(input: {
  name: string;
  familyName: string;
  date: string;
  hours: string;
  /** Street, number and CEP, once accepted (null when the family did not give them all). */
  street: string | null;
  /** Neighbourhood, city – UF ('' when unknown). */
  place: string;
  url: string;
}): RenderedMail {
  const c = t.bookingReminder;
  return layout({ subject: c.subject(input.date), greeting: greet(input.name), paragraphs: c.caregiver.paragraphs(input), action: { label: c.caregiver.action, url: input.url } });
}

/** The family cancelled a request or a confirmed booking: to the caregiver, with the reason and what the policy gives them. */
export function bookingCancelledByFamilyMail(input: {
  name: string;
  familyName: string;
  period: string;
  hours: string;
  motivo: string | null;
  consequence: string | null;
  url: string;
}): RenderedMail {
  const c = t.bookingCancelledByFamily;
  return layout({ subject: c.subject, greeting: greet(input.name), paragraphs: c.paragraphs(input), action: { label: c.action, url: input.url } });
}

/** The caregiver cancelled a confirmed booking: to the family, with the reason and the full refund. */
export function bookingCancelledByCaregiverMail(input: {
  name: string;
  caregiverName: string;
  period: string;
  hours: string;
  motivo: string;
  refund: string;
  /** Cancelled after the first day started: only the days not started come back. */
  started?: boolean;
  /** A care plan's booking: the money goes back to the plan's account, not to a card. */
  toPlan?: boolean;
  url: string;
}): RenderedMail {
  const c = t.bookingCancelledByCaregiver;
  return layout({ subject: c.subject, greeting: greet(input.name), paragraphs: c.paragraphs(input), action: { label: c.action, url: input.url } });
}

/** To the reporter: reviewed, and the outcome in general terms only (docs/product.md#reports). */
export function reportReviewedMail(input: { name: string; outcome: 'medidas' | 'arquivada'; sentAt: string; url: string }): RenderedMail {
  const c = t.reportReviewed;
  return layout({ subject: c.subject, greeting: greet(input.name), paragraphs: c.paragraphs(input.outcome, input.sentAt), action: { label: c.action, url: input.url } });
}

/** To the reported person: the operator's warning, in the operator's words. */
export function reportWarningMail(input: { name: string; text: string; url: string }): RenderedMail {
  const c = t.reportWarning;
  const lines = input.text.split(/\r?\n/).filter((line) => line.trim() !== '');
  return layout({ subject: c.subject, greeting: greet(input.name), paragraphs: [c.intro, ...lines, c.closing], action: { label: c.action, url: input.url } });
}

// ── Account security and deletion (Configurações, issue 8) ───────────────────────────────

export function passwordChangedMail(input: { name: string; settingsUrl: string }): RenderedMail {
  const c = t.passwordChanged;
  return layout({ subject: c.subject, greeting: greet(input.name), paragraphs: [...c.paragraphs, t.ifNotYou], action: { label: c.action, url: input.settingsUrl } });
}

/** To the new address: the change happens only when this link is opened. */
export function emailChangeVerificationMail(input: { name: string; newEmail: string; url: string }): RenderedMail {
  const c = t.emailChangeVerification;
  return layout({
    subject: c.subject,
    greeting: greet(input.name),
    paragraphs: c.paragraphs(input.newEmail),
    action: { label: c.action, url: input.url },
    footnote: c.footnote,
  });
}

/** To the current address when a change is asked for. */
export function emailChangeRequestedMail(input: { name: string; newEmail: string }): RenderedMail {
  const c = t.emailChangeRequested;
  return layout({ subject: c.subject, greeting: greet(input.name), paragraphs: [...c.paragraphs(input.newEmail), t.ifNotYou] });
}

/** To the old address once the new one is confirmed. */
export function emailChangedMail(input: { name: string; newEmail: string }): RenderedMail {
  const c = t.emailChanged;
  return layout({ subject: c.subject, greeting: greet(input.name), paragraphs: [...c.paragraphs(input.newEmail), t.ifNotYou] });
}

/** To the owner of an address someone else tried to move their account to. */
export function emailInUseAttemptMail(input: { name: string }): RenderedMail {
  const c = t.emailInUseAttempt;
  return layout({ subject: c.subject, greeting: greet(input.name), paragraphs: c.paragraphs });
}

/**
 * Sent to the address the account had, just before it is erased. `money`: a caregiver's paragraphs
 * about what is still paid to her, where and when (docs/product.md#deletion-payout), already in words.
 */
export function accountDeletedMail(input: { name: string; when: string; money?: readonly string[] }): RenderedMail {
  const c = t.accountDeleted;
  return layout({ subject: c.subject, greeting: greet(input.name), paragraphs: [...c.paragraphs(input.when), ...(input.money ?? [])] });
}

/** An operator's decision on a caregiver's verification (docs/product.md#verification), with the reason. */
export function verificationDecisionMail(
  input: { name: string; url: string } & (
    | { decision: 'approved' }
    | { decision: 'refused' | 'suspended'; reason: string; note: string }
    | { decision: 'reinstated'; expired: boolean }
  ),
): RenderedMail {
  const c = t.verificationDecision;
  const greeting = greet(input.name);
  switch (input.decision) {
    case 'approved':
      return layout({ subject: c.approved.subject, greeting, paragraphs: c.approved.paragraphs, action: { label: c.approved.action, url: input.url } });
    case 'refused':
      return layout({ subject: c.refused.subject, greeting, paragraphs: c.refused.paragraphs(input), action: { label: c.refused.action, url: input.url } });
    case 'suspended':
      return layout({ subject: c.suspended.subject, greeting, paragraphs: c.suspended.paragraphs(input), action: { label: c.suspended.action, url: input.url } });
    case 'reinstated':
      return layout({ subject: c.reinstated.subject, greeting, paragraphs: c.reinstated.paragraphs(input), action: { label: c.reinstated.action, url: input.url } });
  }
}

/** To a family whose pending request was declined because the caregiver was suspended. */
export function bookingDeclinedBySuspensionMail(input: { name: string; caregiverName: string; period: string; url: string }): RenderedMail {
  const c = t.bookingDeclinedBySuspension;
  return layout({ subject: c.subject, greeting: greet(input.name), paragraphs: c.paragraphs(input), action: { label: c.action, url: input.url } });
}

/** The criminal-records certificate of an approved caregiver expires in 15 days (docs/product.md#verification). */
export function antecedentesExpiringMail(input: { name: string; day: string; url: string }): RenderedMail {
  const c = t.antecedentesExpiring;
  return layout({ subject: c.subject, greeting: greet(input.name), paragraphs: c.paragraphs(input.day), action: { label: c.action, url: input.url } });
}

export function antecedentesExpiredMail(input: { name: string; url: string }): RenderedMail {
  const c = t.antecedentesExpired;
  return layout({ subject: c.subject, greeting: greet(input.name), paragraphs: c.paragraphs, action: { label: c.action, url: input.url } });
}

/** A family account suspended by the team (docs/product.md#family-suspension); the contact page is the way to ask. */
export function familySuspendedMail(input: { name: string; reason: string; url: string }): RenderedMail {
  const c = t.familySuspended;
  return layout({ subject: c.subject, greeting: greet(input.name), paragraphs: c.paragraphs(input.reason), action: { label: c.action, url: input.url } });
}

export function familyReinstatedMail(input: { name: string; url: string }): RenderedMail {
  const c = t.familyReinstated;
  return layout({ subject: c.subject, greeting: greet(input.name), paragraphs: c.paragraphs, action: { label: c.action, url: input.url } });
}

/** The operator accepted a renewed criminal-records certificate (docs/product.md#verification-renewal). */
export function renewalAcceptedMail(input: { name: string; day: string; url: string }): RenderedMail {
  const c = t.renewalAccepted;
  return layout({ subject: c.subject, greeting: greet(input.name), paragraphs: c.paragraphs(input.day), action: { label: c.action, url: input.url } });
}

/** The operator refused it: the old certificate's date still stands (null when it already passed). */
export function renewalRefusedMail(input: { name: string; reason: string; note: string; day: string | null; url: string }): RenderedMail {
  const c = t.renewalRefused;
  return layout({ subject: c.subject, greeting: greet(input.name), paragraphs: c.paragraphs(input.reason, input.note, input.day), action: { label: c.action, url: input.url } });
}

/** A family with a confirmed booking hears that its caregiver's verification expired; the booking stays. */
export function caregiverVerificationExpiredMail(input: { name: string; caregiverName: string; days: string; url: string }): RenderedMail {
  const c = t.caregiverVerificationExpired;
  return layout({
    subject: c.subject,
    greeting: greet(input.name),
    paragraphs: c.paragraphs(input.caregiverName, input.days),
    action: { label: c.action, url: input.url },
  });
}

// ── Disputes: 'Tive um problema' (docs/product.md#disputes) ───────────────────────────────

/** To the caregiver: a problem was reported; neutral words, the money held while the team looks. */
export function disputeOpenedMail(input: { name: string; familyName: string; period: string; reason: string; url: string }): RenderedMail {
  const c = t.disputeOpened;
  return layout({ subject: c.subject, greeting: greet(input.name), paragraphs: c.paragraphs(input), action: { label: c.action, url: input.url } });
}

/** To both sides: the operator's decision, the amounts and the note. */
export function disputeDecidedMail(input: { name: string; period: string; outcome: string; amounts: string; note: string; url: string }): RenderedMail {
  const c = t.disputeDecided;
  return layout({ subject: c.subject, greeting: greet(input.name), paragraphs: c.paragraphs(input), action: { label: c.action, url: input.url } });
}

/** A weekly payout was sent to the caregiver (docs/product.md#earnings); `destination` from payoutDestination. */
export function payoutSentMail(input: { name: string; amount: string; destination: string; when: string; url: string }): RenderedMail {
  const c = t.payoutSent;
  return layout({ subject: c.subject(input.amount), greeting: greet(input.name), paragraphs: c.paragraphs(input.amount, input.destination, input.when), action: { label: c.action, url: input.url } });
}

/** The provider refused a payout for good: the money is back in the caregiver's available balance. */
export function payoutFailedMail(input: { name: string; amount: string; viaStripe: boolean; url: string }): RenderedMail {
  const c = t.payoutFailed;
  return layout({
    subject: c.subject,
    greeting: greet(input.name),
    paragraphs: c.paragraphs(input.amount, input.viaStripe),
    action: { label: input.viaStripe ? c.actionStripe : c.action, url: input.url },
  });
}

/** The caregiver's payout key changed (a security notice: a stolen session could redirect earnings). */
export function payoutKeyChangedMail(input: { name: string; key: string; when: string; url: string }): RenderedMail {
  const c = t.payoutKeyChanged;
  return layout({ subject: c.subject, greeting: greet(input.name), paragraphs: c.paragraphs(input.key, input.when), action: { label: c.action, url: input.url } });
}

export function paymentReceiptMail(input: { name: string; amount: string; what: string; when: string; url: string }): RenderedMail {
  const c = t.paymentReceipt;
  return layout({ subject: c.subject, greeting: greet(input.name), paragraphs: c.paragraphs(input), action: { label: c.action, url: input.url } });
}

export function refundReceiptMail(input: { name: string; amount: string; what: string; when: string; url: string }): RenderedMail {
  const c = t.refundReceipt;
  return layout({ subject: c.subject, greeting: greet(input.name), paragraphs: c.paragraphs(input), action: { label: c.action, url: input.url } });
}

/** To an operator: money the provider has not moved, each item once (docs/product.md#operators). */
export function stuckMoneyAlertMail(input: {
  name: string;
  items: readonly { kind: keyof typeof t.stuckMoneyAlert.kinds; amount: string; since: string; refused: boolean }[];
  url: string;
}): RenderedMail {
  const c = t.stuckMoneyAlert;
  return layout({
    subject: c.subject(input.items.length),
    greeting: greet(input.name),
    paragraphs: [c.intro, ...input.items.map((item) => c.line({ ...item, kind: c.kinds[item.kind] })), c.outro],
    action: { label: c.action, url: input.url },
  });
}

/** A refund the provider refused, sent by our team's own transfer (docs/product.md#receipts). */
export function teamRefundReceiptMail(input: { name: string; amount: string; what: string; when: string; url: string; method: 'pix' | 'transfer' }): RenderedMail {
  const c = t.teamRefundReceipt;
  return layout({ subject: c.subject, greeting: greet(input.name), paragraphs: c.paragraphs(input), action: { label: c.action, url: input.url } });
}

// docs/product.md#plan-care

export function planProposalMail(input: { name: string; familyName: string; days: string; hours: string; count: string; perShift: string; total: string; url: string }): RenderedMail {
  const c = t.planProposal;
  return layout({ subject: c.subject, greeting: greet(input.name), paragraphs: c.paragraphs(input), action: { label: c.action, url: input.url } });
}

export function planProposalAnsweredMail(input: { name: string; caregiverName: string; days: string; accepted: boolean; url: string }): RenderedMail {
  const c = t.planProposalAnswered;
  return layout({ subject: c.subject(input.accepted), greeting: greet(input.name), paragraphs: c.paragraphs(input), action: { label: c.action, url: input.url } });
}

export function planShiftsCancelledMail(input: { name: string; familyName: string; count: string; url: string }): RenderedMail {
  const c = t.planShiftsCancelled;
  return layout({ subject: c.subject, greeting: greet(input.name), paragraphs: c.paragraphs(input), action: { label: c.action, url: input.url } });
}

/** One day of a series, or the rest from a day on, cancelled by the other side (ADR 0045). */
export function occurrencesCancelledMail(input: {
  name: string;
  byFamily: boolean;
  actorName: string;
  days: string;
  hours: string;
  motivo: string;
  consequence: string | null;
  remaining: string;
  url: string;
}): RenderedMail {
  const c = t.occurrencesCancelled;
  return layout({ subject: c.subject(input.byFamily), greeting: greet(input.name), paragraphs: c.paragraphs(input), action: { label: c.action, url: input.url } });
}

// ── Visits: late arrival and no-show (docs/product.md#visits) ──────────────────────────────

/** To the family: 15 minutes past the start, no arrival recorded. */
export function visitLateMail(input: { name: string; caregiverName: string; start: string; url: string }): RenderedMail {
  const c = t.visitLate;
  return layout({ subject: c.subject, greeting: greet(input.name), paragraphs: c.paragraphs(input), action: { label: c.action, url: input.url } });
}

/** To the family: an hour past the start, no arrival: a no-show, the day's money goes back. */
export function visitNoShowMail(input: { name: string; caregiverName: string; start: string; refundTo: NoShowRefundTo; url: string }): RenderedMail {
  const c = t.visitNoShow;
  return layout({ subject: c.subject(input.refundTo), greeting: greet(input.name), paragraphs: c.paragraphs(input), action: { label: c.action, url: input.url } });
}

// ── Substitutes for plan shifts (docs/product.md#plan-substitutes) ──────────────────────────

/** To the family: its plan's caregiver gave shifts up; the substitutes are waiting on the site. */
export function planShiftsNeedSubstituteMail(input: { name: string; caregiverName: string; count: string; days: string; url: string }): RenderedMail {
  const c = t.planShiftsNeedSubstitute;
  return layout({ subject: c.subject, greeting: greet(input.name), paragraphs: c.paragraphs(input), action: { label: c.action, url: input.url } });
}

/** To the chosen substitute: the shifts, the hours and what she receives per shift. */
export function planSubstitutionMail(input: { name: string; familyName: string; days: string; hours: string; count: string; perShift: string; total: string; url: string }): RenderedMail {
  const c = t.planSubstitution;
  return layout({ subject: c.subject, greeting: greet(input.name), paragraphs: c.paragraphs(input), action: { label: c.action, url: input.url } });
}

// ── Relatives (docs/product.md#relatives) ───────────────────────────────────────────────────

/** To the invited relative: the single-use link (no greeting by name: we do not know it yet). */
export function relativeInvitationMail(input: { family: string; days: number; url: string }): RenderedMail {
  const c = t.relativeInvitation;
  return layout({ subject: c.subject(input.family), greeting: t.greeting(''), paragraphs: c.paragraphs(input), action: { label: c.action, url: input.url }, footnote: c.footnote });
}
/** To the family: the caregiver recorded a fall or an incident in the care diary (docs/product.md#care-diary). */
export function careDiaryIncidentMail(input: { name: string; caregiverName: string; when: string; description: string; url: string }): RenderedMail {
  const c = t.careDiaryIncident;
  return layout({ subject: c.subject, greeting: greet(input.name), paragraphs: c.paragraphs(input), action: { label: c.action, url: input.url } });
}

/** docs/product.md#account-lgpd: the health-data consent's text changed; the family is asked to accept the new one. */
export function healthConsentNewTextMail(input: { name: string; url: string }): RenderedMail {
  const c = t.healthConsentNewText;
  return layout({ subject: c.subject, greeting: greet(input.name), paragraphs: [...c.paragraphs], action: { label: c.action, url: input.url } });
}
