import { caregiverCardDtoSchema } from './caregivers';
import { z } from './validation';

// 'Favoritos' (docs/product.md#favorites): a family's saved caregivers, kept on the server.

/** A caregiver's id as it appears in a path (better-auth user ids: letters, digits, '-' and '_'). */
export const caregiverIdParamSchema = z.strictObject({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/** GET /api/favorites: the family's favourite caregivers who can be booked, newest first. */
export const favoritesResponseSchema = z.object({ caregivers: z.array(caregiverCardDtoSchema) });
export type FavoritesResponse = z.infer<typeof favoritesResponseSchema>;

/** PUT and DELETE /api/favorites/:id: whether the caregiver is a favourite now. */
export const favoriteResponseSchema = z.object({ favorito: z.boolean() });
