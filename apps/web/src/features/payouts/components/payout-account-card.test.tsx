import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { PayoutAccountCard } from './payout-account-card';

function setUp(account: { required: boolean; status: string | null }) {
  const posts: unknown[] = [];
  mockFetch({
    '/api/caregiver/payout-account': () => ({ body: account }),
    '/api/caregiver/payout-account/onboarding': (init) => {
      posts.push(init?.method);
      return { body: { url: 'https://connect.stripe.com/setup/e/acct_1/abc' } };
    },
  });
  const { container } = renderWithProviders(<PayoutAccountCard />);
  return { posts, container };
}

afterEach(() => vi.unstubAllGlobals());

describe("'Conta para receber os repasses'", () => {
  it('is not shown when payouts need no connected account', async () => {
    const { container } = setUp({ required: false, status: null });
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('sends the caregiver to Stripe to connect the account, with no Pix key asked first', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { posts } = setUp({ required: true, status: 'nao_conectada' });
    expect(await screen.findByText(/conecte sua conta/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Conectar minha conta' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://connect.stripe.com/setup/e/acct_1/abc'));
    expect(posts).toEqual(['POST']);
    expect(screen.getByRole('button', { name: 'Abrindo o Stripe...' })).toBeDisabled();
  });

  it('offers to finish an unfinished sign-up', async () => {
    setUp({ required: true, status: 'cadastro_incompleto' });
    expect(await screen.findByRole('button', { name: 'Continuar cadastro no Stripe' })).toBeInTheDocument();
    expect(screen.getByText(/ainda não terminou/)).toBeInTheDocument();
  });

  it('says where the money goes once the account is ready, with nothing to click', async () => {
    setUp({ required: true, status: 'pronta' });
    expect(await screen.findByText(/Conta conectada/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
