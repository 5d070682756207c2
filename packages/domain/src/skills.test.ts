import { describe, expect, it } from 'vitest';
import { CAREGIVER_SKILL_OPTIONS, FAMILY_CARE_SKILLS } from './constants';
import { matchedSkills, normalizeSearchText, offersSkill, searchKeysFor, skillsForCard } from './skills';

describe('normalizeSearchText', () => {
  it('drops case, accents and spaces around slashes', () => {
    expect(normalizeSearchText('  São  PAULO ')).toBe('sao paulo');
    expect(normalizeSearchText('Mobilidade / Fisioterapia')).toBe('mobilidade/fisioterapia');
    expect(normalizeSearchText('Cuidados Pós-Operatórios')).toBe('cuidados pos-operatorios');
    expect(normalizeSearchText('Administração de medicação')).toBe('administracao de medicacao');
    expect(normalizeSearchText(null)).toBe('');
  });
});

describe('family skills satisfied by caregiver skills', () => {
  it('every wizard option satisfies at least one family skill', () => {
    for (const option of CAREGIVER_SKILL_OPTIONS) {
      expect(FAMILY_CARE_SKILLS.some((skill) => offersSkill([option], skill)), option).toBe(true);
    }
  });

  it('maps the wizard wording to the family wording', () => {
    expect(offersSkill(['Higiene'], 'Higiene pessoal')).toBe(true);
    expect(offersSkill(['Companhia'], 'Companhia e estimulação cognitiva')).toBe(true);
    expect(offersSkill(['Mobilidade / Fisioterapia'], 'Mobilidade/Fisioterapia')).toBe(true);
    expect(offersSkill(['cuidados pos-operatorios'], 'Cuidados pós-operatórios')).toBe(true);
    expect(offersSkill(['ALZHEIMER'], 'Doença de Alzheimer/Demência')).toBe(true);
  });

  it('does not confuse different skills', () => {
    expect(offersSkill(['Higiene'], 'Administração de medicação')).toBe(false);
    expect(offersSkill(['Companhia'], 'Higiene pessoal')).toBe(false);
    expect(offersSkill([], 'Higiene pessoal')).toBe(false);
  });

  it('the family wording satisfies itself (demo data uses it)', () => {
    for (const skill of FAMILY_CARE_SKILLS) expect(offersSkill([skill], skill)).toBe(true);
  });

  it('an unknown skill matches only itself', () => {
    expect(searchKeysFor('Massagem')).toEqual(['massagem']);
    expect(offersSkill(['massagem'], 'Massagem')).toBe(true);
  });

  it('counts the matched skills in the family order', () => {
    expect(matchedSkills(['Companhia', 'Higiene'], ['Higiene pessoal', 'Alimentação assistida', 'Companhia e estimulação cognitiva'])).toEqual([
      'Higiene pessoal',
      'Companhia e estimulação cognitiva',
    ]);
  });

  it('puts the skills the family asked for first on the card', () => {
    expect(skillsForCard(['Cozinhar', 'Passeios', 'Higiene', 'Alzheimer'], ['Doença de Alzheimer/Demência', 'Higiene pessoal'])).toEqual([
      'Higiene',
      'Alzheimer',
      'Cozinhar',
      'Passeios',
    ]);
  });
});
