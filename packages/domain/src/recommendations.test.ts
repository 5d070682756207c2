import { describe, expect, it } from 'vitest';
import { KNOWN_PLACE_MATCH, matchReasons, relaxationNotice, RELAXATION_STEPS, searchWithRelaxation, SHIFT_LABELS, STEP_FILTERS, type RelaxationStep } from './recommendations';

const request = { cidade: 'São Paulo', estado: 'SP', competencias: ['Doença de Alzheimer/Demência', 'Higiene pessoal'] };

describe('relaxation', () => {
  it('relaxes the neighbourhood, then the city, then the skill; never gender or state', () => {
    expect(RELAXATION_STEPS).toEqual(['estrito', 'cidade', 'estado', 'sem-competencia']);
    expect(STEP_FILTERS.estrito).toEqual({ bairro: true, cidade: true, competencia: true });
    expect(STEP_FILTERS.cidade).toEqual({ bairro: false, cidade: true, competencia: true });
    expect(STEP_FILTERS.estado).toEqual({ bairro: false, cidade: false, competencia: true });
    expect(STEP_FILTERS['sem-competencia']).toEqual({ bairro: false, cidade: false, competencia: false });
  });

  it('each step knows what the earlier, empty steps imply about the place', () => {
    for (const step of RELAXATION_STEPS) {
      const known = KNOWN_PLACE_MATCH[step];
      const filters = STEP_FILTERS[step];
      if (!known) {
        expect(filters.competencia).toBe(false);
        continue;
      }
      // A filtered place is matched by everyone; a relaxed one by nobody (they would have been found before).
      expect(known.sameCidade).toBe(filters.cidade);
      expect(known.sameBairro).toBe(filters.bairro);
    }
  });

  it('stops at the first step that finds somebody', async () => {
    const asked: RelaxationStep[] = [];
    const found = await searchWithRelaxation(async (step) => {
      asked.push(step);
      return step === 'estado' ? ['ana'] : [];
    });
    expect(asked).toEqual(['estrito', 'cidade', 'estado']);
    expect(found).toEqual({ step: 'estado', results: ['ana'] });
  });

  it('asks once when the strict search finds somebody', async () => {
    const asked: RelaxationStep[] = [];
    const found = await searchWithRelaxation(async (step) => {
      asked.push(step);
      return ['ana', 'bia'];
    });
    expect(asked).toEqual(['estrito']);
    expect(found.step).toBe('estrito');
  });

  it('ends empty after the last step', async () => {
    const asked: RelaxationStep[] = [];
    const found = await searchWithRelaxation(async (step) => {
      asked.push(step);
      return [];
    });
    expect(asked).toEqual([...RELAXATION_STEPS]);
    expect(found.results).toEqual([]);
  });

  it('says what was relaxed above the results', () => {
    expect(relaxationNotice('estrito', request)).toBeNull();
    expect(relaxationNotice('cidade', request)).toBe('Não encontramos no seu bairro; mostrando cuidadores em São Paulo');
    expect(relaxationNotice('estado', request)).toBe('Não encontramos na sua cidade; mostrando cuidadores em São Paulo');
    expect(relaxationNotice('estado', { ...request, estado: 'RJ' })).toBe('Não encontramos na sua cidade; mostrando cuidadores no Rio de Janeiro');
    expect(relaxationNotice('estado', { ...request, estado: 'BA' })).toBe('Não encontramos na sua cidade; mostrando cuidadores na Bahia');
    expect(relaxationNotice('cidade', { ...request, cidade: 'Rio de Janeiro', estado: 'RJ' })).toBe('Não encontramos no seu bairro; mostrando cuidadores no Rio de Janeiro');
    expect(relaxationNotice('sem-competencia', { ...request, estado: 'MG' })).toBe(
      'Não encontramos cuidadores com Doença de Alzheimer/Demência perto de você; mostrando outros cuidadores em Minas Gerais',
    );
  });
});

describe('match reasons', () => {
  it('counts skills, names the shift and the place', () => {
    expect(matchReasons({ skillsMatched: 3, skillsWanted: 3, availableInShift: true, sameBairro: false, sameCidade: true }, 'tarde')).toEqual([
      '3 de 3 competências',
      'Disponível à tarde',
      'Na sua cidade',
    ]);
    expect(matchReasons({ skillsMatched: 1, skillsWanted: 1, availableInShift: false, sameBairro: true, sameCidade: true }, 'manha')).toEqual([
      '1 de 1 competência',
      'No seu bairro',
    ]);
    expect(matchReasons({ skillsMatched: 0, skillsWanted: 2, availableInShift: true, sameBairro: false, sameCidade: false }, 'integral')).toEqual([
      '0 de 2 competências',
      'Disponível em período integral',
    ]);
    expect(matchReasons({ skillsMatched: 2, skillsWanted: 2, availableInShift: true, sameBairro: false, sameCidade: false }, 'noite')[1]).toBe('Disponível à noite');
    expect(matchReasons({ skillsMatched: 2, skillsWanted: 2, availableInShift: true, sameBairro: false, sameCidade: false }, 'manha')[1]).toBe('Disponível de manhã');
  });

  it('a 24h caregiver covers every shift; integral needs 24h', () => {
    for (const turno of ['manha', 'tarde', 'noite', 'integral'] as const) expect(SHIFT_LABELS[turno]).toContain('24h');
    expect(SHIFT_LABELS.integral).toEqual(['24h']);
  });
});
