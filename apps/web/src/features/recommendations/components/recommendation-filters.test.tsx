import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RecommendationFilters, type RecommendationFilterValues } from './recommendation-filters';

// The page's filters (docs/product.md#recommendations): each control changes one field of the search.

const value: RecommendationFilterValues = { generoPreferido: 'indiferente', competencias: ['Higiene pessoal'] };

describe('RecommendationFilters', () => {
  it('sends price, gender and minimum rating as the search asks for them', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<RecommendationFilters value={value} onChange={onChange} />);
    await user.selectOptions(screen.getByLabelText('Avaliação mínima'), '4,5 estrelas ou mais');
    expect(onChange).toHaveBeenLastCalledWith({ ...value, notaMinima: 4.5 });
    await user.selectOptions(screen.getByLabelText('Preço máximo por hora'), '5000');
    expect(onChange).toHaveBeenLastCalledWith({ ...value, precoMaxCentavos: 5000 });
    await user.selectOptions(screen.getByLabelText('Gênero do cuidador'), 'Feminino');
    expect(onChange).toHaveBeenLastCalledWith({ ...value, generoPreferido: 'feminino' });
    expect(screen.getByText('Todos os cuidadores mostrados foram verificados pela equipe do Cuidar.')).toBeInTheDocument();
  });

  it('adds a skill, and keeps the last one chosen', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<RecommendationFilters value={value} onChange={onChange} />);
    expect(screen.getByRole('checkbox', { name: 'Higiene pessoal' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Alimentação assistida' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...value, competencias: ['Higiene pessoal', 'Alimentação assistida'] });
  });
});
