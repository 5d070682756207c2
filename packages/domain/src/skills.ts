import { FAMILY_CARE_SKILLS } from './constants';

// One rule for "does this caregiver offer what the family asked for?".
//
// Families choose from FAMILY_CARE_SKILLS ('Higiene pessoal', …); caregivers who register through
// the wizard choose from CAREGIVER_SKILL_OPTIONS ('Higiene', 'Companhia', 'Mobilidade /
// Fisioterapia', …) and may type their own skills on the profile page. A family skill is satisfied
// by any of its synonyms, compared without case, accents or spaces around a slash.
//
// The database keeps the same normal form of each caregiver's skills in
// cuidador_profiles.competencias_busca (a trigger calls cuidar_normalize(), the SQL twin of
// normalizeSearchText below); the recommendation query compares those with searchKeysFor().

export type FamilyCareSkill = (typeof FAMILY_CARE_SKILLS)[number];

const normalizedTexts = new Map<string, string>();
const NORMALIZED_TEXTS_KEPT = 5000;

/**
 * Lower case, no accents, single spaces, no spaces around '/', trimmed.
 * Must stay identical to the SQL function cuidar_normalize() (migration 0007).
 */
export function normalizeSearchText(value: string | null | undefined): string {
  const text = value ?? '';
  const known = normalizedTexts.get(text);
  if (known !== undefined) return known;
  const normal = text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/\s*\/\s*/g, '/')
    .replace(/\s+/g, ' ')
    .trim();
  // The same few hundred skill, city and neighbourhood names come back on every search: their
  // normal forms are kept (short texts only, a bounded number) instead of recomputed per card.
  if (text.length <= 80) {
    if (normalizedTexts.size >= NORMALIZED_TEXTS_KEPT) normalizedTexts.clear();
    normalizedTexts.set(text, normal);
  }
  return normal;
}

/** What a caregiver may have written that satisfies each family skill (any case or accents). */
export const SKILL_SYNONYMS: Record<FamilyCareSkill, readonly string[]> = {
  'Higiene pessoal': ['Higiene pessoal', 'Higiene', 'Banho', 'Banho e higiene', 'Cuidados de higiene'],
  'Administração de medicação': [
    'Administração de medicação',
    'Administração de medicamentos',
    'Medicação',
    'Medicamentos',
    'Controle de medicação',
  ],
  'Alimentação assistida': ['Alimentação assistida', 'Alimentação', 'Auxílio na alimentação'],
  'Mobilidade/Fisioterapia': ['Mobilidade/Fisioterapia', 'Mobilidade', 'Fisioterapia', 'Mobilidade e fisioterapia'],
  'Companhia e estimulação cognitiva': [
    'Companhia e estimulação cognitiva',
    'Companhia',
    'Estimulação cognitiva',
    'Acompanhamento',
  ],
  'Cuidados pós-operatórios': ['Cuidados pós-operatórios', 'Pós-operatório', 'Cuidados pós-operatório', 'Pós-cirúrgico'],
  'Doença de Alzheimer/Demência': ['Doença de Alzheimer/Demência', 'Alzheimer', 'Demência', 'Alzheimer/Demência'],
};

const keysBySkill = new Map<string, string[]>(
  FAMILY_CARE_SKILLS.map((skill) => [skill, [...new Set(SKILL_SYNONYMS[skill].map(normalizeSearchText))]]),
);

/**
 * The normalised caregiver skills that satisfy a family skill. A skill outside the family list
 * (an old answer, a typed one) is matched by its own normal form only.
 */
export function searchKeysFor(familySkill: string): string[] {
  return keysBySkill.get(familySkill) ?? [normalizeSearchText(familySkill)];
}

/** Whether a caregiver's skills (as written) satisfy a family skill. */
export function offersSkill(caregiverSkills: readonly string[], familySkill: string): boolean {
  const keys = searchKeysFor(familySkill);
  return caregiverSkills.some((skill) => keys.includes(normalizeSearchText(skill)));
}

/** The family skills this caregiver satisfies, in the family's order. */
export function matchedSkills(caregiverSkills: readonly string[], wanted: readonly string[]): string[] {
  return wanted.filter((skill) => offersSkill(caregiverSkills, skill));
}

// The keys of a family's list, by the list's text: every search orders ten cards by them, and the
// lists families choose repeat (a handful of skills). Bounded like the normal forms above.
const wantedKeysByList = new Map<string, ReadonlySet<string>>();

function wantedKeys(wanted: readonly string[]): ReadonlySet<string> {
  const list = wanted.join('\u0000'); // NUL never reaches here: requests with it are refused
  let keys = wantedKeysByList.get(list);
  if (!keys) {
    if (wantedKeysByList.size >= NORMALIZED_TEXTS_KEPT) wantedKeysByList.clear();
    wantedKeysByList.set(list, (keys = new Set(wanted.flatMap(searchKeysFor))));
  }
  return keys;
}

/**
 * The caregiver's skills with the ones the family asked for first (in the caregiver's wording),
 * so the three badges on a card show what matters to this family.
 */
export function skillsForCard(caregiverSkills: readonly string[], wanted: readonly string[]): string[] {
  const keys = wantedKeys(wanted);
  const first: string[] = [];
  const rest: string[] = [];
  for (const skill of caregiverSkills) (keys.has(normalizeSearchText(skill)) ? first : rest).push(skill);
  for (const skill of rest) first.push(skill);
  return first;
}
