import { ONBOARDING_DEFAULTS, ONBOARDING_STEPS, type OnboardingValues } from '@cuidar/domain/onboarding';

// The questionnaire in progress, kept in this browser so it survives a reload and the trip through
// sign-up and e-mail verification (which may open in another tab). Cleared once the answers are
// saved on a family profile.

const KEY = 'cuidar:onboarding-familia';
const MAX_AGE_MS = 30 * 24 * 3600 * 1000;

export interface OnboardingDraft {
  values: OnboardingValues;
  step: number;
  /** Set when an anonymous person submitted or went to create an account: save after sign-in. */
  saveAfterSignIn: boolean;
  savedAt: number;
}

export function loadDraft(): OnboardingDraft | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<OnboardingDraft>;
    if (!draft.values || typeof draft.savedAt !== 'number' || Date.now() - draft.savedAt > MAX_AGE_MS) {
      localStorage.removeItem(KEY);
      return null;
    }
    const values = { ...ONBOARDING_DEFAULTS, ...draft.values };
    if (!Array.isArray(values.competencias)) values.competencias = [];
    const step = Math.min(Math.max(0, Math.trunc(Number(draft.step) || 0)), ONBOARDING_STEPS.length - 1);
    return { values, step, saveAfterSignIn: draft.saveAfterSignIn === true, savedAt: draft.savedAt };
  } catch {
    return null;
  }
}

function writeDraft(draft: Omit<OnboardingDraft, 'savedAt'>): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...draft, savedAt: Date.now() }));
  } catch {
    // Storage disabled: the questionnaire still works, it just will not survive a reload.
  }
}

/** Keeps the answers so far; a pending "save after sign-in" stays pending. */
export function saveDraftProgress(values: OnboardingValues, step: number): void {
  writeDraft({ values, step, saveAfterSignIn: loadDraft()?.saveAfterSignIn ?? false });
}

export function markDraftForSaving(): void {
  const draft = loadDraft();
  if (draft) writeDraft({ ...draft, saveAfterSignIn: true });
}

export function clearDraft(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}
