import { messages } from '@cuidar/domain/messages';
import { planCandidatesQuerySchema, proposePlanAssignmentSchema } from '@cuidar/domain/plan-care';
import { z } from '@cuidar/domain/validation';
import { Hono, type Context } from 'hono';
import { memberOf, requireUser, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { notFound } from '../../http/errors';
import { readJson, readQuery } from '../../http/validate';
import { acceptPlanProposal, declinePlanProposal, getPlanCare, listPlanCandidates, listPlanProposals, proposePlanAssignment, type PlanCareDeps } from './service';

// A care plan's caregivers (docs/product.md#plan-care): the family's side under /plan, the
// caregiver's under /plan-proposals.

const idParam = z.strictObject({ id: z.uuid() });

function planCareDeps(c: Context<AppEnv>): PlanCareDeps {
  const { database, mailer, logger, now, env } = c.get('deps');
  return { db: database.db, mailer, logger, now, publicUrl: env.PUBLIC_URL, feePercent: env.BOOKING_FEE_PERCENT };
}

/** Path ids that are not uuids are simply not found. */
function pathId(c: Context<AppEnv>): string {
  const parsed = idParam.safeParse(c.req.param());
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}

export function planCareRoutes() {
  const app = new Hono<AppEnv>();

  /** The family's running plan: period, money per shift, who covers which weekday. */
  app.get('/plan/care', requireUser('familia'), async (c) => {
    return c.json({ care: await getPlanCare(planCareDeps(c), memberOf(userOf(c)).id) });
  });

  /** Caregivers free for every shift of these weekdays in the paid period. */
  app.get('/plan/candidates', requireUser('familia'), async (c) => {
    const input = readQuery(c, planCandidatesQuerySchema);
    return c.json({ candidates: await listPlanCandidates(planCareDeps(c), memberOf(userOf(c)).id, input) });
  });

  app.post('/plan/assignments', requireUser('familia'), async (c) => {
    const input = await readJson(c, proposePlanAssignmentSchema);
    const assignment = await proposePlanAssignment(planCareDeps(c), memberOf(userOf(c)).id, input);
    return c.json({ assignment, message: messages.planCare.proposed }, 201);
  });

  /** The caregiver's proposals waiting for an answer and the plans they accepted. */
  app.get('/plan-proposals', requireUser('cuidador'), async (c) => {
    const { database, now } = c.get('deps');
    return c.json({ proposals: await listPlanProposals({ db: database.db, now }, memberOf(userOf(c)).id) });
  });

  app.post('/plan-proposals/:id/accept', requireUser('cuidador'), async (c) => {
    const id = pathId(c);
    await readJson(c, z.strictObject({}));
    const proposal = await acceptPlanProposal(planCareDeps(c), memberOf(userOf(c)).id, id);
    return c.json({ proposal, message: messages.planCare.accepted });
  });

  app.post('/plan-proposals/:id/decline', requireUser('cuidador'), async (c) => {
    const id = pathId(c);
    await readJson(c, z.strictObject({}));
    await declinePlanProposal(planCareDeps(c), memberOf(userOf(c)).id, id);
    return c.json({ ok: true, message: messages.planCare.declined });
  });

  return app;
}
