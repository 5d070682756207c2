import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { ReportButton } from './report-button';


const MESSAGE_ID = '0b8e0c6e-5f7a-4a43-9d35-2f3c1c7a9e10';

describe('ReportButton', () => {
  it('asks for a reason, then sends the report about the message and closes', async () => {
    const calls = mockFetch({
      '/api/denuncias': () => ({
        status: 201,
        body: { ok: true, message: 'Denúncia enviada. Nossa equipe vai analisar e avisar você do resultado.', id: 'r1', created: true },
      }),
    });
    renderWithProviders(<ReportButton look="inline" alvoTipo="mensagem" alvoId={MESSAGE_ID} accessibleName="Denunciar mensagem de Joana" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Denunciar mensagem de Joana' }));
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar mensagem' });
    await user.click(screen.getByRole('button', { name: 'Enviar denúncia' }));
    expect(await screen.findByText('Escolha o motivo da denúncia.')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Assédio' }));
    await user.type(screen.getByLabelText('O que aconteceu (opcional)'), 'Mensagens à noite.');
    await user.click(screen.getByRole('button', { name: 'Enviar denúncia' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(JSON.parse(calls[0]!.init!.body as string)).toEqual({ alvoTipo: 'mensagem', alvoId: MESSAGE_ID, motivo: 'assedio', descricao: 'Mensagens à noite.' });
  });

  it('keeps the dialog open and shows why when the server refuses', async () => {
    mockFetch({
      '/api/denuncias': () => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Não encontramos o que você quer denunciar.' } } }),
    });
    renderWithProviders(<ReportButton alvoTipo="perfil" alvoId="x" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Denunciar' }));
    await user.click(await screen.findByRole('radio', { name: 'Perfil falso' }));
    await user.click(screen.getByRole('button', { name: 'Enviar denúncia' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar denúncia' })).toBeEnabled());
    expect(screen.getByRole('dialog', { name: 'Denunciar perfil' })).toBeInTheDocument();
  });
});
