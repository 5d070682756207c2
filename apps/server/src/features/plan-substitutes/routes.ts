import { messages } from '@cuidar/domain/messages';
import { proposePlanSubstitutionSchema } from '@cuidar/domain/plan-substitutes';
import { z } from '@cuidar/domain/validation';
import { Hono, type Context } from 'hono';
import { memberOf, requireUser, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { notFound } from '../../http/errors';
import { readJson } from '../../http/validate';
import { acceptPlanSubstitution, declinePlanSubstitution, listPlanSubstitutes, listPlanSubstitutions, listVisitSubstitutes, proposePlanSubstitution, type PlanSubstitutesDeps } from './service';

// Substitutes for plan shifts their caregiver gave up (docs/product.md#plan-substitutes): the
// family's side under /plan/substitutes and /plan/substitutions, the substitute's under /plan-substitutions.

const idParam = z.strictObject({ id: z.uuid() });

function deps(c: Context<AppEnv>): PlanSubstitutesDeps {
  const { database, mailer, logger, now, env } = c.get('deps');
  return { db: database.db, mailer, logger, now, publicUrl: env.PUBLIC_URL, feePercent: env.BOOKING_FEE_PERCENT };
}

function pathId(c: Context<AppEnv>): string {
  const parsed = idParam.safeParse(c.req.param());
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}

export function planSubstitutesRoutes() {
  const app = new Hono<AppEnv>();

  /** The plan's open shifts, the best 3 available substitutes and the proposals made. */
  app.get('/plan/substitutes', requireUser('familia'), async (c) => {
    return c.json({ substitutes: await listPlanSubstitutes(deps(c), memberOf(userOf(c)).id) });
  });

  app.post('/plan/substitutions', requireUser('familia'), async (c) => {
    const input = await readJson(c, proposePlanSubstitutionSchema);
    const substitution = await proposePlanSubstitution(deps(c), memberOf(userOf(c)).id, input);
    return c.json({ substitution, message: messages.planSubstitutes.proposed }, 201);
  });

  app.get('/plan-substitutions', requireUser('cuidador'), async (c) => {
    return c.json({ substitutions: await listPlanSubstitutions(deps(c), memberOf(userOf(c)).id) });
  });

  app.post('/plan-substitutions/:id/accept', requireUser('cuidador'), async (c) => {
    const id = pathId(c);
    await readJson(c, z.strictObject({}));
    const substitution = await acceptPlanSubstitution(deps(c), memberOf(userOf(c)).id, id);
    return c.json({ substitution, message: messages.planSubstitutes.accepted });
  });

  app.post('/plan-substitutions/:id/decline', requireUser('cuidador'), async (c) => {
    const id = pathId(c);
    await readJson(c, z.strictObject({}));
    await declinePlanSubstitution(deps(c), memberOf(userOf(c)).id, id);
    return c.json({ ok: true, message: messages.planSubstitutes.declined });
  });

  /** 'Encontrar substituto': the rest of one of the family's days whose caregiver did not arrive. */
  app.get('/visits/:id/substitutes', requireUser('familia'), async (c) => {
    const id = pathId(c);
    return c.json({ substitutes: await listVisitSubstitutes(deps(c), memberOf(userOf(c)).id, id) });
  });

  return app;
}
