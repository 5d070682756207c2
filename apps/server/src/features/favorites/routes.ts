import { caregiverIdParamSchema } from '@cuidar/domain/favorites';
import { Hono } from 'hono';
import { requireUser, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { readParams } from '../../http/validate';
import { addFavorite, listFavorites, removeFavorite } from './service';

/** 'Favoritos' (docs/product.md#favorites): families only, each on their own list. */
export function favoriteRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/favorites', requireUser('familia'), async (c) => {
    return c.json({ caregivers: await listFavorites(c.get('deps').database.db, userOf(c).id) });
  });

  app.put('/favorites/:id', requireUser('familia'), async (c) => {
    const { id } = readParams(c, caregiverIdParamSchema);
    const { database, now } = c.get('deps');
    await addFavorite(database.db, userOf(c).id, id, now());
    return c.json({ favorito: true });
  });

  app.delete('/favorites/:id', requireUser('familia'), async (c) => {
    const { id } = readParams(c, caregiverIdParamSchema);
    await removeFavorite(c.get('deps').database.db, userOf(c).id, id);
    return c.json({ favorito: false });
  });

  return app;
}
