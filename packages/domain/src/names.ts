// A person's name as every screen, notification and e-mail shows it.

/** 'Helena Duarte' from its parts; missing parts are left out. */
export function fullName(person: { firstName?: string | null; lastName?: string | null }): string {
  return `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim();
}
