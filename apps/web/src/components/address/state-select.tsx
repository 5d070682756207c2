import { BRAZILIAN_STATES } from '@cuidar/domain/constants';
import type { ComponentProps } from 'react';
import { Select } from '@/components/ui/input';

/** The 27 states as 'SP — São Paulo', with an empty first choice. */
export function StateSelect(props: ComponentProps<typeof Select>) {
  return (
    <Select autoComplete="address-level1" {...props}>
      <option value="">Selecione o estado</option>
      {BRAZILIAN_STATES.map((state) => (
        <option key={state.uf} value={state.uf}>
          {state.uf} — {state.nome}
        </option>
      ))}
    </Select>
  );
}
