import { formatCentavos } from '@cuidar/domain/format';
import type { DeletionPayoutDto } from '@cuidar/domain/payouts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { DeleteAccountCard } from './delete-account-card';

// 'Excluir minha conta' for a caregiver (docs/product.md#deletion-payout): before she confirms, the
// dialog says what she still has to receive, where it goes and when — or, with nowhere to send it,
// where to give a destination, and a separate box to give the amount up.


/** As the page reads (jest-dom folds the non-breaking space of R$ into a space). */
const money = (cents: number) => formatCentavos(cents).replace(/\s/g, ' ');

const withKey: DeletionPayoutDto = {
  availableCents: 20000,
  onTheWayCents: 0,
  heldCents: 20800,
  totalCents: 40800,
  payoutsVia: 'pix',
  destination: 'Chave Pix +55 (11) *****-4321',
  destinationStatus: 'pronta',
  nextPayoutDate: '2026-11-25',
  heldPayoutDate: '2026-12-02',
};
const withoutKey: DeletionPayoutDto = { ...withKey, destination: null, destinationStatus: 'ausente' };

async function openDialog(role: 'cuidador' | 'familia' = 'cuidador') {
  const user = userEvent.setup();
  renderWithProviders(<DeleteAccountCard role={role} />);
  await user.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Excluir sua conta?' }) };
}

const giveUpLabel = (cents: number) => `Abro mão de ${money(cents)} que tenho a receber. Sei que não vou receber esse valor.`;
const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body)) as Record<string, unknown>;

describe("a caregiver's deletion dialog", () => {
  it('says what she still has to receive, where it goes and when, and deletes with the password alone', async () => {
    const calls = mockFetch({
      '/api/account/deletion-payout': () => ({ body: withKey }),
      '/api/account/delete': () => ({ body: { ok: true, message: 'Sua conta foi excluída.' } }),
    });
    const { user, dialog } = await openDialog();
    const section = await within(dialog).findByRole('region', { name: 'Seu dinheiro no Cuidar' });
    expect(section).toHaveTextContent(`Você ainda tem ${money(40800)} a receber.`);
    const line = (label: string) => within(section).getByText(label).closest('div')!;
    expect(line('Disponível')).toHaveTextContent(money(20000));
    expect(line('Disponível')).toHaveTextContent('Transferência: quarta-feira, 25 de novembro.');
    expect(line('Dias já trabalhados')).toHaveTextContent(money(20800));
    expect(line('Dias já trabalhados')).toHaveTextContent('Liberados 48 horas depois de cada dia e transferidos a partir de quarta-feira, 2 de dezembro.');
    expect(within(section).queryByText('Em transferência')).not.toBeInTheDocument();
    expect(section).toHaveTextContent('Vai para: Chave Pix +55 (11) *****-4321');
    expect(section).toHaveTextContent('guardamos só isso para pagar você');
    // Nothing to give up: no such box.
    expect(within(dialog).queryByLabelText(/Abro mão/)).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Sua senha'), 'minha-senha-1');
    await user.click(within(dialog).getByLabelText('Entendo que a exclusão é definitiva e não pode ser desfeita.'));
    await user.click(within(dialog).getByRole('button', { name: 'Excluir minha conta' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/account/delete')).toBe(true));
    expect(bodyOf(calls.find((c) => c.path === '/api/account/delete')!.init)).toEqual({ currentPassword: 'minha-senha-1' });
  });

  it('with no Pix key, says where to register one and lets her leave only by ticking that she gives the amount up', async () => {
    let figuresRead = 0;
    const calls = mockFetch({
      '/api/account/deletion-payout': () => {
        figuresRead++;
        return { body: withoutKey };
      },
      '/api/account/delete': () => ({ body: { ok: true, message: 'Sua conta foi excluída.' } }),
    });
    const { user, dialog } = await openDialog();
    const section = await within(dialog).findByRole('region', { name: 'Seu dinheiro no Cuidar' });
    expect(section).toHaveTextContent('Você não cadastrou uma chave Pix. Depois que a conta for excluída, não teremos como pagar você.');
    expect(within(section).getByRole('link', { name: 'Cadastrar chave Pix' })).toHaveAttribute('href', '/dashboard/cuidador/perfil');
    expect(section).not.toHaveTextContent('Vai para:');
    // No transfer day is promised without a destination.
    expect(section).not.toHaveTextContent('Transferência:');
    expect(section).toHaveTextContent('Liberado, mas sem ter para onde transferir.');

    await user.type(within(dialog).getByLabelText('Sua senha'), 'minha-senha-1');
    await user.click(within(dialog).getByLabelText('Entendo que a exclusão é definitiva e não pode ser desfeita.'));
    await user.click(within(dialog).getByRole('button', { name: 'Excluir minha conta' }));
    expect(await within(dialog).findByText('Marque que abre mão do valor, ou cadastre antes para onde enviar o seu dinheiro.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/account/delete')).toBe(false);

    await user.click(within(dialog).getByLabelText(giveUpLabel(40800)));
    await user.click(within(dialog).getByRole('button', { name: 'Excluir minha conta' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/account/delete')).toBe(true));
    expect(bodyOf(calls.find((c) => c.path === '/api/account/delete')!.init)).toEqual({ currentPassword: 'minha-senha-1', giveUpCents: 40800 });
    expect(figuresRead).toBe(1);
  });

  it('reads the figures again when the server refuses (the amount changed), and the box must be ticked again', async () => {
    let figures = withoutKey;
    mockFetch({
      '/api/account/deletion-payout': () => ({ body: figures }),
      '/api/account/delete': () => {
        figures = { ...withoutKey, availableCents: 0, onTheWayCents: 0, heldCents: 40000, totalCents: 40000 };
        return { status: 409, body: { error: { code: 'CONFLICT', message: 'O valor que você tem a receber mudou.', field: 'giveUpCents' } } };
      },
    });
    const { user, dialog } = await openDialog();
    await within(dialog).findByRole('region', { name: 'Seu dinheiro no Cuidar' });
    await user.type(within(dialog).getByLabelText('Sua senha'), 'minha-senha-1');
    await user.click(within(dialog).getByLabelText('Entendo que a exclusão é definitiva e não pode ser desfeita.'));
    await user.click(within(dialog).getByLabelText(giveUpLabel(40800)));
    await user.click(within(dialog).getByRole('button', { name: 'Excluir minha conta' }));
    const again = await within(dialog).findByLabelText(giveUpLabel(40000));
    expect(again).not.toBeChecked();
    expect(within(dialog).getByRole('region', { name: 'Seu dinheiro no Cuidar' })).toHaveTextContent(`Você ainda tem ${money(40000)} a receber.`);
  });

  it('with nothing to receive says so in one line', async () => {
    mockFetch({ '/api/account/deletion-payout': () => ({ body: { ...withoutKey, availableCents: 0, heldCents: 0, totalCents: 0, heldPayoutDate: null } }) });
    const { dialog } = await openDialog();
    expect(await within(dialog).findByText('Você não tem nenhum valor a receber.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Abro mão/)).not.toBeInTheDocument();
  });

  it('with Stripe payouts and an unfinished sign-up, sends her to finish it', async () => {
    mockFetch({ '/api/account/deletion-payout': () => ({ body: { ...withKey, payoutsVia: 'stripe', destination: 'Conta de recebimento no Stripe', destinationStatus: 'cadastro_incompleto' } }) });
    const { dialog } = await openDialog();
    const section = await within(dialog).findByRole('region', { name: 'Seu dinheiro no Cuidar' });
    expect(within(section).getByRole('link', { name: 'Concluir cadastro no Stripe' })).toHaveAttribute('href', '/dashboard/cuidador/perfil');
    expect(within(dialog).getByLabelText(giveUpLabel(40800))).toBeInTheDocument();
  });
});

describe("a family's deletion dialog", () => {
  it('asks nothing about money', async () => {
    const calls = mockFetch({});
    const { dialog } = await openDialog('familia');
    expect(within(dialog).getByLabelText('Sua senha')).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Seu dinheiro no Cuidar' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
