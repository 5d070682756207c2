import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { ContactForm } from './contact-form';

async function fill(values: { nome?: string; email?: string; mensagem?: string }) {
  const user = userEvent.setup();
  if (values.nome) await user.type(screen.getByLabelText('Nome'), values.nome);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.mensagem) await user.type(screen.getByLabelText('Mensagem'), values.mensagem);
  return user;
}

describe('ContactForm', () => {
  it("asks for every field with 'Preencha todos os campos' and sends nothing", async () => {
    const calls = mockFetch({});
    renderWithProviders(<ContactForm />);
    const user = await fill({ nome: 'Beatriz' });
    await user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Preencha todos os campos');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Mensagem')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nome')).not.toHaveAttribute('aria-invalid');
    expect(calls).toEqual([]);
  });

  it('checks the e-mail address', async () => {
    const calls = mockFetch({});
    renderWithProviders(<ContactForm />);
    const user = await fill({ nome: 'Beatriz', email: 'beatriz@', mensagem: 'Olá' });
    await user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByText('Email inválido')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("says 'Mensagem enviada!' only after the server accepted it", async () => {
    let release: () => void = () => undefined;
    const accepted = new Promise<void>((resolve) => (release = resolve));
    const calls = mockFetch({ '/api/contact': () => ({ status: 201, body: { ok: true, message: 'Mensagem enviada!' } }) });
    const realFetch = window.fetch;
    window.fetch = (async (...args: Parameters<typeof fetch>) => {
      await accepted;
      return realFetch(...args);
    }) as typeof fetch;
    renderWithProviders(<ContactForm />);
    const user = await fill({ nome: 'Beatriz Campos', email: 'beatriz@exemplo.com.br', mensagem: 'Vocês atendem em Niterói?' });
    await user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByRole('button', { name: 'Enviando...' })).toBeDisabled();
    expect(screen.queryByText('Mensagem enviada!')).toBeNull();
    release();
    expect(await screen.findByText('Mensagem enviada!')).toBeInTheDocument();
    expect(JSON.parse(calls[0]!.init!.body as string)).toEqual({ nome: 'Beatriz Campos', email: 'beatriz@exemplo.com.br', mensagem: 'Vocês atendem em Niterói?' });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar outra mensagem' }));
    expect(screen.getByLabelText('Nome')).toHaveValue('');
  });

  it('keeps what was typed when the server refuses, and shows why', async () => {
    mockFetch({
      '/api/contact': () => ({ status: 429, body: { error: { code: 'RATE_LIMITED', message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.' } } }),
    });
    renderWithProviders(<ContactForm />);
    const user = await fill({ nome: 'Beatriz', email: 'beatriz@exemplo.com.br', mensagem: 'Minha mensagem longa' });
    await user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
    expect(screen.getByLabelText('Mensagem')).toHaveValue('Minha mensagem longa');
    expect(screen.getByLabelText('Nome')).toHaveValue('Beatriz');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar mensagem' })).toBeEnabled());
  });

  it('takes the person to the first field to fix, and the messages follow what is typed after that', async () => {
    const calls = mockFetch({});
    renderWithProviders(<ContactForm />);
    const user = await fill({ nome: 'Beatriz', email: 'beatriz@', mensagem: 'Olá' });
    await user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByText('Email inválido')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.type(screen.getByLabelText('Email'), 'exemplo.com.br');
    await waitFor(() => expect(screen.queryByText('Email inválido')).toBeNull());
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(calls).toEqual([]);
  });

  it('shows a message the server puts on a field beside that field', async () => {
    mockFetch({ '/api/contact': () => ({ status: 400, body: { error: { code: 'VALIDATION', message: 'Email inválido', field: 'email' } } }) });
    renderWithProviders(<ContactForm />);
    const user = await fill({ nome: 'Beatriz', email: 'beatriz@exemplo.com.br', mensagem: 'Olá' });
    await user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByText('Email inválido')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Mensagem')).toHaveValue('Olá');
  });
});
