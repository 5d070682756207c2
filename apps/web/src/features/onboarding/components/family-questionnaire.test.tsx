import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDraft } from '../hooks/draft';
import { FamilyQuestionnaire } from './family-questionnaire';

function wrap(children: ReactNode) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

function renderQuestionnaire(props: Partial<Parameters<typeof FamilyQuestionnaire>[0]> = {}) {
  const onSubmit = vi.fn();
  const onCreateAccount = vi.fn();
  render(wrap(<FamilyQuestionnaire isSignedIn={false} isSubmitting={false} onSubmit={onSubmit} onCreateAccount={onCreateAccount} {...props} />));
  return { onSubmit, onCreateAccount, user: userEvent.setup() };
}

const next = () => screen.getByRole('button', { name: /Próximo/ });

describe('family questionnaire', () => {
  it('walks five steps with progress; back disabled on the first; next disabled without skills', async () => {
    const { user } = renderQuestionnaire();
    expect(screen.getByText('Passo 1 de 5')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByRole('button', { name: /Voltar/ })).toBeDisabled();
    // Shift descriptions (docs/product.md#questionnaire).
    expect(screen.getByText('6h às 12h')).toBeInTheDocument();
    expect(screen.getByText('18h às 6h')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Tarde/ }));
    await user.click(next());
    expect(screen.getByText('Passo 2 de 5')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Sem preferência' })).toBeChecked();
    await user.click(next());
    expect(screen.getByText('Passo 3 de 5')).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(7);
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Higiene pessoal' }));
    expect(next()).toBeEnabled();
    await user.click(next());
    expect(screen.getByText('Passo 4 de 5')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Voltar/ }));
    expect(screen.getByRole('checkbox', { name: 'Higiene pessoal' })).toBeChecked();
  });

  it('masks the CEP, shows the spec messages, then submits the parsed answers from the summary', async () => {
    const { user, onSubmit } = renderQuestionnaire({ initialStep: 3, initialValues: { competencias: ['Higiene pessoal'] } });
    // No network in this test: the lookup fails and says to fill in by hand.
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    const cep = screen.getByLabelText('CEP');
    await user.type(cep, '0543500');
    expect(cep).toHaveValue('05435-00');
    await user.type(screen.getByLabelText('Rua'), 'R');
    await user.type(screen.getByLabelText('Número'), '1');
    await user.type(screen.getByLabelText('Bairro'), 'P');
    await user.type(screen.getByLabelText('Cidade'), 'São Paulo');
    await user.selectOptions(screen.getByLabelText('Estado'), 'SP');
    await user.click(next());
    expect(await screen.findByText('CEP deve ter 8 dígitos')).toBeInTheDocument();
    expect(screen.getByText('Rua é obrigatória')).toBeInTheDocument();
    expect(screen.getByText('Bairro é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Passo 4 de 5')).toBeInTheDocument();

    await user.type(cep, '0');
    expect(cep).toHaveValue('05435-000');
    expect(await screen.findByText('Erro ao buscar CEP — preencha manualmente')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Rua'), 'ua Harmonia');
    await user.type(screen.getByLabelText('Bairro'), 'inheiros');
    await user.click(next());
    expect(screen.getByText('Passo 5 de 5')).toBeInTheDocument();
    expect(screen.getByText('Rua Harmonia, 1, Pinheiros, São Paulo - SP, 05435-000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Encontrar cuidadores/ }));
    expect(onSubmit).toHaveBeenCalledWith({
      turno: 'manha',
      generoPreferido: 'indiferente',
      competencias: ['Higiene pessoal'],
      cep: '05435-000',
      rua: 'Rua Harmonia',
      numero: '1',
      complemento: '',
      bairro: 'Pinheiros',
      cidade: 'São Paulo',
      estado: 'SP',
      dias: 1,
    });
  });

  it('keeps the answers in the browser as they are given', async () => {
    const { user } = renderQuestionnaire({ initialStep: 2 });
    await user.click(screen.getByRole('checkbox', { name: 'Alimentação assistida' }));
    await waitFor(() => expect(loadDraft()?.values.competencias).toEqual(['Alimentação assistida']));
    await user.click(next());
    await waitFor(() => expect(loadDraft()?.step).toBe(3));
    expect(loadDraft()?.saveAfterSignIn).toBe(false);
  });

  it('offers visitors an account on the summary, not signed-in people', async () => {
    const { user, onCreateAccount } = renderQuestionnaire({ initialStep: 4 });
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(onCreateAccount).toHaveBeenCalledOnce();
    cleanup();
    renderQuestionnaire({ initialStep: 4, isSignedIn: true });
    expect(screen.queryByRole('button', { name: 'Criar conta' })).toBeNull();
  });

  it('an invalid earlier answer sends the person back to that step with its message', async () => {
    const { user, onSubmit } = renderQuestionnaire({ initialStep: 4, initialValues: { competencias: [] } });
    await user.click(screen.getByRole('button', { name: /Encontrar cuidadores/ }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText('Passo 3 de 5')).toBeInTheDocument();
    expect(await screen.findByText('Selecione pelo menos uma competência')).toBeInTheDocument();
  });
});
