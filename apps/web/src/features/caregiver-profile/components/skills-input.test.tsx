import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SkillsInput } from './skills-input';

function Harness({ onSubmit }: { onSubmit: () => void }) {
  const [skills, setSkills] = useState<string[]>(['Companhia']);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <SkillsInput value={skills} onChange={setSkills} />
      <output data-testid="skills">{skills.join('|')}</output>
    </form>
  );
}

describe('SkillsInput', () => {
  it('adds one skill at a time with Enter (without submitting) or +, trimmed, ignoring blanks and repeats', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const input = screen.getByLabelText('Competências');
    await userEvent.type(input, '  Banho no leito  {Enter}');
    expect(screen.getByTestId('skills')).toHaveTextContent('Companhia|Banho no leito');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveValue('');
    await userEvent.type(input, '   {Enter}');
    expect(screen.getByTestId('skills')).toHaveTextContent('Companhia|Banho no leito');
    await userEvent.type(input, 'companhia{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Essa competência já está na lista');
    await userEvent.clear(input);
    await userEvent.type(input, 'Curativos');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar competência' }));
    expect(screen.getByTestId('skills')).toHaveTextContent('Companhia|Banho no leito|Curativos');
    await userEvent.click(screen.getByRole('button', { name: 'Remover Companhia' }));
    expect(screen.getByTestId('skills')).toHaveTextContent('Banho no leito|Curativos');
  });
});
