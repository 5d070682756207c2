// 'Como funciona?': the steps shown in the help panel and on /como-funciona; their words are the
// catalogue's (helpCopy).
import { helpCopy } from '@cuidar/domain/messages/screens/help';

export interface Step {
  title: string;
  text: string;
}

export const FAMILY_STEPS: readonly Step[] = helpCopy.familySteps;

export const CAREGIVER_STEPS: readonly Step[] = helpCopy.caregiverSteps;

export const MAIN_FEATURES: readonly Step[] = helpCopy.mainFeatures;
