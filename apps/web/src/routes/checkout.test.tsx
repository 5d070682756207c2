import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { Component as Checkout } from './checkout';

// /checkout (docs/product.md#plans): the platform's part of each shift is on the screen before
// paying; while it cannot be loaded, the page says so and 'Continuar para Pagamento' waits.

const price = { price: { planId: 'quarterly', monthlyValueCents: 315000, shiftsPerMonth: 21, feePercent: 10, perShift: { dailyPriceCents: 15000, feeCents: 1500, caregiverCents: 13500 } } };

/** The page's calls; the price answers each in turn (the last one again after that). */
function serve(priceAnswers: { status: number; body: unknown }[]) {
  mockFetch({
    '/api/session': () => ({ body: { user: null } }),
    '/api/checkout/provider': () => ({ body: { provider: 'sandbox' } }),
    '/api/plans/quarterly/price': () => (priceAnswers.length > 1 ? priceAnswers.shift()! : priceAnswers[0]!),
  });
}

const renderCheckout = () => renderWithProviders(<Checkout />, { path: '/checkout', search: '?plano=quarterly' });

describe('/checkout', () => {
  it("shows the platform's part of each shift and what the caregiver receives before paying", async () => {
    serve([{ status: 200, body: price }]);
    renderCheckout();
    expect(await screen.findByText('Inclui a taxa de serviço do Cuidar (10%): R$ 15,00 de cada plantão de R$ 150,00.')).toBeInTheDocument();
    expect(screen.getByText('O cuidador recebe R$ 135,00 por plantão.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar para Pagamento' })).toBeEnabled();
  });

  it('keeps the payment button off while the fee cannot be shown, and shows it on a new try', async () => {
    serve([
      { status: 500, body: { error: { code: 'INTERNAL', message: 'Erro interno.' } } },
      { status: 200, body: price },
    ]);
    renderCheckout();
    expect(await screen.findByText(/Não foi possível mostrar a taxa de serviço/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar para Pagamento' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('O cuidador recebe R$ 135,00 por plantão.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar para Pagamento' })).toBeEnabled();
  });
});
