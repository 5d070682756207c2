// A person's name as every screen, notification and e-mail shows it.

/** 'Helena Duarte' from its parts; missing parts are left out. */
export function fullName(person: { firstName?: string | null; lastName?: string | null }): string {
  return `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim();
}

/** A caregiver's name in a notice, or 'O cuidador' when the account has none (deleted, never filled). */
export function caregiverNameForNotice(person: { firstName?: string | null; lastName?: string | null } | null | undefined): string {
  return fullName(person ?? {}) || 'O cuidador';
}
