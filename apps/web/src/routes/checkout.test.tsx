import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as Checkout } from './checkout';

// /checkout (docs/product.md#plans): the platform's part of each shift is on the screen before
// paying; while it cannot be loaded, the page says so and 'Continuar para Pagamento' waits.

const price = { price: { planId: 'quarterly', monthlyValueCents: 315000, shiftsPerMonth: 21, feePercent: 10, perShift: { dailyPriceCents: 15000, feeCents: 1500, caregiverCents: 13500 } } };

function serve(priceAnswers: { status: number; body: unknown }[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
      const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (path === '/api/session') return json(200, { user: null });
      if (path === '/api/checkout/provider') return json(200, { provider: 'sandbox' });
      if (path === '/api/plans/quarterly/price') {
        const answer = priceAnswers.length > 1 ? priceAnswers.shift()! : priceAnswers[0]!;
        return json(answer.status, answer.body);
      }
      throw new Error(`fetch inesperado: ${path}`);
    }),
  );
}

function renderCheckout() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/checkout?plano=quarterly']}>
        <Checkout />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

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
