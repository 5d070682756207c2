import { randomUUID } from 'node:crypto';
import { messages } from '@cuidar/domain/messages';
import { setPasswordScorer } from '@cuidar/domain/password-policy';
import { passwordScore } from '@cuidar/domain/password-strength';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { authRoutes } from './auth/routes';
import type { AppDeps, AppEnv } from './context';
import { isTransientDatabaseFailure } from './db/errors';
import { accountRoutes } from './features/account/routes';
import { caregiverPageHtmlRoutes, caregiverRoutes } from './features/caregivers/routes';
import { favoriteRoutes } from './features/favorites/routes';
import { bookingPaymentRoutes } from './features/booking-payments/routes';
import { bookingRoutes } from './features/bookings/routes';
import { cepRoutes } from './features/cep/routes';
import { planCareRoutes } from './features/plan-care/routes';
import { checkoutRoutes } from './features/checkout/routes';
import { availabilityRoutes } from './features/availability/routes';
import { caregiverProfileRoutes } from './features/caregiver-profile/routes';
import { caregiverRegistrationRoutes } from './features/caregiver-registration/routes';
import { caregiverVerificationRoutes } from './features/caregiver-verification/routes';
import { CERTIFICATE_UPLOAD_PATH, certificateRoutes } from './features/certificates/routes';
import { earningsRoutes } from './features/earnings/routes';
import { payoutRoutes } from './features/payouts/routes';
import { notificationRoutes } from './features/notifications/routes';
import { reviewRoutes } from './features/reviews/routes';
import { chatRoutes } from './features/chat/routes';
import { testSupportRoutes } from './features/test-support/routes';
import { familyProfileRoutes } from './features/family-profile/routes';
import { onboardingRoutes } from './features/onboarding/routes';
import { recommendationRoutes } from './features/recommendations/routes';
import { singleShiftRoutes } from './features/single-shift/routes';
import { reportRoutes } from './features/reports/routes';
import { disputeRoutes } from './features/disputes/routes';
import { contactRoutes } from './features/contact/routes';
import { testimonialRoutes } from './features/testimonials/routes';
import { devApiRoutes, devPageRoutes } from './features/dev/routes';
import { accountDeletionRoutes } from './features/account-deletion/routes';
import { accountSecurityRoutes } from './features/account-security/routes';
import { consentRoutes } from './features/consents/routes';
import { dataExportRoutes } from './features/data-export/routes';
import { healthDataReadRoutes } from './features/health-data-reads/routes';
import { operatorDeskRoutes } from './features/operator-desk/routes';
import { operatorPaymentRoutes } from './features/operator-payments/routes';
import { RENEWAL_UPLOAD_PATH, verificationRenewalRoutes } from './features/verification-renewals/routes';
import { familyAccountRoutes } from './features/family-accounts/routes';
import { contractRoutes } from './features/contracts/routes';
import { receiptRoutes } from './features/receipts/routes';
import { visitRoutes } from './features/visits/routes';
import { emergencyCardRoutes } from './features/emergency-card/routes';
import { relativeRoutes } from './features/relatives/routes';
import { careDiaryRoutes } from './features/care-diary/routes';
import { boundedBody } from './http/body';
import { AppError } from './http/errors';
import { noStore, originCheck, refuseNulInUrl, securityHeaders } from './http/security';
import { serveWebApp } from './http/static';
import { serverRenderer } from './http/server-rendered';
import { planSubstitutesRoutes } from './features/plan-substitutes/routes';

// The password policy's scorer and its dictionaries: in the browser they arrive with the forms
// that choose a password; here every request that sets one is checked with them.
setPasswordScorer(passwordScore);

export interface CreateAppOptions {
  /** Folder of the built web app; omitted in API-only tests. */
  webRoot?: string;
  /** Routes that need the app's middleware but are built outside it (the WebSocket upgrade). */
  beforeRoutes?: (app: Hono<AppEnv>) => void;
}

/** JSON bodies of the API stay small; uploads have their own limit on their own route. */
const JSON_BODY_LIMIT = 64 * 1024;
const UPLOAD_PATHS = new Set([CERTIFICATE_UPLOAD_PATH, RENEWAL_UPLOAD_PATH]);

export function createApp(deps: AppDeps, options: CreateAppOptions = {}) {
  const app = new Hono<AppEnv>();

  // Middleware, in order:
  // 1. request id and dependencies on the context, so every later step can use them;
  app.use('*', async (c, next) => {
    c.set('requestId', randomUUID());
    c.set('deps', deps);
    await next();
  });
  // 2. security headers on every response, whatever produced it; no NUL in any URL;
  app.use('*', securityHeaders({ publicUrl: deps.env.PUBLIC_URL }));
  app.use('*', refuseNulInUrl());
  // 3. for the API: no caching, bounded bodies, and the CSRF origin check before any handler.
  app.use('/api/*', noStore());
  const jsonBodyLimit = boundedBody(JSON_BODY_LIMIT, () => {
    throw new AppError('PAYLOAD_TOO_LARGE', 413, messages.generic.bodyTooLarge);
  });
  // File uploads (exact method and path only) bring their own, larger limit on their route.
  const isUpload = (method: string, path: string) => method === 'POST' && UPLOAD_PATHS.has(path);
  app.use('/api/*', (c, next) => (isUpload(c.req.method, c.req.path) ? next() : jsonBodyLimit(c, next)));
  app.use('/api/*', originCheck({ trustedOrigins: deps.env.TRUSTED_ORIGINS }));

  // Feature routes.
  options.beforeRoutes?.(app);
  app.get('/api/health', (c) => c.json({ ok: true }));
  app.route('/api/auth', authRoutes());
  app.route('/api', accountRoutes());
  app.route('/api', caregiverRoutes());
  app.route('/api', favoriteRoutes());
  app.route('/api', cepRoutes());
  app.route('/api', bookingRoutes());
  app.route('/api', bookingPaymentRoutes());
  app.route('/api', reviewRoutes());
  app.route('/api', notificationRoutes());
  app.route('/api', chatRoutes());
  app.route('/api', checkoutRoutes());
  app.route('/api', certificateRoutes());
  app.route('/api', caregiverRegistrationRoutes());
  app.route('/api', caregiverVerificationRoutes());
  app.route('/api', caregiverProfileRoutes());
  app.route('/api', availabilityRoutes());
  app.route('/api', earningsRoutes());
  app.route('/api', onboardingRoutes());
  app.route('/api', recommendationRoutes());
  app.route('/api', familyProfileRoutes());
  app.route('/api', contactRoutes());
  app.route('/api', reportRoutes());
  app.route('/api', testimonialRoutes());
  // Configurações (issue 8): every route under /api/account/ acts on the caller's own account.
  app.route('/api', accountSecurityRoutes());
  app.route('/api', dataExportRoutes());
  app.route('/api', accountDeletionRoutes());
  app.route('/api', consentRoutes());
  app.route('/api', healthDataReadRoutes());
  // The company's desk (issue 16): operators with two-factor sign-in only.
  app.route('/api', operatorDeskRoutes());
  app.route('/api', verificationRenewalRoutes());
  app.route('/api', familyAccountRoutes());
  app.route('/api', disputeRoutes());
  app.route('/api', operatorPaymentRoutes());
  // Payouts to caregivers (issue 17): the caller's own Pix key.
  app.route('/api', payoutRoutes());
  // Contracts and receipts (issue 17): each only for its parties.
  app.route('/api', contractRoutes());
  app.route('/api', receiptRoutes());
  // A care plan's caregivers (issue 18): the family proposes, the caregiver answers.
  app.route('/api', planCareRoutes());
  // 'Plantão Avulso' at its advertised price (issue 18).
  app.route('/api', singleShiftRoutes());
  // The visit itself (issue 20): check-in and check-out, each day only for its parties.
  app.route('/api', visitRoutes());
  // The emergency card (issue 20): the family's own; a caregiver's only inside a booked day's window.
  app.route('/api', emergencyCardRoutes());
  // Substitutes when a plan's caregiver cannot go (issues 18 and 20): the family chooses, the substitute answers.
  app.route('/api', planSubstitutesRoutes());
  // Relatives who follow a family (docs/product.md#relatives).
  app.route('/api', relativeRoutes());
  // The care diary (issue 20): the day's caregiver writes, the family reads.
  app.route('/api', careDiaryRoutes());
  if (!deps.env.isProduction) {
    app.route('/api', devApiRoutes());
    app.route('/dev', devPageRoutes());
  }
  if (deps.env.NODE_ENV === 'test' && deps.env.TEST_CLOCK) app.route('/api', testSupportRoutes());

  app.all('/api/*', (c) => c.json(new AppError('NOT_FOUND', 404, messages.generic.notFound).toBody(), 404));

  // The web app answers every other GET.
  if (options.webRoot) {
    // A signed-out visitor's caregiver page is rendered here, the rest from the build (docs/decisions/0049).
    // Both write the configured support address into the build's pages (docs/decisions/0062).
    app.route('/', caregiverPageHtmlRoutes(serverRenderer(options.webRoot, deps.env.SUPPORT_EMAIL)));
    app.use('*', serveWebApp({ root: options.webRoot, supportEmail: deps.env.SUPPORT_EMAIL }));
  }

  app.notFound((c) => c.json(new AppError('NOT_FOUND', 404, messages.generic.notFound).toBody(), 404));

  // One error handler: AppError as is, anything else a 500 with a reference, never a stack.
  app.onError((error, c) => {
    if (error instanceof AppError) {
      const response = c.json(error.toBody(), error.status);
      for (const [name, value] of Object.entries(error.headers ?? {})) response.headers.set(name, value);
      return response;
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(new AppError('VALIDATION', 400, messages.generic.error).toBody(), error.status);
    }
    const reference = c.get('requestId');
    if (isTransientDatabaseFailure(error)) {
      // Out of connections, restarting, or a transaction that lost a deadlock: worth a second try.
      deps.logger.warn(`[http] ${c.req.method} ${new URL(c.req.url).pathname} banco indisponível ou em conflito (ref ${reference}):`, String(error));
      const response = c.json(new AppError('UNAVAILABLE', 503, messages.generic.busy).toBody(reference), 503);
      response.headers.set('Retry-After', '5');
      return response;
    }
    deps.logger.error(`[http] ${c.req.method} ${new URL(c.req.url).pathname} falhou (ref ${reference})`, error);
    return c.json(new AppError('INTERNAL', 500, messages.generic.error).toBody(reference), 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
