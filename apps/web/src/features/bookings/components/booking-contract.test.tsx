import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { BookingContract } from './booking-contract';

// 'Contrato' on a booking (docs/product.md#contract): open and download the stored PDF, with its
// version and the short SHA-256; honest texts when there is none.

const id = '7d0f5c9e-1111-4a4a-9b9b-123456789abc';
const sha256 = 'ab12cd34ef56'.padEnd(64, '0');
const contract = { bookingId: id, templateVersion: 'v1', sha256, createdAt: '2026-12-01T13:30:00.000Z', isAvailable: true };

describe('BookingContract', () => {
  it('offers Abrir and Baixar PDF with the version and the short SHA-256', async () => {
    mockFetch({ [`/api/bookings/${id}/contract`]: () => ({ body: { contract } }) });
    renderWithProviders(<BookingContract bookingId={id} status="confirmada" />);
    const open = await screen.findByRole('link', { name: /Abrir o contrato/ });
    expect(open.getAttribute('href')).toBe(`/api/bookings/${id}/contract/pdf`);
    expect(open.getAttribute('target')).toBe('_blank');
    const download = screen.getByRole('link', { name: /Baixar PDF do contrato/ });
    expect(download.getAttribute('href')).toBe(`/api/bookings/${id}/contract/pdf?download=1`);
    expect(download.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('heading', { name: 'Contrato' })).toBeTruthy();
    expect(screen.getByText(/Modelo v1 · Gerado em 01\/12\/2026 às 10:30/)).toBeTruthy();
    expect(screen.getByText('ab12cd34ef56').getAttribute('title')).toBe(sha256);
  });

  it('says the contract comes with the acceptance while the request is pending', async () => {
    mockFetch({ [`/api/bookings/${id}/contract`]: () => ({ body: { contract: null } }) });
    renderWithProviders(<BookingContract bookingId={id} status="pendente" />);
    expect(await screen.findByText('O contrato é gerado quando o cuidador aceita a reserva.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('keeps the fingerprint but offers no PDF once it was erased by an account deletion', async () => {
    mockFetch({ [`/api/bookings/${id}/contract`]: () => ({ body: { contract: { ...contract, isAvailable: false } } }) });
    renderWithProviders(<BookingContract bookingId={id} status="concluida" />);
    expect(await screen.findByText(/O PDF foi apagado porque uma das contas foi excluída/)).toBeTruthy();
    expect(screen.getByText('ab12cd34ef56')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('asks nothing for an unpaid request', () => {
    const calls = mockFetch({});
    const { container } = renderWithProviders(<BookingContract bookingId={id} status="aguardando_pagamento" />);
    expect(container.textContent).toBe('');
    expect(calls).toHaveLength(0);
  });
});
