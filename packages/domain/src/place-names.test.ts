import { describe, expect, it } from 'vitest';
import { BRAZILIAN_STATES } from './constants';
import { placeWithPreposition } from './place-names';

// Every state and every city of the demo seed (apps/server/src/db/factories.ts DEMO_PLACES and
// the demo families), spelled out so a wrong contraction is visible in the test itself.
const STATES: Record<string, string> = {
  AC: 'no Acre', AL: 'em Alagoas', AP: 'no Amapá', AM: 'no Amazonas', BA: 'na Bahia', CE: 'no Ceará',
  DF: 'no Distrito Federal', ES: 'no Espírito Santo', GO: 'em Goiás', MA: 'no Maranhão', MT: 'no Mato Grosso',
  MS: 'no Mato Grosso do Sul', MG: 'em Minas Gerais', PA: 'no Pará', PB: 'na Paraíba', PR: 'no Paraná',
  PE: 'em Pernambuco', PI: 'no Piauí', RJ: 'no Rio de Janeiro', RN: 'no Rio Grande do Norte',
  RS: 'no Rio Grande do Sul', RO: 'em Rondônia', RR: 'em Roraima', SC: 'em Santa Catarina', SP: 'em São Paulo',
  SE: 'em Sergipe', TO: 'no Tocantins',
};

const SEED_CITIES: Record<string, string> = {
  'São Paulo': 'em São Paulo',
  Campinas: 'em Campinas',
  'Rio de Janeiro': 'no Rio de Janeiro',
  Niterói: 'em Niterói',
  'Belo Horizonte': 'em Belo Horizonte',
  'Porto Alegre': 'em Porto Alegre',
  Curitiba: 'em Curitiba',
  Salvador: 'em Salvador',
  Recife: 'no Recife',
  Brasília: 'em Brasília',
  Fortaleza: 'em Fortaleza',
  Florianópolis: 'em Florianópolis',
};

describe('placeWithPreposition', () => {
  it('knows the preposition of all 27 states, by UF or by name', () => {
    expect(Object.keys(STATES).sort()).toEqual(BRAZILIAN_STATES.map((s) => s.uf).sort());
    for (const state of BRAZILIAN_STATES) {
      expect(placeWithPreposition(state.uf, 'estado')).toBe(STATES[state.uf]);
      expect(placeWithPreposition(state.nome, 'estado')).toBe(STATES[state.uf]);
    }
  });

  it('gets every city of the seed right', () => {
    for (const [city, expected] of Object.entries(SEED_CITIES)) expect(placeWithPreposition(city, 'cidade')).toBe(expected);
  });

  it('ignores case, accents and stray spaces the family typed, keeping their spelling', () => {
    expect(placeWithPreposition('  rio de  janeiro ', 'cidade')).toBe('no rio de  janeiro');
    expect(placeWithPreposition('RECIFE', 'cidade')).toBe('no RECIFE');
    expect(placeWithPreposition('bahia', 'estado')).toBe('na Bahia');
  });

  it("uses plain 'em' for a city it does not know, (the rule for almost every city)", () => {
    expect(placeWithPreposition('Rio Branco', 'cidade')).toBe('em Rio Branco');
    expect(placeWithPreposition('Itaquaquecetuba', 'cidade')).toBe('em Itaquaquecetuba');
  });
});
