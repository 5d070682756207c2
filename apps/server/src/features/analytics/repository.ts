import type { AnalyticsEventName } from '@cuidar/domain/constants';
import type { Executor } from '../../db/client';
import { analyticsEvents } from '../../db/schema';

export interface AnalyticsEventInput {
  eventName: AnalyticsEventName;
  userId: string | null;
  /** 'anonimo' for visitors, else the role. */
  tipoUsuario: string;
  metadata: Record<string, unknown>;
  at: Date;
}

/** One analytics row: familia_form_submit or match_sugerido (docs/product.md#questionnaire, #recommendations). */
export async function recordAnalyticsEvent(db: Executor, event: AnalyticsEventInput): Promise<void> {
  await db.insert(analyticsEvents).values({
    eventName: event.eventName,
    userId: event.userId,
    tipoUsuario: event.tipoUsuario,
    metadata: event.metadata,
    createdAt: event.at,
  });
}
