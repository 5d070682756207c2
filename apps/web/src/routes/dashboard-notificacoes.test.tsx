import type { SessionUserDto } from '@cuidar/domain/auth';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSessionQueryOptions } from '@/features/auth/api/get-session';
import { mockFetch, renderWithProviders } from '@/test/render';
import { Component as NotificationsPage } from './dashboard-notificacoes';

const person = (role: SessionUserDto['role']): SessionUserDto => ({ id: 'u1', email: 'caio@exemplo.com.br', emailVerified: true, role, firstName: 'Caio', lastName: 'Marcondes', avatarUrl: null });

function renderAs(role: SessionUserDto['role']) {
  mockFetch({ '/api/notifications?limit=100': () => ({ body: { notifications: [], unread: 0 } }) });
  const { queryClient } = renderWithProviders(<NotificationsPage />);
  queryClient.setQueryData(getSessionQueryOptions().queryKey, person(role));
}

describe('Notificações: what the page says it holds', () => {
  it('to a relative, the copies they chose of the family’s notices (no messages or reviews)', async () => {
    renderAs('familiar');
    expect(await screen.findByText('Chegadas e saídas, alertas e mudanças nas reservas da família que você acompanha, conforme você escolheu.')).toBeInTheDocument();
    expect(screen.queryByText('Reservas, mensagens, avaliações e lembretes.')).not.toBeInTheDocument();
  });

  it('to a family or a caregiver, bookings, messages, reviews and reminders', async () => {
    renderAs('familia');
    expect(await screen.findByText('Reservas, mensagens, avaliações e lembretes.')).toBeInTheDocument();
  });
});
