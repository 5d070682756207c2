import type { QueryClient } from '@tanstack/react-query';
import { refetchFresh } from './refetch-fresh';

/**
 * The areas of the data cache. Every query key starts with one of these (the features' queryOptions
 * factories build their keys from them), so the map below can reach every query there is.
 */
export const cacheArea = {
  session: 'session',
  accountSessions: 'account-sessions',
  securityActivity: 'security-activity',
  twoFactor: 'two-factor',
  consents: 'consents',
  healthDataReads: 'health-data-reads',
  availabilitySlots: 'availability-slots',
  reservationDays: 'reservation-days',
  bookings: 'bookings',
  bookingPayment: 'booking-payment',
  /** A request's refunds and where each is (docs/product.md#booking-payments). */
  bookingRefunds: 'booking-refunds',
  bookingCalendar: 'booking-calendar',
  caregiverProfile: 'caregiver-profile',
  caregiverVerification: 'caregiver-verification',
  familyProfile: 'family-profile',
  featuredCaregivers: 'featured-caregivers',
  testimonials: 'testimonials',
  recommendations: 'recommendations',
  conversations: 'conversations',
  messages: 'messages',
  unreadMessages: 'unread-messages',
  notifications: 'notifications',
  unreadNotifications: 'unread-notifications',
  earnings: 'earnings',
  /** A caregiver's money before she deletes the account (docs/product.md#deletion-payout): moves with her earnings. */
  deletionPayout: 'deletion-payout',
  reviewsReceived: 'reviews-received',
  reviewsGiven: 'reviews-given',
  currentPlan: 'current-plan',
  checkoutProvider: 'checkout-provider',
  planPrice: 'plan-price',
  checkoutSession: 'checkout-session',
  sandboxCheckout: 'sandbox-checkout',
  operatorReports: 'operator-reports',
  operatorContact: 'operator-contact',
  operatorSummary: 'operator-summary',
  operatorPayments: 'operator-payments',
  operatorQueue: 'operator-queue',
  operatorReview: 'operator-review',
  caregiverPage: 'caregiver-page',
  favorites: 'favorites',
  operatorRenewals: 'operator-renewals',
  operatorFamily: 'operator-family',
  operatorDisputes: 'operator-disputes',
  payoutKey: 'payout-key',
  /** The caregiver's Stripe Connect account for payouts (docs/product.md#earnings). */
  payoutAccount: 'payout-account',
  /** The family's payment and refund receipts (docs/product.md#receipts). */
  receipts: 'receipts',
  /** The caregiver's weekly pattern and days off (docs/product.md#availability). */
  availabilityPattern: 'availability-pattern',
  /** A weekly series' quote: each occurrence's price and conflict (docs/product.md#booking-price). */
  bookingQuote: 'booking-quote',
  /** A plan's caregivers: the family's page and candidates, the caregiver's proposals (docs/product.md#plan-care). */
  planCare: 'plan-care',
  planCandidates: 'plan-candidates',
  planProposals: 'plan-proposals',
  /** The actual arrival and departure times of booking days (docs/product.md#visits). */
  visits: 'visits',
  /** The family's 'QR de presença' (docs/product.md#visits). */
  presenceQr: 'presence-qr',
  /** The family's 'Cartão de emergência' (docs/product.md#emergency-card). */
  emergencyCard: 'emergency-card',
  /** Substitutes for plan shifts: the family's page and the substitute's card (docs/product.md#plan-substitutes). */
  planSubstitutes: 'plan-substitutes',
  planSubstitutions: 'plan-substitutions',
  /** The family's invited relatives (docs/product.md#relatives). */
  relatives: 'relatives',
  /** What a relative follows: the families, their bookings and visits (docs/product.md#relatives). */
  followedFamily: 'followed-family',
  /** The care diary: a caregiver's day and the family's days and weeks (docs/product.md#care-diary). */
  careDiary: 'care-diary',
} as const;

export type CacheArea = (typeof cacheArea)[keyof typeof cacheArea];

const a = cacheArea;

/** What a booking's change is seen in: both parties' lists, the agenda, the money, the free times. */
const bookingAreas = [a.bookings, a.bookingPayment, a.bookingRefunds, a.reservationDays, a.earnings, a.deletionPayout, a.bookingCalendar, a.caregiverPage, a.receipts, a.bookingQuote, a.visits, a.careDiary] as const;
/** A review moves the caregiver's average, which every card and profile shows. */
const reviewAreas = [a.reviewsReceived, a.reviewsGiven, a.bookings, a.caregiverProfile, a.caregiverPage, a.featuredCaregivers, a.testimonials, a.favorites] as const;
const messageAreas = [a.conversations, a.unreadMessages] as const;
const notificationAreas = [a.notifications, a.unreadNotifications] as const;

/**
 * The one map of "this changed → these areas are read again", for the mutations of this tab and the
 * live events of everyone else alike. A mutation's onSuccess and the realtime handler name the
 * change; neither lists keys of its own.
 */
export const changeMap = {
  /** Created, accepted, declined, cancelled, expired or concluded (the 'booking' event). */
  booking: bookingAreas,
  /** A family rated a concluded booking (the 'review' event). */
  review: reviewAreas,
  /** A message sent or received (the 'message' event; the conversation itself is appended to). */
  message: messageAreas,
  conversationRead: [...messageAreas, ...notificationAreas],
  /** A notification stored for this person (the 'notification' event). */
  /** A receipt comes with a notification (docs/product.md#receipts): the list of receipts too, and a refund's state. */
  /**
   * A payout ('repasse': sent, refused, waiting for a key) comes as a notification, and the event
   * does not say which kind: the caregiver's 'Saldo e Ganhos' card and page are read again too
   * (docs/product.md#earnings). Only caches holding earnings refetch, i.e. a caregiver's.
   */
  notification: [...notificationAreas, a.receipts, a.bookingRefunds, a.earnings, a.deletionPayout, a.planCare, a.planProposals, a.planSubstitutes, a.planSubstitutions, a.followedFamily],
  notificationsRead: notificationAreas,
  availability: [a.availabilitySlots, a.bookingCalendar],
  /** The menu shows the name from the session; cards show the caregiver's price and skills. */
  caregiverProfile: [a.caregiverProfile, a.session, a.featuredCaregivers, a.caregiverVerification, a.caregiverPage],
  /** Sending for review changes the caregiver's state (and a wizard that finished may have sent it). */
  caregiverVerification: [a.caregiverVerification, a.caregiverProfile],
  familyProfile: [a.familyProfile, a.session, a.emergencyCard],
  /**
   * Withdrawing the health consent erases the condition, the emergency card and the care diary;
   * accepting a new text opens the card and the diary again.
   */
  consent: [a.consents, a.familyProfile, a.emergencyCard, a.careDiary],
  /** The server ends every other session when the password changes; each change is a security event. */
  password: [a.accountSessions, a.securityActivity],
  accountSessions: [a.accountSessions, a.securityActivity],
  /** Turning two-factor sign-in on or off renews the session. */
  twoFactor: [a.twoFactor, a.accountSessions, a.securityActivity],
  plan: [a.currentPlan, a.receipts],
  /** A family saved or removed a favourite: the list and the heart on the caregiver's page. */
  favorite: [a.favorites, a.caregiverPage],
  /** An operator decided a report (the list and the detail show its outcome). */
  reportResolved: [a.operatorReports, a.operatorFamily],
  /** An operator lifted a family's suspension (the report screen shows the account). */
  familyAccount: [a.operatorFamily],
  /** An operator answered a 'Fale Conosco' message. */
  contactAnswered: [a.operatorContact],
  /** An operator's checklist mark shows on the review (and whether 'Aprovar' is allowed). */
  verificationCheck: [a.operatorReview],
  /** An operator's decision moves the caregiver out of (or into) the queue and the home counts. */
  verificationDecision: [a.operatorReview, a.operatorQueue, a.operatorSummary],
  /** An operator decided a renewed certificate: the renewals, the caregiver's review and the home count. */
  renewalDecision: [a.operatorRenewals, a.operatorReview, a.operatorQueue, a.operatorSummary],
  /** A family reported a problem with a booking: the booking shows it, held (docs/product.md#disputes). */
  disputeOpened: [...bookingAreas, ...notificationAreas],
  /** An operator decided a dispute: the desk's list, the detail, the home count and the booking. */
  disputeDecided: [a.operatorDisputes, a.operatorSummary, a.bookings],
  /** An operator asked the provider again, or recorded a refund the team paid back itself: the desk's list and Início's count. */
  stuckMoney: [a.operatorPayments, a.operatorSummary],
  /** The caregiver's Pix key saved or removed: the card, 'Saldo e Ganhos' (which says whether payouts have somewhere to go), the audit and the notice. */
  payoutKey: [a.payoutKey, a.payoutAccount, a.earnings, a.deletionPayout, a.securityActivity, ...notificationAreas],
  /** The questionnaire may create the profile and set the role: everything is read again. */
  questionnaire: Object.values(cacheArea),
  /**
   * The socket is back (or the server's listener was): any event may have gone by unheard, so
   * everything an event can change is read again.
   */
  reconnect: [...bookingAreas, ...reviewAreas, ...messageAreas, a.messages, ...notificationAreas, a.planCare, a.planProposals, a.planSubstitutes, a.planSubstitutions, a.followedFamily],
  /** The weekly pattern or a day off changed: the pattern card, the agenda's slots and the families' calendars. */
  availabilityPattern: [a.availabilityPattern, a.availabilitySlots, a.bookingCalendar],
  /** A plan proposal sent, accepted or declined: the plan's page, the proposals, and the bookings it made. */
  planCare: [a.planCare, a.planCandidates, a.planProposals, ...bookingAreas, ...notificationAreas],
  /** A new 'QR de presença' voids the printed one (docs/product.md#visits). */
  presenceQr: [a.presenceQr],
  /** The family saved its emergency card (docs/product.md#emergency-card). */
  emergencyCard: [a.emergencyCard],
  /** A substitute proposed, accepted or declined: both sides' lists, the plan's page and the bookings it made. */
  planSubstitution: [a.planSubstitutes, a.planSubstitutions, a.planCare, ...bookingAreas, ...notificationAreas],
  /** Invited, resent, granted, cancelled or removed (docs/product.md#relatives). */
  relatives: [a.relatives],
  /** A relative accepted an invitation or changed their notification choices. */
  followedFamily: [a.followedFamily, a.session],
  /** A diary entry written or corrected: the day's and the family's diary (others hear it as the day's 'booking' event). */
  careDiary: [a.careDiary],
} as const satisfies Record<string, readonly CacheArea[]>;

export type Change = keyof typeof changeMap;

/** The areas a change touches (no duplicates). */
export function areasChangedBy(change: Change): ReadonlySet<CacheArea> {
  return new Set<CacheArea>(changeMap[change]);
}

/**
 * Reads again every cached query of the areas a change touches (the ones on screen at once, the
 * others when next shown). Resolves when the ones on screen have their fresh answer.
 */
export function invalidateAfter(queryClient: QueryClient, change: Change): Promise<void> {
  const areas = areasChangedBy(change);
  return refetchFresh(queryClient, { predicate: (query) => areas.has(query.queryKey[0] as CacheArea) });
}
