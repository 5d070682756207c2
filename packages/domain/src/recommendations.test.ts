import { describe, expect, it } from 'vitest';
import { KNOWN_PLACE_MATCH, matchReasons, qualityScore, relaxationNotice, RELAXATION_STEPS, searchWithRelaxation, SHIFT_LABELS, STEP_FILTERS, type RelaxationStep } from './recommendations';

const request = { cidade: 'São Paulo', estado: 'SP', competencias: ['Doença de Alzheimer/Demência', 'Higiene pessoal'] };

describe('relaxation', () => {
  it('the city first (the neighbourhood only ranks), then the state, then any skill; never gender or state', () => {
    expect(RELAXATION_STEPS).toEqual(['cidade', 'estado', 'sem-competencia']);
    expect(STEP_FILTERS.cidade).toEqual({ cidade: true, competencia: true });
    expect(STEP_FILTERS.estado).toEqual({ cidade: false, competencia: true });
    expect(STEP_FILTERS['sem-competencia']).toEqual({ cidade: false, competencia: false });
  });

  it('the state step knows its caregivers are of other cities; the others measure the place', () => {
    expect(KNOWN_PLACE_MATCH.cidade).toBeNull();
    expect(KNOWN_PLACE_MATCH.estado).toEqual({ sameBairro: false, sameCidade: false });
    expect(KNOWN_PLACE_MATCH['sem-competencia']).toBeNull();
  });

  it('stops at the first step that finds somebody', async () => {
    const asked: RelaxationStep[] = [];
    const found = await searchWithRelaxation(async (step) => {
      asked.push(step);
      return step === 'estado' ? ['ana'] : [];
    });
    expect(asked).toEqual(['cidade', 'estado']);
    expect(found).toEqual({ step: 'estado', results: ['ana'] });
  });

  it('asks once when the city has somebody', async () => {
    const asked: RelaxationStep[] = [];
    const found = await searchWithRelaxation(async (step) => {
      asked.push(step);
      return ['ana', 'bia'];
    });
    expect(asked).toEqual(['cidade']);
    expect(found.step).toBe('cidade');
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
    expect(relaxationNotice('cidade', request)).toBeNull();
    expect(relaxationNotice('cidade', request, true)).toBe('Poucos cuidadores na sua cidade; mostrando também outros em São Paulo');
    expect(relaxationNotice('estado', request)).toBe('Não encontramos na sua cidade; mostrando cuidadores em São Paulo');
    expect(relaxationNotice('estado', { ...request, estado: 'RJ' })).toBe('Não encontramos na sua cidade; mostrando cuidadores no Rio de Janeiro');
    expect(relaxationNotice('estado', { ...request, estado: 'BA' })).toBe('Não encontramos na sua cidade; mostrando cuidadores na Bahia');
    expect(relaxationNotice('cidade', { ...request, cidade: 'Rio de Janeiro', estado: 'RJ' }, true)).toBe('Poucos cuidadores na sua cidade; mostrando também outros no Rio de Janeiro');
    expect(relaxationNotice('sem-competencia', { ...request, estado: 'MG' })).toBe(
      'Não encontramos cuidadores com Doença de Alzheimer/Demência ou Higiene pessoal perto de você; mostrando outros cuidadores em Minas Gerais',
    );
  });
});

describe('match reasons', () => {
  it('counts skills, names the shift and the place', () => {
    expect(matchReasons({ skillsMatched: 3, skillsWanted: 3, availableInShift: true, sameBairro: false, sameCidade: true, respondeRapido: true }, 'tarde')).toEqual([
      '3 de 3 competências',
      'Disponível à tarde',
      'Na sua cidade',
      'Responde em até 1 hora',
    ]);
    expect(matchReasons({ skillsMatched: 1, skillsWanted: 1, availableInShift: false, sameBairro: true, sameCidade: true, respondeRapido: false }, 'manha')).toEqual([
      '1 de 1 competência',
      'Atende no seu bairro',
    ]);
    expect(matchReasons({ skillsMatched: 0, skillsWanted: 2, availableInShift: true, sameBairro: false, sameCidade: false, respondeRapido: false }, 'integral')).toEqual([
      '0 de 2 competências',
      'Disponível em período integral',
      'Em outra cidade do estado',
    ]);
    expect(matchReasons({ skillsMatched: 2, skillsWanted: 2, availableInShift: true, sameBairro: false, sameCidade: false, respondeRapido: false }, 'noite')[1]).toBe('Disponível à noite');
    expect(matchReasons({ skillsMatched: 2, skillsWanted: 2, availableInShift: true, sameBairro: false, sameCidade: false, respondeRapido: false }, 'manha')[1]).toBe('Disponível de manhã');
  });

  it('a 24h caregiver covers every shift; integral needs 24h', () => {
    for (const turno of ['manha', 'tarde', 'noite', 'integral'] as const) expect(SHIFT_LABELS[turno]).toContain('24h');
    expect(SHIFT_LABELS.integral).toEqual(['24h']);
  });
});

describe('quality (ADR 0038)', () => {
  const base = { rating: null, totalAvaliacoes: 0, concluidas: 0, cancelamentos: 0, respostaMedianaMin: null };
  it('is the Bayesian rating for a caregiver without history', () => {
    expect(qualityScore(base)).toBe(4.2);
    expect(qualityScore({ ...base, rating: 5, totalAvaliacoes: 1 })).toBeLessThan(qualityScore({ ...base, rating: 4.8, totalAvaliacoes: 40 }));
  });
  it('loses the share of requests the caregiver cancelled and gains a little for answering fast', () => {
    const rated = { ...base, rating: 4.8, totalAvaliacoes: 20, concluidas: 9 };
    expect(qualityScore({ ...rated, cancelamentos: 1 })).toBeCloseTo(qualityScore(rated) - 0.1, 4);
    expect(qualityScore({ ...rated, respostaMedianaMin: 30 })).toBeCloseTo(qualityScore(rated) + 0.15, 4);
    expect(qualityScore({ ...rated, respostaMedianaMin: 3000 })).toBe(qualityScore(rated));
  });
});
