import type { OnboardingAnswers, OnboardingSubmitResult } from '@cuidar/domain/onboarding';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../context';
import { recordAnalyticsEvent } from '../analytics/repository';
import { claimFamilyRole, upsertFamilyAddress } from './repository';

/**
 * What the analytics row keeps of the answers: the preferences and the area, never the street,
 * number, complement or CEP of a person who may not even have an account (LGPD: data minimisation).
 */
export function analyticsMetadata(answers: OnboardingAnswers): Record<string, unknown> {
  const { turno, generoPreferido, competencias, bairro, cidade, estado, dias } = answers;
  return { turno, generoPreferido, competencias, bairro, cidade, estado, dias };
}

export interface SubmitDeps {
  db: Database;
  now: () => Date;
}

/**
 * A questionnaire submission. Everyone's counts as a 'familia_form_submit' event (a deferred save
 * of answers already counted when they were given anonymously does not count twice). A signed-in
 * family's answers also fill the address of its profile and the role família, in one transaction.
 */
export async function submitQuestionnaire(
  deps: SubmitDeps,
  user: SessionUser | null,
  answers: OnboardingAnswers,
  deferred: boolean,
): Promise<OnboardingSubmitResult> {
  const event = {
    eventName: 'familia_form_submit' as const,
    userId: user?.id ?? null,
    tipoUsuario: user ? (user.role ?? 'sem_papel') : 'anonimo',
    metadata: analyticsMetadata(answers),
    at: deps.now(),
  };
  if (!user || user.role === 'cuidador') {
    if (!deferred) await recordAnalyticsEvent(deps.db, event);
    return { saved: false };
  }
  return deps.db.transaction(async (tx) => {
    const isFamily = await claimFamilyRole(tx, user.id);
    if (isFamily) await upsertFamilyAddress(tx, user.id, answers);
    if (!deferred) await recordAnalyticsEvent(tx, { ...event, tipoUsuario: isFamily ? 'familia' : event.tipoUsuario });
    return { saved: isFamily };
  });
}
