import { onboardingAnswersSchema, type OnboardingAnswers } from '@cuidar/domain/onboarding';

// The questionnaire's answers travel to /recomendacoes in navigation state
// (docs/product.md#questionnaire) and are also kept in this tab's sessionStorage, so a reload or a
// visit to a card's page and back keeps them.
// Only this tab, only this session: the street address does not linger on a shared computer.

const KEY = 'cuidar:recomendacoes:respostas';

export function storeSearchAnswers(answers: OnboardingAnswers): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(answers));
  } catch {
    // Storage full or disabled: navigation state still carries the answers.
  }
}

/** The answers from navigation state ({ formData }) or, after a reload, from this tab's storage. */
export function readSearchAnswers(state: unknown): OnboardingAnswers | null {
  const fromState = (state as { formData?: unknown } | null)?.formData;
  const parsedState = fromState === undefined ? null : onboardingAnswersSchema.safeParse(fromState);
  if (parsedState?.success) return parsedState.data;
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = onboardingAnswersSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
