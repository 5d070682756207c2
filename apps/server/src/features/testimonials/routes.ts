import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { listTestimonials } from './service';

export function testimonialRoutes() {
  const app = new Hono<AppEnv>();

  /** Public: the landing page's testimonials, from real reviews. */
  app.get('/testimonials', async (c) => {
    const testimonials = await listTestimonials(c.get('deps').database.db);
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ testimonials });
  });

  return app;
}
