import { PLANS } from '@cuidar/domain/plans';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PlansSection } from './plans-section';

const location = () => JSON.parse(screen.getByTestId('location').textContent!) as { pathname: string; search: string; state: unknown };

describe('PlansSection', () => {
  it('shows the three plans from the domain table, the best choice badge and the single shift', () => {
    renderWithProviders(<PlansSection />);
    for (const plan of PLANS) expect(screen.getByRole('article', { name: plan.title })).toBeInTheDocument();
    const biannual = screen.getByRole('article', { name: 'Laços Semestrais' });
    expect(within(biannual).getByText('Melhor Escolha')).toBeInTheDocument();
    expect(within(biannual).getByText('Nosso melhor preço!')).toBeInTheDocument();
    expect(biannual).toHaveTextContent(/R\$\s145,00/);
    expect(biannual).toHaveTextContent(/R\$\s18\.270,00 \(R\$\s3\.045,00\/mês\)/);
    // The 24 h price, and that it cannot be bought yet (a plan runs 12 h shifts).
    expect(biannual).toHaveTextContent(/Ciclo de 24h:\s*R\$\s36\.540,00 \(R\$\s6\.090,00\/mês\)\s*ainda não disponível para contratação/);
    expect(within(screen.getByRole('article', { name: 'Aconchego Mensal' })).queryByText('Melhor Escolha')).toBeNull();
    expect(screen.getByRole('article', { name: 'Plantão Avulso' })).toHaveTextContent(/R\$\s175,00/);
    expect(screen.getByText(/art\. 49 do Código de Defesa do Consumidor/)).toBeInTheDocument();
  });

  it("'Contratar Agora' goes to /checkout with the plan id in navigation state (and in the query)", () => {
    renderWithProviders(<PlansSection />);
    fireEvent.click(within(screen.getByRole('article', { name: 'Vínculo Trimestral' })).getByRole('link', { name: 'Contratar Agora' }));
    expect(location()).toEqual({ pathname: '/checkout', search: '?plano=quarterly', state: { planId: 'quarterly' } });
  });

  it("'Solicitar Agora' goes to the Plantão Avulso page, where the advertised price applies", () => {
    renderWithProviders(<PlansSection />);
    fireEvent.click(screen.getByRole('link', { name: 'Solicitar Agora' }));
    expect(location().pathname).toBe('/plantao-avulso');
  });
});
