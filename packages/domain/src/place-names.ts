import { BRAZILIAN_STATES, type UF } from './constants';
import { placeNamesLabels } from './messages/labels/place-names';

// pt-BR place prepositions ('na Bahia', 'no Rio de Janeiro', 'em São Paulo'): Portuguese contracts
// 'em' with the article a place name takes, and each name has its own article (or none).

type Preposition = 'em' | 'no' | 'na';

/** States whose name takes an article; every other state takes plain 'em'. */
const STATE_PREPOSITIONS: Partial<Record<UF, Preposition>> = placeNamesLabels.statePrepositions;

/**
 * Cities whose name takes an article, compared without case or accents. Most Brazilian cities take
 * none ('em São Paulo', 'em Salvador'); 'o Rio de Janeiro' always does, and 'o Recife' is how the
 * city's own people and press write it (both forms are correct; we follow the local one).
 */
const CITY_PREPOSITIONS: Record<string, Preposition> = placeNamesLabels.cityPrepositions;

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The place with its contracted preposition: placeWithPreposition('BA', 'estado') → 'na Bahia',
 * placeWithPreposition('Rio de Janeiro', 'cidade') → 'no Rio de Janeiro', a city we do not know →
 * 'em <city>' (the rule for almost every city). A state is given by its UF or its full name.
 */
export function placeWithPreposition(place: string, kind: 'estado' | 'cidade'): string {
  const l = placeNamesLabels;
  const name = place.trim();
  if (kind === 'estado') {
    const state = BRAZILIAN_STATES.find((s) => s.uf === name.toUpperCase() || fold(s.nome) === fold(name));
    if (!state) return l.withPreposition(l.defaultPreposition, name);
    return l.withPreposition(STATE_PREPOSITIONS[state.uf] ?? l.defaultPreposition, state.nome);
  }
  return l.withPreposition(CITY_PREPOSITIONS[fold(name)] ?? l.defaultPreposition, name);
}
