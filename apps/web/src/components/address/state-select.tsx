import { BRAZILIAN_STATES } from '@cuidar/domain/constants';
import { addressCopy } from '@cuidar/domain/messages/screens/address';
import type { ComponentProps } from 'react';
import { Select } from '@/components/ui/input';

/** The 27 states as 'SP — São Paulo', with an empty first choice. */
export function StateSelect(props: ComponentProps<typeof Select>) {
  return (
    <Select autoComplete="address-level1" {...props}>
      <option value="">{addressCopy.stateSelect.empty}</option>
      {BRAZILIAN_STATES.map((state) => (
        <option key={state.uf} value={state.uf}>
          {addressCopy.stateSelect.option(state.uf, state.nome)}
        </option>
      ))}
    </Select>
  );
}
