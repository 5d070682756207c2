import type { AppDeps } from './context';
import { runLifecycleJobs } from './features/bookings/service';
import { runVerificationExpiry } from './features/caregiver-verification/service';
import { payoutJobDeps, runPayouts } from './features/payouts/service';
import { todayInSaoPaulo } from '@cuidar/domain/time';
import { sweepRateLimits } from './http/rate-limit';
import { runAvailabilityExtension } from './features/availability/service';
import { runVisitJobs, visitJobDeps } from './features/visits/service';
import { runSubstitutionExpiryNotices } from './features/plan-substitutes/service';
import { OUTBOX_BODY_RETENTION_MS, redactOldOutbox } from './mail/repository';
import { runConsentTextNotices } from './features/consents/service';
import { runPlanLeftoverRefunds } from './features/plan-leftover/service';
import { runDataRetention } from './features/data-retention/service';
import { runStuckMoneyAlerts } from './features/operator-payments/service';

/**
 * Periodic work of every instance: booking lifecycle (expire, conclude, remind), sweeping old
 * rate-limit windows, deleting what is past the privacy policy's retention and removing the bodies
 * and links of e-mails older than 24 h. Each step is
 * safe to run on several instances at once (guarded updates, deduplicated notifications), so no
 * leader election is needed.
 */
export function startJobs(deps: AppDeps, intervalMs: number): { stop(): void } {
  if (intervalMs <= 0) return { stop() {} };
  let running = false;
  // The verification expiry is daily: each process runs it once per São Paulo day (and the
  // advisory lock plus guarded updates keep several processes from doing anything twice).
  let verificationDay = '';
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const result = await runLifecycleJobs({ db: deps.database.db, now: deps.now, payments: deps.payments, logger: deps.logger, mailer: deps.mailer, publicUrl: deps.env.PUBLIC_URL });
      if (Object.values(result).some(Boolean)) deps.logger.info(`[jobs] ${JSON.stringify(result)}`);
      // Late arrivals and no-shows (docs/product.md#visits): guarded marks and keyed refunds, safe on several processes.
      const visits = await runVisitJobs(visitJobDeps(deps));
      if (visits.late || visits.noShows) deps.logger.info(`[jobs] visitas ${JSON.stringify(visits)}`);
      // Substitution proposals nobody answered in time (docs/product.md#plan-substitutes): the family is told once.
      const expiredSubstitutions = await runSubstitutionExpiryNotices({ db: deps.database.db, now: deps.now });
      if (expiredSubstitutions) deps.logger.info(`[jobs] substituições expiradas: ${expiredSubstitutions}`);
      // A new text of the health-data consent: each family on an older one is told once (docs/product.md#account-lgpd).
      const consentNotices = await runConsentTextNotices({ db: deps.database.db, mailer: deps.mailer, logger: deps.logger, publicUrl: deps.env.PUBLIC_URL });
      if (consentNotices) deps.logger.info(`[jobs] avisos do novo texto de autorização: ${consentNotices}`);
      // A plan over for a day: what is left in its account goes back to the card (docs/product.md#plan-care).
      const leftovers = await runPlanLeftoverRefunds({ db: deps.database.db, payments: deps.payments, logger: deps.logger, now: deps.now, mailer: deps.mailer, publicUrl: deps.env.PUBLIC_URL });
      if (Object.values(leftovers).some(Boolean)) deps.logger.info(`[jobs] sobras de planos ${JSON.stringify(leftovers)}`);
      // Weekly payouts on the payout day; any other day only payouts a provider has not answered yet.
      const payouts = await runPayouts(payoutJobDeps(deps));
      if (Object.values(payouts).some(Boolean)) deps.logger.info(`[jobs] repasses ${JSON.stringify(payouts)}`);
      // Refunds and payouts the provider has not made: the operators are e-mailed once per item (docs/product.md#operators).
      const stuckAlerts = await runStuckMoneyAlerts({ db: deps.database.db, mailer: deps.mailer, logger: deps.logger, publicUrl: deps.env.PUBLIC_URL, now: deps.now });
      if (stuckAlerts) deps.logger.info(`[jobs] pagamentos parados avisados à equipe: ${stuckAlerts}`);
      const today = todayInSaoPaulo(deps.now());
      if (today !== verificationDay) {
        const verification = await runVerificationExpiry({ ...deps, publicUrl: deps.env.PUBLIC_URL });
        verificationDay = today;
        if (verification.warned || verification.expired) deps.logger.info(`[jobs] verificação ${JSON.stringify(verification)}`);
      }
      // Weekly availability patterns reach the booking horizon as days pass (ADR 0043); a cheap
      // query finds nothing to do on every tick but the first of each day.
      const availability = await runAvailabilityExtension(deps);
      if (availability.extended) deps.logger.info(`[jobs] disponibilidade ${JSON.stringify(availability)}`);
      await sweepRateLimits(deps.database.db);
      // The privacy policy's retention (docs/product.md#retention): access records after six months,
      // 'Fale Conosco' two years after the last contact, sessions that ended. Real clock: these rows are stamped with it.
      const retention = await runDataRetention({ db: deps.database.db, now: new Date(), sessionMaxAgeDays: deps.env.SESSION_MAX_AGE_DAYS });
      if (Object.values(retention).some(Boolean)) deps.logger.info(`[jobs] retenção de dados ${JSON.stringify(retention)}`);
      // Outbox rows are stamped by the database clock, not the app's (which tests may move).
      await redactOldOutbox(deps.database.db, new Date(Date.now() - OUTBOX_BODY_RETENTION_MS));
    } catch (error) {
      deps.logger.error('[jobs] falha na rotina periódica', error);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void tick(), 2000);
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  first.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
