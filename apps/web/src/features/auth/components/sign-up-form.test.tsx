import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadPasswordStrength } from '@cuidar/domain/password-policy';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SignUpForm } from './sign-up-form';

// Unpacking the dictionaries takes a second or more on a busy machine; the field starts the same load.
beforeAll(() => loadPasswordStrength(), 30_000);
afterEach(() => vi.unstubAllGlobals());

const TOO_COMMON = 'Esta senha é muito comum e fácil de adivinhar. Escolha outra.';

describe('sign-up form and the password policy', () => {
  it('refuses an easy password in the browser, with the server\'s message, and shows how strong it is', { timeout: 30_000 }, async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<SignUpForm isPending={false} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Nome completo'), 'Rita de Cássia Moura');
    await user.type(screen.getByLabelText('Email'), 'rita@exemplo.com.br');
    const password = screen.getByLabelText('Senha', { exact: true });
    await user.type(password, 'Brasil123');
    expect(await screen.findByText('Força da senha: fraca', undefined, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText(TOO_COMMON, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(password);
    await user.type(password, 'ipê-amarelo-na-calçada');
    expect(await screen.findByText('Força da senha: forte', undefined, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ email: 'rita@exemplo.com.br', password: 'ipê-amarelo-na-calçada', role: 'familia' });
  });
});
