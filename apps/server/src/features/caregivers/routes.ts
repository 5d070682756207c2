import { LANDING_CAREGIVER_COUNT } from '@cuidar/domain/constants';
import { z } from '@cuidar/domain/validation';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { readQuery } from '../../http/validate';
import { htmlResponse, type ServerRenderer } from '../../http/server-rendered';
import { notFound } from '../../http/errors';
import { currentUser, memberOf } from '../../auth/session';
import { messages } from '@cuidar/domain/messages';
import { caregiverIdParamSchema } from '@cuidar/domain/favorites';
import { getCaregiverPage, listFeaturedCaregivers } from './service';

const featuredQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(24).default(LANDING_CAREGIVER_COUNT),
});

export function caregiverRoutes() {
  const app = new Hono<AppEnv>();

  /** Public: the landing page's featured caregivers. */
  app.get('/caregivers/featured', async (c) => {
    const { limit } = readQuery(c, featuredQuery);
    const caregivers = await listFeaturedCaregivers(c.get('deps').database.db, limit);
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ caregivers });
  });

  /**
   * Public: one approved caregiver's page (docs/product.md#caregiver-page); the details only for a
   * signed-in family. Anyone not approved, and any id that cannot be one, is 404.
   */
  app.get('/caregivers/:id', async (c) => {
    const param = caregiverIdParamSchema.safeParse(c.req.param());
    if (!param.success) throw notFound(messages.caregiverPage.notFoundTitle);
    const user = await currentUser(c);
    const caregiver = await getCaregiverPage(c.get('deps').database.db, param.data.id, user ? memberOf(user) : null, c.get('deps').now());
    if (!caregiver) throw notFound(messages.caregiverPage.notFoundTitle);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ caregiver });
  });

  return app;
}

/**
 * GET /cuidadores/:id for a visitor who is not signed in: the short version of the caregiver's page
 * rendered on the server into the build's frame (docs/decisions/0049), so it paints with its content
 * and loads only the islands' scripts. Signed-in people (a family sees more and acts), an id that is
 * no approved caregiver, and a build without the frame fall through to the app, as before.
 */
export function caregiverPageHtmlRoutes(renderer: ServerRenderer) {
  const app = new Hono<AppEnv>();
  app.get('/cuidadores/:id', async (c, next) => {
    const param = caregiverIdParamSchema.safeParse(c.req.param());
    if (!param.success || (await currentUser(c))) return next();
    const functions = await renderer.functions();
    if (!functions) return next();
    const caregiver = await getCaregiverPage(c.get('deps').database.db, param.data.id, null, c.get('deps').now());
    if (!caregiver) return next();
    const { html, title } = functions.renderCaregiverPage(caregiver);
    const page = renderer.page('caregiver', html, title);
    if (!page) return next();
    // Reviews and availability change: always asked again, never stored by a shared cache for someone signed in.
    return htmlResponse(c, page, { headers: { 'Cache-Control': 'no-cache' } });
  });
  return app;
}
