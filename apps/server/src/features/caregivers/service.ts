import type { CaregiverCardDto } from '@cuidar/domain/caregivers';
import type { Executor } from '../../db/client';
import { findFeaturedCaregivers } from './repository';

/** The landing page's featured caregivers: highest-rated complete profiles first. */
export function listFeaturedCaregivers(db: Executor, limit: number): Promise<CaregiverCardDto[]> {
  return findFeaturedCaregivers(db, limit);
}
