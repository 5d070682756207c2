import { fullName } from './names';

/** The title of a caregiver's page: the app's screen and the server-rendered page say the same. */
export function caregiverPageTitle(caregiver: { firstName: string; lastName: string; cidade: string | null }): string {
  return `${fullName(caregiver)} — cuidador(a) em ${caregiver.cidade ?? 'Cuidar'}`;
}
